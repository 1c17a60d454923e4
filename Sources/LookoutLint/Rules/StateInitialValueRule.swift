import LookoutSyntax
internal import SwiftSyntax

/// M11, U3: `_x = State(initialValue: …)` in a view's initializer.
final class StateInitialValueRule: LintRule {
  static let description = RuleDescription(
    id: "state-initial-value-in-init", pitfalls: ["M11", "U3"], severity: .warning,
    summary: "State(initialValue:) in init is read once: later values are ignored; create the model in the parent or in .task(id:), and read model values in body",
    explanation: """
      `_model = State(initialValue: Model(id: id))` builds a model on every view initialisation, and SwiftUI
      keeps only the first: when `id` changes the view keeps showing the old model. Create the model in the
      parent and pass it in, or create it in `.task(id: id) { model = Model(id: id) }`.
      `_title = State(initialValue: model.title)` copies a value once, outside any tracking: the view no
      longer follows the model. Read `model.title` in body instead (or bind to it with @Bindable).
      """,
    triggering: [
      Example("""
      @Observable final class Profile { init(id: String) {} }
      struct ProfileView: View {
          @State private var profile: Profile
          init(id: String) { _profile = ↓State(initialValue: Profile(id: id)) }
          var body: some View { Text("") }
      }
      """, message: "State(initialValue: Profile(…)) in init: only the first instance is kept, later arguments are ignored; create it in the parent or in .task(id:)"),
      Example("""
      struct TitleView: View {
          @State private var title: String
          init(model: Model) { _title = ↓State(initialValue: model.title) }
          var body: some View { Text(title) }
      }
      """),
    ],
    nonTriggering: [
      Example("""
      struct Counter: View {
          @State private var count: Int
          init(start: Int) { _count = State(initialValue: start) }
          var body: some View { Text("\\(count)") }
      }
      """),
    ])
  static let triggerWords: Set<String> = ["State"]

  func check(_ file: LintFile) {
    for initializer in file.nodes.initializers {
      for call in file.nodes.calls.inside(initializer) {
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "State",
              let argument = call.arguments.first, ["initialValue", "wrappedValue"].contains(argument.label?.text),
              let type = Self.enclosingStruct(call), SyntaxQueries.isView(type) else { continue }
        let value = argument.expression
        if let model = SyntaxNames.constructedType(value), value.is(FunctionCallExprSyntax.self), file.index.observable.contains(model) || file.index.legacy.contains(model) {
          file.report(Self.self, at: call, "State(initialValue: \(model)(…)) in init: only the first instance is kept, later arguments are ignored; create it in the parent or in .task(id:)")
        } else if let member = value.as(MemberAccessExprSyntax.self), member.base != nil, member.base?.trimmedDescription != "self" {
          file.report(Self.self, at: call, "State(initialValue: \(member.trimmedDescription)) copies the value once, outside tracking: read \(member.trimmedDescription) in body instead")
        }
      }
    }
  }

  private static func enclosingStruct(_ node: some SyntaxProtocol) -> StructDeclSyntax? {
    SyntaxQueries.enclosingType(node)?.as(StructDeclSyntax.self)
  }
}
