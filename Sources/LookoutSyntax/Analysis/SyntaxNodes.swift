package import SwiftSyntax

/// Every node of one kind under a node (source order).
package func syntaxNodes<Node: SyntaxProtocol>(_ type: Node.Type, in root: some SyntaxProtocol) -> [Node] {
  let collector = NodeCollector<Node>(viewMode: .sourceAccurate)
  collector.walk(root)
  return collector.found
}

private final class NodeCollector<Node: SyntaxProtocol>: SyntaxAnyVisitor {
  var found: [Node] = []

  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    if let match = node.as(Node.self) { found.append(match) }
    return .visitChildren
  }
}
