/// The map in Graphviz's DOT language (`lookout map --format dot | dot -Tsvg`): each model a cluster of its
/// properties (filled by how many views a write re-runs), views as boxes, reads as edges (whole-object edges
/// bold, untracked reads dashed).
public enum MapDOT {
  public static func render(_ document: MapDocument) -> String {
    var lines = ["digraph lookout {", "  rankdir=LR;", "  node [fontname=\"Helvetica\", fontsize=11, style=filled];",
                 "  edge [color=\"#6b7480\"];"]
    let properties = Dictionary(grouping: document.nodes.filter { $0.kind == "property" }) { $0.model ?? "" }
    for (index, model) in document.nodes.filter({ $0.kind == "model" }).enumerated() {
      lines.append("  subgraph cluster_\(index) {")
      lines.append("    label=\(quoted("\(model.name) @\(model.observation == "legacy" ? "ObservableObject" : model.observation ?? "")"));")
      lines.append("    style=rounded; color=\"#5d6570\";")
      lines.append("    \(quoted(model.id)) [label=\(quoted(model.name)), shape=box, fillcolor=\"#eef0f3\"];")
      for property in properties[model.id] ?? [] {
        lines.append("    \(quoted(property.id)) [label=\(quoted(".\(property.name) → \(property.fanOut ?? 0)")), shape=box, fillcolor=\(quoted(color(property.fanOut ?? 0)))];")
      }
      lines.append("  }")
    }
    for view in document.nodes where view.kind == "view" {
      lines.append("  \(quoted(view.id)) [label=\(quoted(view.name)), shape=box, fillcolor=\"#e8f0fb\"];")
    }
    for edge in document.edges {
      let style: String
      switch edge.kind {
      case "whole-object": style = " [style=bold, color=\"#8a5cc7\"]"
      case "untracked-read": style = " [style=dashed, color=\"#9aa1ab\"]"
      default: style = ""
      }
      lines.append("  \(quoted(edge.from)) -> \(quoted(edge.to))\(style);")
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  /// The fill of a property that re-runs `fanOut` views (the page's scale).
  static func color(_ fanOut: Int) -> String {
    switch fanOut {
    case 0: "#c9ccd1"
    case 1: "#7cc47f"
    case 2...3: "#e8c547"
    case 4...7: "#f0913a"
    default: "#d9463b"
    }
  }

  static func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
