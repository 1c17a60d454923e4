import LookoutSyntax
internal import SwiftSyntax

/// `@Bindable` on a view that never makes a `$` binding.
final class UnusedBindableRule: LintRule {
  static let description = RuleDescription(
    id: "unused-bindable", kind: .style, pitfalls: ["guides"], severity: .note, confidence: .high,
    summary: "@Bindable without any $ binding: a plain let is enough",
    explanation: """
      @Bindable exists to make bindings (`$model.name`). A view that only reads the model tracks it just as
      well through `let model: Model`: Observation records the reads in body either way. --fix turns
      `@Bindable var model: Model` into `let model: Model` when the view never assigns it.
      A note: the view behaves the same either way; `let` only says what the view does.
      """,
    triggering: [
      Example("""
      @Observable final class Model { var name = "" }
      struct Reader: View {
          ↓@Bindable var model: Model
          var body: some View { Text(model.name) }
      }
      """, message: "@Bindable model makes no $ binding: declare it `let model`"),
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
      struct Reader: View {
          ↓@Bindable var model: Model
          var body: some View { Text(model.name) }
      }
      """): Example("""
      @Observable final class Model { var name = "" }
      struct Reader: View {
          let model: Model
          var body: some View { Text(model.name) }
      }
      """),
    ])
  static let triggerWords: Set<String> = ["Bindable"]

  func check(_ file: LintFile) {
    for node in file.nodes.structs where ViewDeclaration.isView(node) {
      let usage = DollarUsage(node.memberBlock)
      for property in MemberDeclarations.properties(in: node.memberBlock) where !property.isStatic {
        guard let bindable = property.attribute(named: "Bindable"), let name = property.names.first, property.names.count == 1,
              property.decl.bindings.first?.initializer == nil,
              !usage.bindings.contains(name), !usage.bareProjections.contains(name),
              // An extension of the view (in this file or another) may make the binding.
              !(file.index.projectedNames[node.name.text]?.contains(name) ?? false) else { continue }
        var fix: [Edit] = []
        if !usage.assignedOutsideInit.contains(name), property.attributeNames == ["Bindable"] {
          fix = [file.removing(bindable), file.replacing(property.decl.bindingSpecifier, with: "let")]
        }
        file.report(Self.self, at: bindable, "@Bindable \(name) makes no $ binding: declare it `let \(name)`", fix: fix)
      }
    }
  }
}
