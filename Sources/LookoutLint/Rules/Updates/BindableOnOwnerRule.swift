import LookoutSyntax
internal import SwiftSyntax

/// `@Bindable var model = Model()`: the owning view where `@State` was meant.
final class BindableOnOwnerRule: LintRule {
  static let description = RuleDescription(
    id: "bindable-on-owner", kind: .updates, pitfalls: ["guides"], severity: .warning, confidence: .high,
    summary: "@Bindable does not own its model: a view that creates it must hold it with @State",
    explanation: """
      @Bindable only makes bindings to an object someone else keeps alive. `@Bindable var model = Model()`
      creates a new model every time the view is re-created, losing its state, exactly like a plain
      property. Hold a model the view creates with `@State private var model = Model()` — it makes
      bindings too (`$model.name`). --fix replaces the attribute.
      """,
    triggering: [
      Example("""
      @Observable final class Model { var name = "" }
      struct Editor: View {
          ↓@Bindable var model = Model()
          var body: some View { TextField("", text: $model.name) }
      }
      """, message: "@Bindable model creates its model: own it with @State"),
    ],
    nonTriggering: [
      Example("""
      @Observable final class Model { var name = "" }
      struct Editor: View {
          @Bindable var model: Model
          var body: some View { TextField("", text: $model.name) }
      }
      """),
    ],
    corrections: [
      Example("""
      @Observable final class Model { var name = "" }
      struct Editor: View {
          ↓@Bindable var model = Model()
          var body: some View { TextField("", text: $model.name) }
      }
      """): Example("""
      @Observable final class Model { var name = "" }
      struct Editor: View {
          @State var model = Model()
          var body: some View { TextField("", text: $model.name) }
      }
      """),
    ],
    measured: MeasuredPrecision(right: 11, wrong: 1, debatable: 0, on: MeasuredPrecision.secondRound2026))
  static let triggerWords: Set<String> = ["Bindable"]

  func check(_ file: LintFile) {
    for node in file.nodes.structs where ViewDeclaration.isView(node) {
      for property in MemberDeclarations.properties(in: node.memberBlock) {
        guard let bindable = property.attribute(named: "Bindable"),
              let value = property.decl.bindings.first?.initializer?.value, SyntaxNames.constructedType(value) != nil,
              value.is(FunctionCallExprSyntax.self) else { continue }
        file.report(Self.self, at: bindable, "@Bindable \(property.names.joined()) creates its model: own it with @State",
                    fix: [file.replacing(bindable.attributeName, with: "State")])
      }
    }
  }
}
