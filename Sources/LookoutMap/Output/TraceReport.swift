/// A ``TraceComparison`` as text (`lookout why --trace run.json <subject>`) or as JSON.
public struct TraceReport: Sendable {
  public let comparison: TraceComparison
  public let base: String?

  public init(_ comparison: TraceComparison, base: String? = nil) {
    self.comparison = comparison
    self.base = base
  }

  public var text: String {
    let comparison = comparison
    var lines: [String] = []
    let outside = comparison.outsideMap.sorted { $0.key < $1.key }.map { "\($0.value) by \($0.key)" }.joined(separator: ", ")
    lines.append("The run: \(comparison.updates) updates\(outside.isEmpty ? "" : " (evaluations caused by what the map does not model: \(outside))").")
    let total = comparison.exercised.count + comparison.coalesced.count + comparison.unexercisedReachable.count + comparison.unreached.count
    lines.append("Edges of the map: \(total); exercised by the run: \(comparison.exercised.count).")
    for (edge, count) in comparison.exercised {
      lines.append("  ✓ \(edge.view.name) ← \(WhyReport.targetName(edge.target))\(kind(edge)): \(count) evaluation\(count == 1 ? "" : "s")")
    }
    if !comparison.coalesced.isEmpty {
      lines.append("Not named, though the view ran in an update that wrote it (the evaluation names the update's first write):")
      for edge in comparison.coalesced { lines.append("  ≈ \(edge.view.name) ← \(WhyReport.targetName(edge.target))\(kind(edge))") }
    }
    if !comparison.unexercisedReachable.isEmpty {
      lines.append("Never exercised, though the run wrote what the view reads after showing it:")
      for edge in comparison.unexercisedReachable { lines += edgeLines(edge) }
    }
    if !comparison.unreached.isEmpty {
      lines.append("Not reached by the run (the view never ran, or nothing it reads was written after it did):")
      for edge in comparison.unreached {
        lines.append("  · \(edge.view.name) ← \(WhyReport.targetName(edge.target))\(kind(edge))")
      }
    }
    if comparison.unexplained.isEmpty {
      lines.append("Every update the run saw is in the map.")
    } else {
      lines.append("Updates the run saw that the map lacks (a bug in the map or in the run):")
      for item in comparison.unexplained {
        lines.append("  ✗ \(item.view) ← \(item.cause): \(item.count) evaluation\(item.count == 1 ? "" : "s")")
      }
    }
    return lines.joined(separator: "\n")
  }

  private func kind(_ edge: MapEdge) -> String { edge.kind == .wholeObject ? " (whole object)" : "" }

  private func edgeLines(_ edge: MapEdge) -> [String] {
    var lines = ["  ○ \(edge.view.name) ← \(WhyReport.targetName(edge.target))\(kind(edge))"]
    if let path = edge.paths.first {
      lines.append("      " + path.map { "\($0.label) (\(MapDocument.relative($0.place.file, to: base)):\($0.place.line))" }.joined(separator: " → "))
    }
    return lines
  }

  /// The comparison as JSON: `exercised`, `unexercised_reachable`, `unreached` (edges as `view` and `target`),
  /// `unexplained` (`view`, `cause`, `evaluations`), `outside_map`, `updates`.
  public var json: String {
    func edge(_ edge: MapEdge) -> [String: Any] {
      ["view": edge.view.description, "target": Self.targetID(edge.target), "kind": edge.kind.rawValue]
    }
    let object: [String: Any] = [
      "updates": comparison.updates,
      "exercised": comparison.exercised.map { edge($0.edge).merging(["evaluations": $0.evaluations]) { $1 } },
      "coalesced": comparison.coalesced.map(edge),
      "unexercised_reachable": comparison.unexercisedReachable.map(edge),
      "unreached": comparison.unreached.map(edge),
      "unexplained": comparison.unexplained.map { ["view": $0.view, "cause": $0.cause, "evaluations": $0.count] as [String: Any] },
      "outside_map": comparison.outsideMap,
    ]
    return JSONText.render(object)
  }

  static func targetID(_ target: MapEdge.Target) -> String {
    switch target {
    case .property(let key): MapDocument.id(property: key)
    case .object(let key): MapDocument.id(model: key)
    }
  }
}
