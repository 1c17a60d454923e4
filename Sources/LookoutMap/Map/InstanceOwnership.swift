/// Which instance of a model each view reads, where ownership is visible: a view that builds its own
/// (`@State var model = Model()`, `@StateObject`) reads that one; a view handed one (`let model: Model`,
/// `@Bindable`, `@ObservedObject`) reads its constructors' instance. Three screens that each own a view model
/// are three instances, and a write to one re-runs only the views of that one.
enum InstanceOwnership {
  /// For each model, each reading view's owners (the views whose instance it reads); an empty set when the
  /// instance comes from somewhere the map cannot follow (the environment, a shared instance, a view nobody
  /// in the sources constructs), which may be any of them.
  static func owners(views: [TypeKey], resolver: ReadResolver, kinds: ModelKinds) -> [TypeKey: [TypeKey: Set<TypeKey>]] {
    var holdings: [TypeKey: [TypeKey: Holding]] = [:]
    for view in views {
      guard let type = resolver.table[view] else { continue }
      for member in type.members.values.flatMap({ $0 }) where member.owner == view && member.summary.kind == .storedProperty && !member.summary.isStatic {
        guard let value = resolver.type(of: member), let model = resolver.key(of: value), kinds.kind[model] != nil else { continue }
        let wrapper = member.summary.wrapper
        let holding: Holding
        if member.summary.constructsValue, wrapper == nil || wrapper == "State" || wrapper == "StateObject" {
          holding = .owns
        } else if member.summary.environmentType != nil || wrapper == "EnvironmentObject" || member.summary.initialValue != nil {
          holding = .elsewhere
        } else {
          holding = .passedIn
        }
        // Two holders of one model in a view: the least certain one decides.
        holdings[model, default: [:]][view] = max(holdings[model]?[view] ?? holding, holding)
      }
    }
    var result: [TypeKey: [TypeKey: Set<TypeKey>]] = [:]
    for (model, byView) in holdings {
      var memo: [TypeKey: Set<TypeKey>] = [:]
      func owners(of view: TypeKey, visiting: Set<TypeKey>) -> Set<TypeKey> {
        if let known = memo[view] { return known }
        switch byView[view] {
        case .owns: return [view]
        case .elsewhere: return []
        case .passedIn, nil:
          // Passed in (or passed on by a view that does not hold it itself): from the views that construct it.
          let parents = (resolver.constructedBy[view] ?? []).filter { kinds.views[$0] != nil && !visiting.contains($0) }
          guard !parents.isEmpty else { return [] }
          var found: Set<TypeKey> = []
          for parent in parents {
            let theirs = owners(of: parent, visiting: visiting.union([view]))
            // One parent with an instance from anywhere: so may this view's be.
            guard !theirs.isEmpty else { memo[view] = []; return [] }
            found.formUnion(theirs)
          }
          memo[view] = found
          return found
        }
      }
      for view in byView.keys { result[model, default: [:]][view] = owners(of: view, visiting: []) }
    }
    return result
  }

  /// How a view holds a model, from most to least certain about the instance.
  enum Holding: Int, Comparable {
    case owns, passedIn, elsewhere
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  }
}
