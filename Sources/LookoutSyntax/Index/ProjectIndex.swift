/// What the whole project says about `ObservableObject`: which protocols and aliases imply it, which classes
/// conform (directly, through an extension, a refining protocol or alias, or by inheriting from a
/// conformer), and the facts the rewrites and reports need about them.
package struct ProjectIndex: Sendable {
  package struct Model: Sendable {
    package let name: String
    package let file: String
    package let line: Int
    /// The class itself lists an `ObservableObject`-implying type (or an extension adds it).
    package let conformsItself: Bool
    /// The superclass, when it is a class of the project.
    package let superclass: String?
    /// Its stored instance `var`s; nil when its file was not parsed.
    package let storedVars: [String]?
    package var hasStoredVars: Bool { storedVars.map { !$0.isEmpty } ?? true }
    /// Its `@Published` properties; empty when its file was not parsed.
    package let published: [String: ClassDetails.PublishedProperty]
    /// Its stored `Set<AnyCancellable>` (or `[AnyCancellable]`) properties.
    package let cancellableSets: [String]
    package let initWork: [String]
  }

  /// `ObservableObject` plus every protocol that refines it and alias that includes it.
  package let observableProtocols: Set<String>
  /// Every class that is an `ObservableObject`, by name.
  package let models: [String: Model]
  /// Protocols that refine `ObservableObject` (for the protocol rewrite), with the models conforming through
  /// them, directly or through other protocols and aliases.
  package let refiningProtocols: [String: [String]]
  /// Type aliases that include `ObservableObject` (`typealias ViewModelBase = (ObservableObject & Identifiable)`),
  /// with the models conforming through them.
  package let composingAliases: [String: [String]]
  /// Classes declared in files that do not parse: never migrated.
  package let unparseableClasses: Set<String>

  /// Every type declaration seen.
  package let declarations: [FileFacts.TypeFact]
  /// How the project writes what the migration writes.
  package let style: ProjectStyle
  /// The types of every type's properties, for resolving `context.appState`.
  package let members: MemberTypes
  /// Classes that are observable already (one of `ObservationAttributes.classMacros`).
  package let observableClasses: Set<String>
  /// Per type, over its declaration and all its extensions in every file: how it uses `$name`.
  package let projections: [String: [String: FileFacts.Projection]]
  /// Per type, over its declaration and extensions: the properties legacy wrappers hold, by name.
  package let wrappedProperties: [String: [String: FileFacts.WrappedProperty]]
  /// Per file that uses another object's `$name` publisher, how it uses each name.
  package let memberPublishers: [String: [String: FileFacts.PublisherUse]]
  /// Where each type reads its own `objectWillChange` for something other than `.send()`.
  package let ownObjectWillChangeUses: [String: [(file: String, line: Int)]]

  package init(facts: [FileFacts], details: [String: ClassDetails] = [:], unparseableClasses: Set<String> = []) {
    let types = facts.flatMap(\.types)
    declarations = types
    style = ProjectStyle(facts: facts)
    members = MemberTypes(facts: facts)
    observableClasses = Set(types.filter { $0.kind == .class && ObservationAttributes.makeObservable($0.attributes) }.map(\.name))
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
    ownObjectWillChangeUses = willChangeUses
    var aliases: [String: [String]] = [:]
    for file in facts { aliases.merge(file.typealiases) { first, _ in first } }

    var implying: Set<String> = ["ObservableObject"]
    var changed = true
    while changed {
      changed = false
      for type in types where type.kind == .protocol && !implying.contains(type.name) {
        if type.inherited.contains(where: implying.contains) {
          implying.insert(type.name)
          changed = true
        }
      }
      for (name, components) in aliases where !implying.contains(name) && components.contains(where: implying.contains) {
        implying.insert(name)
        changed = true
      }
    }
    observableProtocols = implying

    // A name declared twice (nested in different types, or in different modules): the declaration that
    // conforms stands for it; the rewrite looks at each declaration (`isModelDeclaration`).
    let classes = Dictionary(types.filter { $0.kind == .class }.map { ($0.name, $0) }, uniquingKeysWith: { first, second in
      first.inherited.contains(where: implying.contains) || !second.inherited.contains(where: implying.contains) ? first : second
    })
    let extended = Dictionary(grouping: types.filter { $0.kind == .extension }, by: \.name)
    func conformsItself(_ name: String) -> Bool {
      (classes[name]?.inherited.contains(where: implying.contains) ?? false)
        || (extended[name] ?? []).contains { $0.inherited.contains(where: implying.contains) }
    }
    func superclass(of type: FileFacts.TypeFact) -> String? {
      type.inherited.first.flatMap { classes[$0] != nil ? $0 : nil }
    }
    var models: [String: Model] = [:]
    func isModel(_ name: String, depth: Int = 0) -> Bool {
      guard depth < 32, let type = classes[name] else { return false }
      if conformsItself(name) { return true }
      return superclass(of: type).map { isModel($0, depth: depth + 1) } ?? false
    }
    for (name, type) in classes where isModel(name) {
      models[name] = Model(
        name: name, file: type.file, line: type.line, conformsItself: conformsItself(name),
        superclass: superclass(of: type), storedVars: details[name]?.storedVars,
        published: details[name]?.published ?? [:], cancellableSets: details[name]?.cancellableSets ?? [],
        initWork: details[name]?.initWork ?? [])
    }
    self.models = models
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

  /// Files that declare a model or add `ObservableObject` to one: parsed before the plan is made.
  package var modelFiles: Set<String> {
    Set(declarations.filter { models[$0.name] != nil && ($0.kind == .class || $0.kind == .extension) }.map(\.file))
  }

  /// Names whose mention makes a file worth parsing: the models and the protocols and aliases that
  /// imply `ObservableObject`.
  package var relevantNames: Set<String> {
    observableProtocols.union(models.keys)
  }

  /// Words that make any file worth parsing, before the project is known.
  package static let keywords: Set<String> = [
    "ObservableObject", "Published", "StateObject", "ObservedObject", "EnvironmentObject", "environmentObject",
    "objectWillChange", "onReceive",
  ]
}
