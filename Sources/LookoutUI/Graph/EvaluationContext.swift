/// The body being evaluated right now, on the main actor: dynamic properties use it to record reads
/// (`@State`'s "was read" rule) and `_printChanges()` to say why the body runs.
@MainActor
final class EvaluationContext {
  static var current: EvaluationContext?

  let node: ViewNode
  let graph: ViewGraph
  let reasons: [ChangeReason]

  init(node: ViewNode, graph: ViewGraph, reasons: [ChangeReason]) {
    self.node = node
    self.graph = graph
    self.reasons = reasons
  }

  var changeDescription: String {
    reasons.isEmpty
      ? "\(node.typeName): unchanged."
      : "\(node.typeName): \(reasons.map(\.label).joined(separator: ", ")) changed."
  }

  /// Runs `body` as the evaluation of `node`.
  static func with<Result>(_ context: EvaluationContext, _ body: () -> Result) -> Result {
    let previous = current
    current = context
    defer { current = previous }
    return body()
  }
}
