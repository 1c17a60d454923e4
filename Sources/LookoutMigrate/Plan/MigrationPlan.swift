import LookoutSyntax
/// Which models migrate and which protocols are rewritten, decided once for the whole project. A model
/// migrates with its whole class hierarchy, or not at all.
struct MigrationPlan: Sendable {
  let index: ProjectIndex
  let runtime: MigrationRuntime
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
  /// Names given to `--only` that are not `ObservableObject` classes of the project.
  let unknownModels: [String]

  init(
    index: ProjectIndex, runtime: MigrationRuntime, only: Set<String>? = nil, unpublished: UnpublishedProperties = .tracked,
    swiftUI: SwiftUIGeneration = .default, publisherSites: [PublisherSite] = [], announced: [String: Set<String>] = [:]
  ) {
    self.swiftUI = swiftUI
    self.announced = announced
    self.index = index
    self.runtime = runtime
    self.unpublished = unpublished
    var notes: [ManualItem] = []
    func note(_ model: ProjectIndex.Model, _ reason: String, _ suggestion: String) {
      notes.append(ManualItem(file: model.file, line: model.line, column: 1, reason: reason, suggestion: suggestion))
    }
    var candidates = Set(index.models.keys).subtracting(index.unparseableClasses)
    var unknown: [String] = []
    if let only {
      unknown = only.filter { index.models[$0] == nil }.sorted()
      candidates.formIntersection(only)
    }
    unknownModels = unknown
    // A model whose publishers cannot be kept working stays, and so does its hierarchy.
    for (name, why) in PublisherBridges(index: index, candidates: candidates, sites: publisherSites).blocked.sorted(by: { $0.key < $1.key }) {
      guard let model = index.models[name] else { continue }
      candidates.remove(name)
      note(model, "\(why.reason), so \(name) stays ObservableObject", why.suggestion)
    }
    // A hierarchy migrates together: drop any class whose superclass or subclass model stays.
    var changed = true
    while changed {
      changed = false
      for name in candidates {
        guard let model = index.models[name] else { continue }
        if let superclass = model.superclass, index.models[superclass] != nil, !candidates.contains(superclass) {
          candidates.remove(name)
          note(model, "\(name) inherits from \(superclass), which stays ObservableObject, so \(name) stays too",
               "migrate the hierarchy together (--only \(superclass) --only \(name)), or fix \(superclass) first")
          changed = true
        }
        let subclasses = index.models.values.filter { $0.superclass == name }
        for subclass in subclasses where !candidates.contains(subclass.name) {
          candidates.remove(name)
          note(model, "\(subclass.name) inherits from \(name) and stays ObservableObject, so \(name) stays too",
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
  }

  func isMigrating(_ type: String?) -> Bool {
    guard let type else { return false }
    return migrating.contains(type)
  }

  /// Whether `type` is observable once the migration is done: migrated now, or `@Observable` already (a
  /// view still holding one with `@ObservedObject` or `.environmentObject` does not compile).
  func isObservableAfterMigration(_ type: String?) -> Bool {
    guard let type else { return false }
    return migrating.contains(type) || index.observableClasses.contains(type)
  }
}
