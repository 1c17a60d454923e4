/// Reads in the `Binding(get:)` getters views make: the getter runs in the body of whichever view calls it
/// (a control, a child view the binding is passed to), not in the body that made it, and the map does not
/// follow a binding to its caller. `why` names them instead of leaving those readers out silently.
enum GetterReads {
  /// For each tracked property a getter reads: where the getter is made, and the view whose code makes it.
  /// `readers`: every member the views' bodies reach, with the views that reach it.
  static func find(readers: [ReadResolver.MemberID: Set<TypeKey>], resolver: ReadResolver) -> [PropertyKey: [ReadMap.GetterRead]] {
    var found: [PropertyKey: Set<ReadMap.GetterRead>] = [:]
    for (id, views) in readers {
      guard let member = resolver.resolved[id], !member.summary.code.getterReads.isEmpty else { continue }
      let frame = ReadResolver.Frame(owner: member.owner, context: member.context, code: member.summary.code)
      for read in member.summary.code.getterReads {
        let place = SourcePlace(file: member.context.file, line: read.chain.steps.first?.line ?? member.summary.line)
        for reach in resolver.walk(read.chain, in: frame, collect: true).reaches {
          guard case .property(let key, let role) = reach.target, role != .untracked else { continue }
          for view in views { found[key, default: []].insert(ReadMap.GetterRead(view: view, place: place)) }
        }
      }
    }
    return found.mapValues { $0.sorted { ($0.place.file, $0.place.line, $0.view) < ($1.place.file, $1.place.line, $1.view) } }
  }
}
