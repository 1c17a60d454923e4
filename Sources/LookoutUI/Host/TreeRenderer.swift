/// The mounted tree as indented text: one line per view with a body (its type) and per element (its kind,
/// label, value and details). Structural views are transparent. Stable for snapshot tests.
@MainActor
enum TreeRenderer {
  /// With `views: false`, only the elements: what the user sees, whichever views produce it.
  static func render(_ root: ViewNode, views: Bool = true) -> String {
    var lines: [String] = []
    visit(root, depth: 0, views: views, into: &lines)
    return lines.joined(separator: "\n")
  }

  private static func visit(_ node: ViewNode, depth: Int, views: Bool, into lines: inout [String]) {
    var childDepth = depth
    if views || node.kind == .primitive, let line = line(for: node) {
      lines.append(String(repeating: "  ", count: depth) + line)
      childDepth += 1
    }
    for child in node.children { visit(child, depth: childDepth, views: views, into: &lines) }
  }

  private static func line(for node: ViewNode) -> String? {
    if node.kind == .composite {
      if node.traits.isTransparent { return nil }
      return node.typeName + suffix(node.attributes)
    }
    guard let element = node.element, !element.isHidden else { return nil }
    var line = element.kind
    if let label = element.label { line += " \"\(label)\"" }
    if let value = element.value { line += " = \(value)" }
    return line + suffix(element.details + node.elementAttributes + element.styles.reversed())
  }

  private static func suffix(_ attributes: [ElementAttribute]) -> String {
    attributes.isEmpty ? "" : " [" + attributes.map { "\($0.name): \($0.value)" }.joined(separator: ", ") + "]"
  }
}
