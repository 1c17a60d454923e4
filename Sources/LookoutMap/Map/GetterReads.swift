/// Reads in the `Binding(get:)` getters views make: the getter runs in the body of whichever view calls it
/// (a control, a child view the binding is passed to), not in the body that made it, and the map does not
/// follow a binding to its caller. `why` names them instead of leaving those readers out silently.
enum GetterReads {
  /// For each tracked property a getter reads: where the getter is made, and the view whose code makes it.
  static func find(views: [TypeKey: Set<ReadResolver.MemberID>], resolver: ReadResolver) -> [PropertyKey: [ReadMap.GetterRead]] {
    var found: [PropertyKey: Set<ReadMap.GetterRead>] = [:]
    for (view, roots) in views {
      var seen: Set<ReadResolver.MemberID> = []
      var stack = Array(roots)
      while let id = stack.popLast() {
        guard seen.insert(id).inserted, let member = resolver.resolved[id] else { continue }
        stack += resolver.callees[id] ?? []
        let frame = ReadResolver.Frame(owner: member.owner, context: member.context, code: member.summary.code)
        for read in member.summary.code.getterReads {
          for reach in resolver.walk(read.chain, in: frame, collect: true).reaches {
            guard case .property(let key, let role) = reach.target, role != .untracked else { continue }
            let line = read.chain.steps.first?.line ?? member.summary.line
            found[key, default: []].insert(ReadMap.GetterRead(view: view, place: SourcePlace(file: member.context.file, line: line)))
          }
        }
      }
    }
    return found.mapValues { $0.sorted { ($0.place.file, $0.place.line, $0.view) < ($1.place.file, $1.place.line, $1.view) } }
  }
}
