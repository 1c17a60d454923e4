import LookoutSyntax

/// Types whose observation is not the project's to change, found before any plan. They are never migrated,
/// and their holders are left as they are:
/// - Core Data objects: `NSManagedObject` subclasses (through the project's superclasses and aliases) and the
///   entity classes of the project's data models — `ObservableObject`s by the framework.
/// - Types observable through something outside the project: classes the project holds as `ObservableObject`s
///   (`@ObservedObject var manager: MIDIManager`) without declaring them so, whose superclass or protocol is
///   another module's.
/// - Models held by a property wrapper that accepts only an `ObservableObject` (`@InjectedObject` of Factory
///   and Resolver, and the project's own wrappers generic over one).
struct KeepBackRules {
  /// Models kept back, by name, with the rule.
  let keptBack: [String: KeptBack]
  /// Names whose holders are never rewritten: Core Data objects and types observable from outside.
  let observableFromOutside: Set<String>

  init(_ project: IndexedProject, coreDataEntities: [String: String]) {
    let index = project.index
    let facts = project.ordered
    let types = index.members
    var keptBack: [String: KeptBack] = [:]
    func keep(_ name: String, _ rule: KeptBack.Rule, _ reason: String, file: String, line: Int) {
      guard index.models[name] != nil, keptBack[name] == nil else { return }
      keptBack[name] = KeptBack(model: name, rule: rule, reason: reason, file: file, line: line)
    }

    // Core Data: the superclass chain, then the data models' entity classes.
    let classes = Dictionary(facts.flatMap(\.types).filter { $0.kind == .class }.map { ($0.name, $0) }) { first, _ in first }
    var managed: [String: FileFacts.TypeFact] = [:]
    for (name, declaration) in classes {
      var current: FileFacts.TypeFact? = declaration
      var depth = 0
      while let type = current, depth < 32 {
        guard let first = type.inherited.first.map(types.canonical) else { break }
        if first == "NSManagedObject" {
          managed[name] = declaration
          break
        }
        current = classes[first]
        depth += 1
      }
    }
    for (name, declaration) in managed.sorted(by: { $0.key < $1.key }) {
      keep(name, .coreData, "\(name) is an NSManagedObject subclass: Core Data makes it an ObservableObject", file: declaration.file, line: declaration.line)
    }
    for (name, model) in coreDataEntities.sorted(by: { $0.key < $1.key }) {
      let declaration = index.models[name]
      keep(name, .coreData, "\(name) is an entity class of the Core Data model \(model): Core Data makes it an ObservableObject",
           file: declaration?.file ?? model, line: declaration?.line ?? 1)
    }

    // Held as ObservableObjects, declared in the project, yet not ObservableObjects the project declares: their
    // observation comes from outside (a superclass or protocol of another module).
    var outside = Set(managed.keys).union(coreDataEntities.keys)
    let conformance = index.conformance
    let declarations = Dictionary(grouping: facts.flatMap(\.types).filter { $0.kind == .class }, by: \.name)
    for property in facts.flatMap(\.wrappedProperties) {
      guard let model = property.model.map(types.canonical), !index.observableClasses.contains(model) else { continue }
      // A declaration of that name that says nothing of ObservableObject, whose superclass is another module's —
      // among those the holder can mean.
      let fromOutside = Self.declarations(of: model, heldBy: property, among: declarations[model] ?? []).contains { declaration in
        guard let first = declaration.inherited.first.map(types.canonical), classes[first] == nil,
              !declaration.inherited.contains(where: conformance.implying.contains) else { return false }
        return !(conformance.extensions[model] ?? []).contains { $0.inherited.contains(where: conformance.implying.contains) }
      }
      if fromOutside { outside.insert(model) }
    }
    // A model sharing its name with such a type (another module's, or nested elsewhere) cannot be told apart
    // from it at its holders.
    for name in outside.sorted() where index.models[name] != nil && managed[name] == nil && coreDataEntities[name] == nil {
      guard let model = index.models[name] else { continue }
      keep(name, .observableFromOutside, "another type named \(name) is observable through a type outside the project, and holders cannot tell them apart",
           file: model.file, line: model.line)
    }

    // ObservableObject-only wrappers.
    for file in facts {
      for (owner, name, use) in file.memberWrappers.entries.sorted(by: { ($0.owner, $0.name) < ($1.owner, $1.name) })
      where project.requirements.wrappers[use.wrapper] != nil {
        guard let type = types.propertyType(name, in: owner) else { continue }
        // Factory's @InjectedObject, where the pinned Factory has @InjectedObservable: the view rewrite switches it.
        if project.counterparts.counterpart(of: use.wrapper, imports: file.imports) != nil { continue }
        let declared = project.requirements.wrappers[use.wrapper].flatMap { $0 }.map { " (declared at \($0.file):\($0.line))" } ?? ""
        let obstacle = project.counterparts.obstacle(for: use.wrapper, imports: file.imports).map { "; it has no Observation counterpart here: \($0)" } ?? ""
        keep(type, .observableObjectWrapper, "\(owner).\(name) holds it with @\(use.wrapper)\(declared), which accepts only an ObservableObject\(obstacle)",
             file: file.path, line: use.line)
      }
    }
    // State inherited from a project class that is not observable: a view holding the model re-ran on its
    // objectWillChange and so showed that state fresh; observation would not track it, and such views would
    // stop updating. Kept until the superclass is observable too.
    // Views (structs) are the holders whose bodies would freeze: name one of them when there is one.
    let structs = Set(index.declarations.filter { $0.kind == .struct }.map(\.name))
    let holders = Dictionary(grouping: facts.flatMap(\.wrappedProperties).filter { $0.model != nil }, by: { types.canonical($0.model!) })
      .mapValues { found in found.sorted { structs.contains($0.owner) && !structs.contains($1.owner) } }
    for (name, model) in index.models.sorted(by: { $0.key < $1.key }) where !model.superclassVars.isEmpty {
      guard let superclass = model.superclass, let holder = holders[name]?.first else { continue }
      let vars = model.superclassVars.prefix(4).joined(separator: ", ") + (model.superclassVars.count > 4 ? ", …" : "")
      keep(name, .untrackedInheritance,
           "\(holder.owner).\(holder.name) holds it with @\(holder.wrapper), and it inherits \(vars) from \(superclass), which is not observable: its objectWillChange refreshed such views, observation would not track that state, and views showing it would stop updating; make \(superclass) observable first (or have views read state \(name) keeps), then migrate \(name)",
           file: model.file, line: model.line)
    }
    self.keptBack = keptBack
    observableFromOutside = outside
  }

  /// The classes named `model` a holder can mean: the one nested in the type its annotation names
  /// (`_PhotoCropView.Coordinator`), or else the one nested in the holder's own type, as Swift looks names up;
  /// every class of that name when neither is declared.
  static func declarations(of model: String, heldBy property: FileFacts.WrappedProperty,
                           among named: [FileFacts.TypeFact]) -> [FileFacts.TypeFact] {
    let written = property.writtenType.map { $0.prefix { $0 != "<" }.filter { !$0.isWhitespace } } ?? ""
    let components = written.split(separator: ".").map(String.init)
    if components.count > 1, components.last == model {
      let scoped = named.filter { $0.parent == components[components.count - 2] }
      if !scoped.isEmpty { return scoped }
    } else if components.count <= 1 {
      let scoped = named.filter { $0.parent == property.owner }
      if !scoped.isEmpty { return scoped }
    }
    return named
  }
}
