import LookoutSyntax

/// What the whole project says about `ObservableObject`: which protocols and aliases imply it, which classes
/// conform (directly, through an extension, a refining protocol or alias, or by inheriting from a
/// conformer), and the facts the rewrites and reports need about them.
package struct ProjectIndex: Sendable {
  struct Model: Sendable {
    let name: String
    let file: String
    let line: Int
    /// The class itself lists an `ObservableObject`-implying type (or an extension adds it).
    let conformsItself: Bool
    /// The superclass, when it is a class of the project.
    let superclass: String?
    /// Its stored instance `var`s; nil when its file was not parsed.
    let storedVars: [String]?
    var hasStoredVars: Bool { storedVars.map { !$0.isEmpty } ?? true }
    /// Its `@Published` properties; empty when its file was not parsed.
    let published: [String: ClassDetails.PublishedProperty]
    /// Its stored `Set<AnyCancellable>` (or `[AnyCancellable]`) properties.
    let cancellableSets: [String]
    let initWork: [String]
    /// Its `@AppStorage` properties that become tracked computed properties.
    let appStorage: [String]
    /// What its computed properties and value-returning methods read through its stored properties.
    var untrackedReads: [String: [UntrackedRead]] = [:]
    /// The stored `var`s of its superclass, when that is a project class that is no model: observation does
    /// not track them, where the model's `objectWillChange` used to announce them to its holders.
    var superclassVars: [String] = []
  }

  /// `ObservableObject` plus every protocol that refines it and alias that includes it.
  let observableProtocols: Set<String>
  /// Every class that is an `ObservableObject`, by name.
  let models: [String: Model]
  /// Protocols that refine `ObservableObject` (for the protocol rewrite), with the models conforming through
  /// them, directly or through other protocols and aliases.
  let refiningProtocols: [String: [String]]
  /// Type aliases that include `ObservableObject` (`typealias ViewModelBase = (ObservableObject & Identifiable)`),
  /// with the models conforming through them.
  let composingAliases: [String: [String]]
  /// Classes declared in files that do not parse: never migrated.
  let unparseableClasses: Set<String>

  /// Every type declaration seen.
  let declarations: [FileFacts.TypeFact]
  /// Where in `declarations` each name is declared (classes, structs, protocols, extensions…), in order.
  private let positionsByName: [String: [Int]]
  /// The models inheriting from each model, by name, sorted.
  let subclasses: [String: [String]]
  /// Which classes conform to `ObservableObject`, and through what.
  let conformance: LegacyConformance
  /// How the project writes what the migration writes.
  let style: ProjectStyle
  /// The types of every type's properties, for resolving `context.appState`.
  let members: ProjectTypes
  /// Classes that are observable already (one of `ObservationAttributes.classMacros`).
  let observableClasses: Set<String>
  /// Classes that are `@Tracked` already: the only observable ones the bridge makes views follow.
  let trackedClasses: Set<String>
  /// The global actors the project declares (`@globalActor actor StorageActor`).
  let globalActors: Set<String>
  /// Per type, over its declaration and all its extensions in every file: how it uses `$name`.
  let projections: [String: [String: FileFacts.Projection]]
  /// Per type, over its declaration and extensions: the properties legacy wrappers hold, by name.
  let wrappedProperties: [String: [String: FileFacts.WrappedProperty]]
  /// Per file that uses another object's `$name` publisher, how it uses each name.
  let memberPublishers: [String: [String: FileFacts.PublisherUse]]
  /// Per file, the objects `&x.$name` writes to, by name.
  let inoutTargets: [String: [String: FileFacts.InoutTarget]]
  /// The tree's packages that are an app's own modules (`AppPackages`), as directories ending in `/`.
  let appPackages: [String]
  /// Where each type reads its own `objectWillChange` for something other than `.send()`.
  let ownObjectWillChangeUses: [String: [(file: String, line: Int)]]

  init(facts: [FileFacts], details: [String: ClassDetails] = [:], unparseableClasses: Set<String> = []) {
    let types = facts.flatMap(\.types)
    declarations = types
    positionsByName = Dictionary(grouping: types.indices, by: { types[$0].name })
    style = ProjectStyle(facts: facts)
    members = ProjectTypes(facts: facts)
    appPackages = AppPackages.find(facts: facts)
    observableClasses = Set(types.filter { $0.kind == .class && ObservationAttributes.makeObservable($0.attributes) }.map(\.name))
    trackedClasses = Set(types.filter { $0.kind == .class && $0.attributes.contains("Tracked") }.map(\.name))
    globalActors = Set(types.filter { $0.attributes.contains("globalActor") }.map(\.name))
    var projections: [String: [String: FileFacts.Projection]] = [:]
    var wrapped: [String: [String: FileFacts.WrappedProperty]] = [:]
    for file in facts {
      for (type, uses) in file.projections {
        projections[type, default: [:]].merge(uses) { $0.union($1) }
      }
      for property in file.wrappedProperties where wrapped[property.owner]?[property.name] == nil {
        wrapped[property.owner, default: [:]][property.name] = property
      }
    }
    self.projections = projections
    wrappedProperties = wrapped
    var willChangeUses: [String: [(file: String, line: Int)]] = [:]
    for file in facts {
      for (type, lines) in file.ownObjectWillChangeUses { willChangeUses[type, default: []] += lines.map { (file.path, $0) } }
    }
    memberPublishers = Dictionary(facts.filter { !$0.memberPublishers.isEmpty }.map { ($0.path, $0.memberPublishers) }) { first, _ in first }
    inoutTargets = Dictionary(facts.filter { !$0.inoutTargets.isEmpty }.map { ($0.path, $0.inoutTargets) }) { first, _ in first }
    ownObjectWillChangeUses = willChangeUses
    let conformance = LegacyConformance(facts: facts)
    self.conformance = conformance
    let aliases = conformance.aliases
    let implying = conformance.implying
    observableProtocols = implying
    let classes = conformance.classes
    let extended = conformance.extensions
    func conformsItself(_ name: String) -> Bool { conformance.conformsItself(name) }
    func superclass(of type: FileFacts.TypeFact) -> String? { conformance.superclass(of: type.name) }
    var models: [String: Model] = [:]
    func isModel(_ name: String) -> Bool { conformance.conforming.contains(name) }
    for (name, type) in classes where isModel(name) {
      models[name] = Model(
        name: name, file: type.file, line: type.line, conformsItself: conformsItself(name),
        superclass: superclass(of: type), storedVars: details[name]?.storedVars,
        published: details[name]?.published ?? [:], cancellableSets: details[name]?.cancellableSets ?? [],
        initWork: details[name]?.initWork ?? [], appStorage: details[name]?.appStorage ?? [],
        untrackedReads: details[name]?.untrackedReads ?? [:])
    }
    for (name, model) in models {
      guard let superclass = model.superclass, models[superclass] == nil, let inherited = details[superclass]?.storedVars else { continue }
      models[name]?.superclassVars = inherited
    }
    self.models = models
    subclasses = Dictionary(grouping: models.values.filter { $0.superclass != nil }, by: { $0.superclass! }).mapValues { $0.map(\.name).sorted() }
    // What each protocol refines and each alias composes: a model conforms through a protocol or alias when
    // a name it lists leads there.
    var parts: [String: [String]] = aliases
    for type in types where type.kind == .protocol { parts[type.name, default: []] += type.inherited }
    func leads(_ name: String, to target: String, depth: Int = 0) -> Bool {
      name == target || (depth < 32 && (parts[name] ?? []).contains { leads($0, to: target, depth: depth + 1) })
    }
    func conformers(of name: String) -> [String] {
      models.values.filter { model in
        ((classes[model.name]?.inherited ?? []) + (extended[model.name] ?? []).flatMap(\.inherited)).contains { leads($0, to: name) }
      }.map(\.name).sorted()
    }
    var refining: [String: [String]] = [:]
    for type in types where type.kind == .protocol && implying.contains(type.name) {
      refining[type.name] = conformers(of: type.name)
    }
    refiningProtocols = refining
    var composing: [String: [String]] = [:]
    for name in aliases.keys where implying.contains(name) { composing[name] = conformers(of: name) }
    composingAliases = composing
    self.unparseableClasses = unparseableClasses
  }

  /// Every declaration of `name` (classes, structs, protocols, extensions…; nested ones included), in order.
  func declarations(named name: String) -> [FileFacts.TypeFact] {
    (positionsByName[name] ?? []).map { declarations[$0] }
  }

  /// Whether the project declares a type (or extension) called `name`.
  func declares(_ name: String) -> Bool { positionsByName[name] != nil }

  /// The classes declared under `name` (nested ones included).
  func classDeclarations(named name: String) -> [FileFacts.TypeFact] {
    declarations(named: name).filter { $0.kind == .class }
  }

  /// Files that declare a model or add `ObservableObject` to one: parsed before the plan is made.
  var modelFiles: Set<String> {
    Set(declarations.filter { models[$0.name] != nil && ($0.kind == .class || $0.kind == .extension) }.map(\.file))
  }

  /// The files declaring the project classes models inherit from that are no models themselves: their stored
  /// properties are read for `Model.superclassVars`.
  var superclassFiles: Set<String> {
    let superclasses = Set(models.values.compactMap(\.superclass)).filter { models[$0] == nil }
    return Set(declarations.filter { $0.kind == .class && superclasses.contains($0.name) }.map(\.file))
  }

  /// Names whose mention makes a file worth parsing: the models and the protocols and aliases that
  /// imply `ObservableObject`.
  var relevantNames: Set<String> {
    observableProtocols.union(models.keys)
  }

  /// Words that make any file worth parsing, before the project is known.
  package static let keywords: Set<String> = [
    "ObservableObject", "Published", "StateObject", "ObservedObject", "EnvironmentObject", "environmentObject",
    "objectWillChange", "onReceive",
  ]
}
