/// The part of a map a `why` subject concerns, for `--json`.
public enum WhyQuery {
  /// The edges the subject's answer shows, with the nodes they join.
  public static func submap(_ map: ReadMap, subject: WhyReport.Subject) -> ReadMap {
    let keep: (MapEdge) -> Bool
    switch subject {
    case .properties(let keys):
      let owners = Set(keys.filter { map.property($0)?.kind == .published }.map(\.owner))
      keep = { edge in
        if case .property(let key) = edge.target { return keys.contains(key) }
        if case .object(let key) = edge.target { return owners.contains(key) }
        return false
      }
    case .derived(let label):
      keep = { $0.paths.contains { $0.contains { $0.label == label || $0.label == label + "()" } } }
    case .view(let key):
      keep = { $0.view == key }
    case .model(let key):
      keep = { $0.target.owner == key }
    }
    var result = ReadMap()
    result.edges = map.edges.filter(keep)
    let views = Set(result.edges.map(\.view))
    let owners = Set(result.edges.map(\.target.owner))
    result.views = map.views.filter { views.contains($0.key) }
    result.models = map.models.filter { owners.contains($0.key) }
    result.properties = map.properties.filter { property in
      result.edges.contains { $0.target == .property(property.key) } || (subject == .model(property.key.owner))
    }
    result.statistics = map.statistics
    return result
  }
}
