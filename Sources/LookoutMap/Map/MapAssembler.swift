/// Puts the map together from every parsed file's summary: the models and their properties, the views, the
/// edges from each view's body to what it reads (and to the `ObservableObject`s it holds), the writes, and
/// the helpers that read more than one model.
enum MapAssembler {
  /// `legacyNames`: the classes the project index knows as `ObservableObject`s (through protocols, aliases
  /// and superclasses in files that were not parsed too).
  static func assemble(files: [(summary: FileSummary, module: String)], legacyNames: Set<String>) -> ReadMap {
    let table = TypeTable(files: files)
    let kinds = ModelKinds(table: table, legacyNames: legacyNames)
    let resolver = ReadResolver(table: table, kinds: kinds)
    var map = ReadMap()

    for (key, kind) in kinds.kind.sorted(by: { $0.key < $1.key }) {
      guard let type = table[key] else { continue }
      let superclasses = table.supertypes(of: key).filter { kinds.kind[$0] != nil }.sorted()
      map.models.append(MapModel(key: key, observation: kind, place: type.place, superclasses: superclasses))
      for member in type.members.values.flatMap({ $0 }) where member.owner == key {
        guard let role = resolver.role(of: member), role != .untracked else { continue }
        map.properties.append(MapProperty(key: PropertyKey(owner: key, name: member.summary.name),
                                          kind: role == .tracked ? .tracked : .published, place: member.place))
      }
    }
    map.properties.sort { $0.key < $1.key }

    var viewMembers: [TypeKey: Set<ReadResolver.MemberID>] = [:]
    for (key, kind) in kinds.views.sorted(by: { $0.key < $1.key }) {
      guard let type = table[key] else { continue }
      // A `@State` holding a model is a holder (its reads are edges), not state of the view's own.
      let ownState = type.members.values.flatMap { $0 }.filter { $0.owner == key && $0.summary.kind == .storedProperty }
        .compactMap { member -> String? in
          guard let wrapper = member.summary.attributes.first(where: MapView.stateWrappers.contains),
                resolver.type(of: member).flatMap(resolver.key(of:)).map({ kinds.kind[$0] == nil }) ?? true else { return nil }
          return "@\(wrapper) \(member.summary.name)"
        }
        .sorted()
      map.views.append(MapView(key: key, kind: kind, place: type.place, ownState: ownState))
      let bodies = (type.members["body"] ?? []).filter { $0.summary.kind == .computedProperty || $0.summary.kind == .method }
      var reaches: [ReadResolver.Reach] = []
      for body in bodies {
        reaches += resolver.reaches(of: body)
        viewMembers[key, default: []].insert(ReadResolver.MemberID(body))
      }
      map.edges += edges(of: key, from: reaches)
      for reach in reaches {
        if case .object(let model) = reach.target { map.wholeUses[key, default: []].insert(model) }
      }
      map.edges += holderEdges(of: type, resolver: resolver, kinds: kinds)
      map.blindSpots += blindSpots(of: type, resolver: resolver, kinds: kinds)
    }
    map.edges.sort { ($0.view, $0.target) < ($1.view, $1.target) }
    map.instanceOwners = InstanceOwnership.owners(views: map.views.map(\.key), resolver: resolver, kinds: kinds)
    WriteAnalysis(table: table, resolver: resolver).record(into: &map)
    let readers = readers(of: viewMembers, resolver: resolver)
    map.derivations = derivations(resolver: resolver, kinds: kinds, readers: readers)
    map.getterReads = GetterReads.find(readers: readers, resolver: resolver)
    return map
  }

  /// One edge per target the body reaches, with its shortest paths.
  private static func edges(of view: TypeKey, from reaches: [ReadResolver.Reach]) -> [MapEdge] {
    var grouped: [PropertyKey: (role: ReadResolver.Role, reaches: [ReadResolver.Reach])] = [:]
    for reach in reaches {
      guard case .property(let key, let role) = reach.target else { continue }
      grouped[key, default: (role, [])].reaches.append(reach)
    }
    return grouped.map { key, group in
      let kept = ReadResolver.shortest(group.reaches)
      return MapEdge(view: view, target: .property(key), kind: group.role == .tracked ? .read : .untrackedRead,
                     scope: kept.map(\.scope).min() ?? .body, paths: kept.map(\.steps))
    }
  }

  /// `@StateObject`, `@ObservedObject` and `@EnvironmentObject` properties of an `ObservableObject`: the
  /// view depends on the whole object.
  private static func holderEdges(of type: TypeTable.DeclaredType, resolver: ReadResolver, kinds: ModelKinds) -> [MapEdge] {
    var edges: [MapEdge] = []
    for member in type.members.values.flatMap({ $0 }) where member.owner == type.key {
      guard let wrapper = member.summary.wrapper, ["StateObject", "ObservedObject", "EnvironmentObject"].contains(wrapper),
            let value = resolver.type(of: member), let model = resolver.key(of: value), kinds.kind[model] == .legacy else { continue }
      let step = PathStep(label: "\(type.key.name).\(member.summary.name) (@\(wrapper))", place: member.place)
      edges.append(MapEdge(view: type.key, target: .object(model), kind: .wholeObject, scope: .body, paths: [[step]]))
    }
    return edges
  }

  /// The model holders of a view (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`, `@Bindable`,
  /// `@Environment(T.self)`) whose type is not one the sources declare, or a protocol several types conform
  /// to (the map follows a protocol's reads only into its one conformer).
  private static func blindSpots(of type: TypeTable.DeclaredType, resolver: ReadResolver, kinds: ModelKinds) -> [ReadMap.BlindSpot] {
    var found: [ReadMap.BlindSpot] = []
    for member in type.members.values.flatMap({ $0 }) where member.owner == type.key && member.summary.kind == .storedProperty {
      let wrapper = member.summary.wrapper ?? ""
      let written: TypeRef?
      switch wrapper {
      case "StateObject", "ObservedObject", "EnvironmentObject", "Bindable", "State", "": written = member.summary.type
      case "Environment":
        // `@Environment(\.key)` reads a value, not a model.
        guard let model = member.summary.environmentType else { continue }
        written = model
      default: continue
      }
      let shown = written?.text ?? "its initial value's type"
      let described: String
      var reachable: [PropertyKey] = []
      if let key = resolver.type(of: member).flatMap(resolver.key(of:)), let declared = resolver.table[key] {
        if declared.attributes.contains("dynamicMemberLookup"), kinds.kind[key] != nil {
          described = "\(shown), @dynamicMemberLookup: reads through its dynamic members are not followed"
        } else if declared.kind == .protocol, let types = kinds.conformers[key], types.count > 1 {
          described = "\(shown), a protocol \(types.count) types conform to"
          reachable = reachableProperties(of: types, resolver: resolver)
        } else {
          continue
        }
      } else {
        // A plain stored value or `@State` of a type the sources do not declare is most often a value.
        guard !["", "State"].contains(wrapper) else { continue }
        described = shown
      }
      found.append(ReadMap.BlindSpot(view: type.key, holder: member.summary.name, wrapper: wrapper, type: described,
                                     reachable: reachable, place: member.place))
    }
    return found.sorted { $0.place.line < $1.place.line }
  }

  /// Every property the `types` have or reach through their computed properties and methods (a conformer
  /// forwarding `warningLimit` to another model's): what a holder of their protocol may read.
  private static func reachableProperties(of types: [TypeKey], resolver: ReadResolver) -> [PropertyKey] {
    var found: Set<PropertyKey> = []
    for key in types {
      guard let type = resolver.table[key] else { continue }
      for member in type.members.values.flatMap({ $0 }) where member.owner == key {
        if member.summary.kind == .storedProperty, resolver.role(of: member) != nil {
          found.insert(PropertyKey(owner: key, name: member.summary.name))
        } else if member.summary.kind == .computedProperty || member.summary.kind == .method {
          for reach in resolver.reaches(of: member) {
            if case .property(let property, let role) = reach.target, role != .untracked { found.insert(property) }
          }
        }
      }
    }
    return found.sorted()
  }

  /// The types of the objects `owner` builds itself: stored properties whose initial value, or whose
  /// assignment in an initializer, constructs a new object.
  private static func ownedModels(of owner: TypeKey, resolver: ReadResolver) -> Set<TypeKey> {
    guard let type = resolver.table[owner] else { return [] }
    let members = type.members.values.flatMap { $0 }
    let constructedInInit = Set(members.filter { $0.summary.kind == .initializer }.flatMap(\.summary.code.constructed))
    var owned: Set<TypeKey> = []
    for member in members where member.summary.kind == .storedProperty && (member.summary.constructsValue || constructedInInit.contains(member.summary.name)) {
      // Its superclasses' properties (declared there) are its own too.
      if let value = resolver.type(of: member), let key = resolver.key(of: value) {
        owned.insert(key)
        owned.formUnion(resolver.table.supertypes(of: key))
      }
    }
    return owned
  }

  /// Every member the views' bodies reach (through the helpers they call, at any depth), with the views that
  /// reach it.
  private static func readers(of viewMembers: [TypeKey: Set<ReadResolver.MemberID>], resolver: ReadResolver) -> [ReadResolver.MemberID: Set<TypeKey>] {
    var readers: [ReadResolver.MemberID: Set<TypeKey>] = [:]
    for (view, roots) in viewMembers {
      var seen: Set<ReadResolver.MemberID> = []
      var stack = Array(roots)
      while let id = stack.popLast() {
        guard seen.insert(id).inserted else { continue }
        readers[id, default: []].insert(view)
        stack += resolver.callees[id] ?? []
      }
    }
    return readers
  }

  /// Computed properties and methods of non-view types that views reach, with the tracked properties each
  /// reads and the views that reach it.
  private static func derivations(
    resolver: ReadResolver, kinds: ModelKinds, readers: [ReadResolver.MemberID: Set<TypeKey>]
  ) -> [ReadMap.Derivation] {
    var found: [ReadMap.Derivation] = []
    for (id, views) in readers {
      guard let member = resolver.resolved[id], member.owner.map({ kinds.views[$0] == nil }) ?? true,
            member.summary.kind == .computedProperty || member.summary.kind == .method else { continue }
      // A method that gives nothing back (`Void`) is an action, not a value a body derives.
      if member.summary.kind == .method, ["", "Void", "()"].contains(member.summary.type?.text ?? "") { continue }
      // Objects a model builds for itself (`let selection = StateManager()`) are part of that model.
      let owned = member.owner.map { ownedModels(of: $0, resolver: resolver) } ?? []
      var reads: Set<PropertyKey> = []
      var dependencies: Set<PropertyKey> = []
      var foreign: Set<TypeKey> = []
      for reach in resolver.reaches(of: member) {
        guard case .property(let key, let role) = reach.target, role != .untracked else { continue }
        dependencies.insert(key)
        guard role == .tracked, !owned.contains(key.owner) else { continue }
        reads.insert(key)
        if reach.origin == .foreign, key.owner != member.owner { foreign.insert(key.owner) }
      }
      guard !dependencies.isEmpty, !(member.summary.type?.text.contains("View") ?? false) else { continue }
      found.append(ReadMap.Derivation(label: member.label, owner: member.owner, place: member.place, reads: reads.sorted(),
                                      dependencies: dependencies.sorted(), foreignModels: foreign.sorted(), readers: views.sorted()))
    }
    return found.sorted { ($0.place.file, $0.place.line) < ($1.place.file, $1.place.line) }
  }
}
