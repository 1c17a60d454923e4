import LookoutMap
import LookoutSyntax

/// Builds the map of a few in-memory files (modules from `Sources/<Module>/` in their paths).
func map(_ files: [String: String]) -> ReadMap {
  var builder = MapBuilder()
  builder.jobs = 1
  return builder.build(MemorySources(files))
}

extension ReadMap {
  /// `View ← Model.property` for each edge of `kind` (all kinds when nil).
  func edgeNames(_ kind: MapEdge.Kind? = .read) -> Set<String> {
    Set(edges.filter { kind == nil || $0.kind == kind }.map { "\($0.view.name) ← \(WhyReport.targetName($0.target))" })
  }

  func edge(_ view: String, _ target: String) -> MapEdge? {
    edges.first { $0.view.name == view && WhyReport.targetName($0.target) == target }
  }

  /// An edge's first path as `label@line` steps.
  func path(_ view: String, _ target: String) -> [String] {
    (edge(view, target)?.paths.first ?? []).map { "\($0.label)@\($0.place.line)" }
  }
}
