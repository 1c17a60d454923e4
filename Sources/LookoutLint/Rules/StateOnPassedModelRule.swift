import LookoutSyntax
internal import SwiftSyntax

/// U2: `@State` on a model the view receives from its parent.
final class StateOnPassedModelRule: LintRule {
  static let description = RuleDescription(
    id: "state-on-passed-model", pitfalls: ["U2"], severity: .warning,
    summary: "@State on a model passed in from the parent keeps the first instance and ignores later ones: use let (or @Bindable)",
    explanation: """
      @State is for values a view owns: SwiftUI stores the first value and ignores what the parent passes
      on later updates. A child declared `@State var item: Item` (no default) that receives its model from
      the parent therefore holds on to a stale object when the parent passes a different one. Declare it
      `let item: Item`, or `@Bindable var item: Item` to make bindings; keep @State for models the view
      creates itself (`@State private var model = Model()`).
      """,
    triggering: [
      Example("""
      @Observable final class Item { var name = "" }
      struct Row: View {
          ↓@State var item: Item
          var body: some View { Text(item.name) }
      }
      """, message: "@State item: Item comes from the parent, and @State keeps only the first one; use `let` (or @Bindable)"),
    ],
    nonTriggering: [
      Example("""
      @Observable final class Item { var name = "" }
      struct Row: View {
          let item: Item
          @State private var draft = Item()
          @State private var isEditing: Bool
          @State private var selection: Item?
          var body: some View { Text(item.name) }
      }
      """),
    ])
  static let triggerWords: Set<String> = []
  static let requiredWords: Set<String> = ["State"]
  static let triggersOnObservableNames = true

  func check(_ file: LintFile) {
    for node in file.nodes.structs where SyntaxQueries.isView(node) {
      // An explicit initializer that sets `_name` decides itself (state-initial-value-in-init looks at it).
      let initialized = Set(file.nodes.initializers.inside(node.memberBlock).flatMap { initializer in
        file.nodes.references.inside(initializer).map(\.baseName.text).filter { $0.hasPrefix("_") }
      })
      for property in SyntaxQueries.properties(node.memberBlock) {
        guard let state = property.attribute(named: "State"), let binding = property.decl.bindings.first,
              binding.initializer == nil, binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) != true,
              let name = property.names.first, !initialized.contains("_" + name),
              let type = property.typeName, file.index.isObservable(type) else { continue }
        file.report(Self.self, at: state, "@State \(property.names.joined()): \(type) comes from the parent, and @State keeps only the first one; use `let` (or @Bindable)")
      }
    }
  }
}
