import LookoutSyntax
internal import SwiftSyntax

/// A `body` copies a model's collection into a local and iterates the copy.
final class BodyCopiesCollectionRule: LintRule {
  static let description = RuleDescription(
    id: "body-copies-collection", kind: .style, pitfalls: ["guides"], severity: .note, confidence: .medium,
    summary: "body copies a model's collection into a local and iterates the copy: iterate the model's property directly",
    explanation: """
      `let items = model.items` followed by `ForEach(items)` works, but hides where the data comes from; with
      derived work on the local it becomes the expensive part of body. Iterate `model.items` directly (the
      read is tracked the same way, and an array is not copied either way), and move derived collections into
      the model. A note: only the reading changes. Reported for a collection of a model the view holds, when
      the local is used only to iterate it (a local read several times is worth its name).
      """,
    triggering: [
      Example("""
      @Observable final class Model { var items: [Item] = [] }
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
      @Observable final class Model { var items: [Item] = []; var title = "" }
      struct Counted: View {
          let model: Model
          var body: some View {
              let items = model.items
              Text("\\(items.count) items")
              ForEach(items) { Text($0.title) }
          }
      }
      struct Flags: View {
          @Binding var config: Config
          var body: some View {
              let flags = config.architecture.flags
              ForEach(flags) { Text($0) }
          }
      }
      """),
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
      // Only a model's collection, and only a local that does nothing but feed the iteration.
      guard iterates, let base = StateWrites.root(of: ExprSyntax(value)), BodyDerivesCollectionRule.isModelHeldByView(base, around: node, index: file.index),
            let block = node.parent?.parent, Self.uses(of: name, in: block) == 1 else { continue }
      file.report(Self.self, at: node, "\(name) copies \(value.trimmedDescription) in body and is iterated: iterate \(value.trimmedDescription) directly")
    }
  }

  /// How often `name` is read in a block, after its declaration.
  static func uses(of name: String, in block: some SyntaxProtocol) -> Int {
    block.tokens(viewMode: .sourceAccurate).filter { token in
      // A name read on its own, not a member (`model.items`) of the same name.
      guard token.tokenKind == .identifier(name), let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
      return reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id
    }.count
  }
}
