import LookoutSyntax
internal import SwiftSyntax

/// A `body` copies a model's collection into a local and iterates the copy.
final class BodyCopiesCollectionRule: LintRule {
  static let description = RuleDescription(
    id: "body-copies-collection", kind: .style, pitfalls: ["guides"], severity: .warning, confidence: .medium,
    summary: "body copies a model's collection into a local and iterates the copy: iterate the model's property directly",
    explanation: """
      `let items = model.items` followed by `ForEach(items)` works, but hides where the data comes from
      and copies the array on every evaluation; with derived work on the copy it becomes the expensive part
      of body. Iterate `model.items` directly (the read is tracked the same way), and move derived
      collections into the model.
      """,
    triggering: [
      Example("""
      struct ListView: View {
          let model: Model
          var body: some View {
              ↓let items = model.items
              ForEach(items) { Text($0.title) }
          }
      }
      """, message: "items copies model.items in body and is iterated: iterate model.items directly"),
    ],
    nonTriggering: [
      Example("""
      struct ListView: View {
          let model: Model
          var body: some View {
              let title = model.title
              ForEach(model.items) { Text($0.title + title) }
          }
      }
      """),
    ])
  static let triggerWords: Set<String> = ["ForEach", "List"]
  static let requiredWords: Set<String> = ["body"]

  func check(_ file: LintFile) {
    for node in file.nodes.variables {
      guard node.parent?.is(CodeBlockItemSyntax.self) == true, SyntaxQueries.isInViewBody(node),
            let binding = node.bindings.first, node.bindings.count == 1,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = binding.initializer?.value.as(MemberAccessExprSyntax.self), value.base != nil,
            let list = node.parent?.parent?.as(CodeBlockItemListSyntax.self) else { continue }
      let iterates = list.contains { item in
        file.nodes.calls.inside(item).contains { call in
          ["ForEach", "List"].contains(SyntaxQueries.calledName(call) ?? "") && call.arguments.first?.expression.trimmedDescription == name
        } || file.nodes.forLoops.inside(item).contains { $0.sequence.trimmedDescription == name }
      }
      guard iterates else { continue }
      file.report(Self.self, at: node, "\(name) copies \(value.trimmedDescription) in body and is iterated: iterate \(value.trimmedDescription) directly")
    }
  }
}
