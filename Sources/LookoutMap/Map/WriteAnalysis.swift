/// Where each model property is written, and how often that can be: from a timer, a progress callback, a
/// continuous gesture or a sleeping loop, directly or through the methods they call, and from `.onChange`
/// handlers that watch such a property or that feed each other in a loop.
struct WriteAnalysis {
  let table: TypeTable
  let resolver: ReadResolver

  /// How deep calls are followed from what makes writes frequent.
  static let callDepth = 4
  /// Writes kept per property.
  static let writesPerProperty = 8

  /// A write seen in code, before it is attached to the map.
  private struct Found {
    let property: PropertyKey
    let write: MapWrite
    /// For an `.onChange` handler's write: the properties it watches.
    var watched: Set<PropertyKey> = []
  }

  func record(into map: inout ReadMap) {
    var found: [Found] = []
    // In source order, so that the map is the same from run to run.
    var members = table.allTypes.flatMap { $0.members.values.flatMap { $0 } }
    members += table.globals.values.flatMap { $0 }
    members.sort { ($0.context.file, $0.summary.line, $0.summary.name) < ($1.context.file, $1.summary.line, $1.summary.name) }
    for member in members {
      let frame = ReadResolver.Frame(owner: member.owner, context: member.context, code: member.summary.code,
                                     isStatic: member.summary.isStatic)
      for write in member.summary.code.writes {
        for property in written(by: write.target, in: frame) {
          let context = write.carriesData ? write.context : .other
          var entry = Found(property: property, write: MapWrite(place: SourcePlace(file: member.context.file, line: write.line),
                                                                context: context, site: member.label))
          if write.context == .onChange || write.context == .observer, let watched = write.watched {
            entry.watched = properties(readBy: watched, in: frame)
          }
          found.append(entry)
        }
      }
      // What a frequent caller runs writes as often as it does.
      var roots: [(call: AccessChain, context: WriteContext)] = member.summary.code.deferredCalls
        .filter { $0.context.isFrequent && $0.carriesData }.map { ($0.chain, $0.context) }
      if member.summary.callContext.isFrequent {
        roots += member.summary.code.reads.map { ($0.chain, member.summary.callContext) }
      }
      for (chain, context) in roots {
        for callee in resolver.walk(chain, in: frame, collect: false).calls {
          found += writes(reachedFrom: callee, context: context, via: member.label, depth: 0, seen: [])
        }
      }
    }
    found += onChangeWrites(found)
    var byProperty: [PropertyKey: [MapWrite]] = [:]
    for entry in found where !(byProperty[entry.property]?.contains(entry.write) ?? false) {
      byProperty[entry.property, default: []].append(entry.write)
    }
    for index in map.properties.indices {
      let writes = byProperty[map.properties[index].key] ?? []
      // Frequent writes first, so that a cap keeps them.
      map.properties[index].writes = Array((writes.filter(\.isFrequent) + writes.filter { !$0.isFrequent }).prefix(Self.writesPerProperty))
    }
  }

  /// The model property a write target names: the last one along the chain (`model.child.name` writes
  /// `Child.name`; `items[0].title` on an array of values writes `items`).
  /// A computed property's setter writes what it writes (`model.fullName = x` writes `first` and `last`).
  private func written(by target: AccessChain, in frame: ReadResolver.Frame, depth: Int = 0) -> [PropertyKey] {
    let walk = resolver.walk(target, in: frame, collect: true, follow: false)
    for reach in walk.reaches.reversed() {
      if case .property(let key, let role) = reach.target, role != .untracked { return [key] }
    }
    return writtenThroughSetter(target, in: frame, depth: depth)
  }

  /// The stored properties the setter of the computed property `target` ends in writes.
  private func writtenThroughSetter(_ target: AccessChain, in frame: ReadResolver.Frame, depth: Int) -> [PropertyKey] {
    guard depth < Self.callDepth, let last = target.steps.last, case .member = last.kind else { return [] }
    var base = target
    base.steps.removeLast()
    let owner: TypeKey?
    if base.steps.isEmpty, base.base == .implicit || base.base == .selfValue {
      owner = frame.owner
    } else {
      owner = resolver.walk(base, in: frame, collect: false).value.flatMap(resolver.key(of:))
    }
    guard let owner else { return [] }
    var keys: [PropertyKey] = []
    for member in table.members(last.name, of: owner) where member.summary.kind == .computedProperty {
      let inner = ReadResolver.Frame(owner: member.owner, context: member.context, code: member.summary.code)
      for write in member.summary.code.writes {
        keys += written(by: write.target, in: inner, depth: depth + 1).filter { !keys.contains($0) }
      }
    }
    return keys
  }

  private func properties(readBy chain: AccessChain, in frame: ReadResolver.Frame) -> Set<PropertyKey> {
    var keys: Set<PropertyKey> = []
    for reach in resolver.walk(chain, in: frame, collect: true).reaches {
      if case .property(let key, let role) = reach.target, role != .untracked { keys.insert(key) }
    }
    return keys
  }

  /// Every write `member` makes, and the methods it calls make, attributed to `context`.
  private func writes(reachedFrom member: DeclaredMember, context: WriteContext, via: String, depth: Int,
                      seen: Set<ReadResolver.MemberID>) -> [Found] {
    let id = ReadResolver.MemberID(member)
    guard depth < Self.callDepth, !seen.contains(id) else { return [] }
    let frame = ReadResolver.Frame(owner: member.owner, context: member.context, code: member.summary.code,
                                   isStatic: member.summary.isStatic)
    var found: [Found] = []
    for write in member.summary.code.writes {
      for property in written(by: write.target, in: frame) {
        found.append(Found(property: property, write: MapWrite(
          place: SourcePlace(file: member.context.file, line: write.line), context: context, via: "\(member.label), called from \(via)",
          site: member.label)))
      }
    }
    let chains = member.summary.code.reads.map(\.chain) + member.summary.code.deferredCalls.map(\.chain)
    for chain in chains {
      for callee in resolver.walk(chain, in: frame, collect: false).calls {
        found += writes(reachedFrom: callee, context: context, via: via, depth: depth + 1, seen: seen.union([id]))
      }
    }
    return found
  }

  /// `.onChange` handlers' writes that happen often: their watched property is written often, or handlers
  /// watch each other's writes in a loop.
  private func onChangeWrites(_ found: [Found]) -> [Found] {
    var frequent = Set(found.filter { $0.write.isFrequent }.map(\.property))
    let handlers = found.filter { ($0.write.context == .onChange || $0.write.context == .observer) && !$0.watched.isEmpty }
    var added: [Found] = []
    // Loops: a handler's write is watched by another handler, writing another property, whose write it
    // watches. (A handler that writes what it watches — reformatting a typed value — settles at once.)
    for handler in handlers where handler.write.context == .onChange && !handler.watched.contains(handler.property) {
      let feedsBack = handlers.contains { other in
        other.property != handler.property && other.watched.contains(handler.property) && handler.watched.contains(other.property)
      }
      if feedsBack {
        var write = handler.write
        write.via = "an .onChange loop: " + handler.watched.map(\.shortDescription).sorted().joined(separator: ", ")
          + " ↔ " + handler.property.shortDescription
        write.frequentByChain = true
        added.append(Found(property: handler.property, write: write))
        frequent.insert(handler.property)
      }
    }
    var changed = true
    var rounds = 0
    while changed, rounds < 8 {
      changed = false
      rounds += 1
      for handler in handlers where !frequent.contains(handler.property) {
        guard let source = handler.watched.sorted().first(where: frequent.contains) else { continue }
        var write = handler.write
        write.via = (handler.write.context == .observer ? "didSet of " : ".onChange of ") + "\(source.shortDescription), which is written often"
        write.frequentByChain = true
        added.append(Found(property: handler.property, write: write))
        frequent.insert(handler.property)
        changed = true
      }
    }
    return added
  }
}
