/// The part of a map a `why` subject concerns (for `--json`, and for comparing with a run).
public enum WhyQuery {
  /// The edges the subject's answer shows, with the nodes they join.
  public static func submap(_ map: ReadMap, subject: WhyReport.Subject) -> ReadMap {
    var result = ReadMap()
    result.edges = map.edges.filter(includes(subject, in: map))
    let views = Set(result.edges.map(\.view))
    let owners = Set(result.edges.map(\.target.owner))
    result.views = map.views.filter { views.contains($0.key) }
    result.models = map.models.filter { owners.contains($0.key) }
    result.properties = map.properties.filter { property in
      result.edges.contains { $0.target == .property(property.key) } || subject == .model(property.key.owner)
    }
    result.blindSpots = map.blindSpots.filter { views.contains($0.view) || subject == .view($0.view) }
    result.statistics = map.statistics
    return result
  }

  /// Whether a step's or derivation's label is the helper `label` names: `Cart.total`, or a method `Cart.sum()`.
  static func names(_ candidate: String, _ label: String) -> Bool { candidate == label || candidate == label + "()" }

  /// Whether an edge concerns the subject: reads of the property (and, for an `ObservableObject`'s, the
  /// holders of its object), paths through the helper, edges into the view, or edges from the model.
  public static func includes(_ subject: WhyReport.Subject, in map: ReadMap) -> @Sendable (MapEdge) -> Bool {
    switch subject {
    case .properties(let keys):
      let owners = Set(keys.filter { map.property($0)?.kind == .published }.map(\.owner))
      return { edge in
        switch edge.target {
        case .property(let key): keys.contains(key)
        case .object(let key): owners.contains(key)
        }
      }
    case .derived(let label):
      return { $0.paths.contains { $0.contains { names($0.label, label) } } }
    case .view(let key):
      return { $0.view == key }
    case .model(let key):
      return { $0.target.owner == key }
    }
  }
}
