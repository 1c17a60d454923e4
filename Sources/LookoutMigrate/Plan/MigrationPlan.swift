import LookoutSyntax
/// Which models migrate and which protocols are rewritten, decided once for the whole project. A model
/// migrates with its whole class hierarchy, or not at all.
struct MigrationPlan: Sendable {
  let index: ProjectIndex
  let runtime: MigrationRuntime
  /// Views observe through LookoutSwiftUI (`MigrationOptions.bridge`).
  let bridge: Bool
  /// With `bridge`: which files use it (`MigrationOptions.deploymentSettings`).
  let deploymentSettings: ProjectSettings?
  let unpublished: UnpublishedProperties
  /// The SwiftUI the project builds against (which report items hold).
  let swiftUI: SwiftUIGeneration
  /// Class names whose `ObservableObject` conformance is replaced.
  let migrating: Set<String>
  /// Protocols refining `ObservableObject`, and aliases including it, whose conformers all migrate: rewritten
  /// to `AnyObject, Observable` (`AnyObject & Observable` in an alias).
  let rewrittenProtocols: Set<String>
  /// Per model, the names its `objectWillChange.send()` calls announced (see `AnnouncedState`).
  let announced: [String: Set<String>]
  /// The `@Published` properties whose publishers are used, and keep one.
  let bridges: PublisherBridges
  /// Reasons some models stay `ObservableObject`.
  let notes: [ManualItem]
  /// The models that stay `ObservableObject`, each with the rule that keeps it.
  let keptBack: [KeptBack]
  /// Types observable through something outside the project (Core Data objects, subclasses of outside
  /// `ObservableObject`s): their holders are never rewritten.
  let observableFromOutside: Set<String>
  /// Names given to `--only` that are not `ObservableObject` classes of the project.
  let unknownModels: [String]
  /// The Observation counterparts of `ObservableObject`-only wrappers the project can switch holders to.
  let counterparts: WrapperCounterparts
  /// The member names view bodies read (`ViewMembers`); nil when not read (every property may be shown).
  let viewMembers: Set<String>?

  init(
    index: ProjectIndex, runtime: MigrationRuntime, bridge: Bool = false, deploymentSettings: ProjectSettings? = nil, only: Set<String>? = nil, unpublished: UnpublishedProperties = .tracked,
    swiftUI: SwiftUIGeneration = .default, publisherSites: [PublisherSite] = [], announced: [String: Set<String>] = [:],
    keptBack given: [String: KeptBack] = [:], observableFromOutside: Set<String> = [], counterparts: WrapperCounterparts = .none,
    viewMembers: Set<String>? = nil
  ) {
    self.counterparts = counterparts
    self.viewMembers = viewMembers
    self.swiftUI = swiftUI
    self.announced = announced
    self.index = index
    self.runtime = runtime
    self.bridge = bridge && runtime == .lookout
    self.deploymentSettings = deploymentSettings
    self.unpublished = unpublished
    self.observableFromOutside = observableFromOutside
    var notes: [ManualItem] = []
    var keptBack: [KeptBack] = []
    func keep(_ model: ProjectIndex.Model, _ rule: KeptBack.Rule, _ reason: String, _ suggestion: String, at place: (file: String, line: Int)? = nil) {
      notes.append(ManualItem(file: place?.file ?? model.file, line: place?.line ?? model.line, column: 1, reason: reason, suggestion: suggestion))
      keptBack.append(KeptBack(model: model.name, rule: rule, reason: reason, file: place?.file ?? model.file, line: place?.line ?? model.line))
    }
    var candidates = Set(index.models.keys).subtracting(index.unparseableClasses)
    var unknown: [String] = []
    if let only {
      unknown = only.filter { index.models[$0] == nil }.sorted()
      candidates.formIntersection(only)
    }
    unknownModels = unknown
    // Models a rule or the whole-project check keeps. One note per cause: models kept by the same use, for
    // the same reason, share it.
    var causes: [KeptCause: [String]] = [:]
    for (name, why) in given.sorted(by: { $0.key < $1.key }) where candidates.contains(name) {
      guard let model = index.models[name] else { continue }
      candidates.remove(name)
      let reason = "\(name) stays ObservableObject (\(why.rule.rawValue)): \(why.reason)"
      keptBack.append(KeptBack(model: name, rule: why.rule, reason: reason, file: why.file, line: why.line))
      causes[KeptCause(rule: why.rule, reason: why.reason, file: why.file, line: why.line, suggestion: why.suggestion ?? Self.suggestion(for: why)), default: []].append(model.name)
    }
    for (cause, names) in causes.sorted(by: { $0.value[0] < $1.value[0] }) {
      let subject = names.count == 1 ? "\(names[0]) stays" : "\(MigrationCheck.list(names)) stay"
      notes.append(ManualItem(file: cause.file, line: cause.line, column: 1, reason: "\(subject) ObservableObject (\(cause.rule.rawValue)): \(cause.reason)",
                              suggestion: cause.suggestion))
    }
    // A model whose publishers cannot be kept working stays, and so does its hierarchy.
    for (name, why) in PublisherBridges(index: index, candidates: candidates, sites: publisherSites).blocked.sorted(by: { $0.key < $1.key }) {
      guard let model = index.models[name] else { continue }
      candidates.remove(name)
      keep(model, .publisher, "\(why.reason), so \(name) stays ObservableObject", why.suggestion)
    }
    // A hierarchy migrates together: drop any class whose superclass or subclass model stays.
    var changed = true
    while changed {
      changed = false
      for name in candidates {
        guard let model = index.models[name] else { continue }
        if let superclass = model.superclass, index.models[superclass] != nil, !candidates.contains(superclass) {
          candidates.remove(name)
          keep(model, .hierarchy, "\(name) inherits from \(superclass), which stays ObservableObject, so \(name) stays too",
               "migrate the hierarchy together (--only \(superclass) --only \(name)), or fix \(superclass) first")
          changed = true
        }
        for subclass in (index.subclasses[name] ?? []).compactMap({ index.models[$0] }) where !candidates.contains(subclass.name) && candidates.contains(name) {
          candidates.remove(name)
          keep(model, .hierarchy, "\(subclass.name) inherits from \(name) and stays ObservableObject, so \(name) stays too",
               "migrate them together (--only \(name) --only \(subclass.name))")
          changed = true
        }
      }
    }
    migrating = candidates
    bridges = PublisherBridges(index: index, candidates: candidates, sites: publisherSites)
    var protocols: Set<String> = []
    for (name, conformers) in index.refiningProtocols.merging(index.composingAliases, uniquingKeysWith: { $0 + $1 }) {
      if conformers.allSatisfy(candidates.contains) { protocols.insert(name) }
    }
    rewrittenProtocols = protocols
    self.notes = notes
    self.keptBack = keptBack
  }

  /// What to do about a model a rule keeps.
  private static func suggestion(for kept: KeptBack) -> String {
    switch kept.rule {
    case .coreData:
      return "nothing to do: Core Data makes it observable; views keep observing it with @ObservedObject"
    case .observableFromOutside:
      return "nothing to do: its observation comes from outside the project; views keep observing it as an ObservableObject"
    case .observableObjectWrapper:
      return "for Factory's @InjectedObject, pin Factory 2.4.5 or later (it has @InjectedObservable, which the migration switches to); for another library's wrapper, hold it with @State or @Environment instead; then run again"
    case .untrackedChange:
      return "keep the state it announces in a stored property (its writes then notify), or expose it as a computed property whose getter calls `access(keyPath:)` and wrap the change in `withMutation(keyPath:) { … }`; then run again"
    case .check, .publisher, .hierarchy:
      return "rewrite the use above for an @Observable type (the report says how), then run again"
    case .unclearAttribute:
      return "migrate this model by hand: a property wrapper needs @ObservationIgnored (or a tracked property in its place), and @Published under #if must go on every platform"
    case .appStorage:
      return "change the @AppStorage property as the reason says, then run again: it becomes a tracked computed property over `@ObservationIgnored @AppStorage(…) private var _name`, and the views that read it keep updating"
    case .availability:
      return "raise the declaration's @available to iOS 17 / macOS 14 / tvOS 17 / watchOS 10 (keep an ObservableObject twin for older systems if you need one), then run again"
    case .untrackedState:
      return "make the class it reads observable too (migrate it, or mark it @Observable), or keep that state in the model's own properties; then run again"
    case .untrackedInheritance:
      return "make the superclass observable too (migrate it, or mark it @Observable / @Tracked), or have views read tracked copies of its state; then run again"
    }
  }

  /// Whether `type` (a name as written: aliases are followed) migrates.
  func isMigrating(_ type: String?) -> Bool {
    guard let type else { return false }
    return migrating.contains(index.members.canonical(type))
  }

  /// Whether `type` is observable once the migration is done: migrated now, or `@Observable` already (a
  /// view still holding one with `@ObservedObject` or `.environmentObject` does not compile).
  /// Whether the views of `path` observe through the bridge: it is on, and the file is built for a system
  /// before iOS 17 / macOS 14, or its targets are not known.
  func usesBridge(in path: String) -> Bool {
    guard bridge else { return false }
    guard let targets = deploymentSettings?.deploymentTargets(for: path), !targets.isEmpty else { return true }
    return targets.contains(where: \.predatesObservation)
  }

  /// Whether `type` is `@Tracked` after the migration: a model migrating onto the Lookout runtime, or a
  /// class the project marks `@Tracked`. Apple's `@Observable` types are not: they exist only from iOS 17.
  func isTrackedAfterMigration(_ type: String?) -> Bool {
    guard let type, isObservableAfterMigration(type) else { return false }
    let canonical = index.members.canonical(type)
    return (runtime == .lookout && migrating.contains(canonical)) || index.trackedClasses.contains(canonical)
  }

  func isObservableAfterMigration(_ type: String?) -> Bool {
    guard let type else { return false }
    let canonical = index.members.canonical(type)
    guard !observableFromOutside.contains(type), !observableFromOutside.contains(canonical) else { return false }
    if migrating.contains(canonical) { return true }
    // A model of that name that stays ObservableObject: its holders cannot be told from those of an
    // observable class sharing the name (two nested `Context`s), so they stay as they are.
    if index.models[canonical] != nil { return false }
    return index.observableClasses.contains(canonical)
  }

  /// The `@AppStorage` properties of a migrating model (or its superclasses) that become tracked computed
  /// properties: `model.$name` goes with them.
  func convertedAppStorage(of type: String?) -> Set<String> {
    guard let type, isMigrating(type) else { return [] }
    var names: Set<String> = []
    var current: String? = index.members.canonical(type)
    var depth = 0
    while let name = current, let model = index.models[name], depth < 32 {
      names.formUnion(model.appStorage)
      current = model.superclass
      depth += 1
    }
    return names
  }

  /// Whether the generic parameter or existential constrained to `protocols` is observable after the migration
  /// (a protocol refining `ObservableObject` becomes `AnyObject, Observable`).
  func isObservableAfterMigration(constrainedTo protocols: [String]) -> Bool {
    protocols.contains { rewrittenProtocols.contains(index.members.canonical($0)) }
  }
}

/// Why models are kept, for one note: the rule, its reason and where, and what to do.
private struct KeptCause: Hashable {
  let rule: KeptBack.Rule
  let reason: String
  let file: String
  let line: Int
  let suggestion: String
}
