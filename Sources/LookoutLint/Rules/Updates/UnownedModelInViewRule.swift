import LookoutSyntax
internal import SwiftSyntax

/// M12: a view creates a model in a plain stored property.
final class UnownedModelInViewRule: LintRule {
  static let description = RuleDescription(
    id: "unowned-model-in-view", kind: .updates, pitfalls: ["M12"], severity: .warning, confidence: .high,
    summary: "A view creates an observable model in a plain property: it is re-created on every parent update; own it with @State private var",
    explanation: """
      A view is a value that SwiftUI re-creates whenever its parent's body runs. `let model = Model()` or
      `var model = Model()` without a wrapper therefore makes a new model each time and loses its state
      (this is what deleting @StateObject/@ObservedObject without replacing it does). Own the model with
      `@State private var model = Model()`, or create it in the parent and pass it in. The same holds for
      `@ObservedObject var model = Model()`: @ObservedObject does not own what it holds, so every parent
      update makes a new `ObservableObject` and the view switches to it, losing its state; own it with
      `@StateObject private var model = Model()`.
      """,
    triggering: [
      Example("""
      @Observable final class Model { var count = 0 }
      struct Screen: View {
          var ↓model = Model()
          var body: some View { Text("\\(model.count)") }
      }
      """, message: "model = Model() is re-created with the view on every parent update: own it with @State private var"),
      Example("""
      final class FeedModel: ObservableObject { @Published var posts: [String] = [] }
      struct Feed: View {
          @ObservedObject var ↓model = FeedModel()
          var body: some View { Text("\\(model.posts.count)") }
      }
      """, message: "model = FeedModel() is re-created with the view on every parent update and @ObservedObject does not own it: its state is lost; own it with @StateObject private var"),
    ],
    nonTriggering: [
      Example("""
      final class FeedModel: ObservableObject { @Published var posts: [String] = [] }
      struct Feed: View {
          @StateObject private var model = FeedModel()
          @ObservedObject var shared = FeedModel.shared
          var body: some View { Text("\\(model.posts.count)") }
      }
      @main struct FeedApp: App {
          @ObservedObject var model = FeedModel()
          var body: some Scene { WindowGroup { Feed() } }
      }
      """),
      Example("""
      @Observable final class Model { var count = 0 }
      struct Screen: View {
          @State private var model = Model()
          let formatter = DateFormatter()
          var body: some View { Text("\\(model.count)") }
      }
      """),
    ],
    measured: MeasuredPrecision(right: 9, wrong: 0, debatable: 0, on: MeasuredPrecision.newRules2026))
  static let triggerWords: Set<String> = []
  static let requiredWords: Set<String> = ["body"]
  static let triggersOnModelNames = true

  func check(_ file: LintFile) {
    // An App or a Scene is initialised once: a model it holds directly is not re-created.
    for node in file.nodes.structs where ViewDeclaration.isView(node)
      && Set(SyntaxNames.inherited(node.inheritanceClause)).isDisjoint(with: ["App", "Scene"]) {
      for property in MemberDeclarations.properties(in: node.memberBlock) where property.attributeNames.isEmpty && !property.isStatic {
        guard let value = property.decl.bindings.first?.initializer?.value, value.is(FunctionCallExprSyntax.self),
              let type = SyntaxNames.constructedType(value), file.index.isObservable(type) else { continue }
        file.report(Self.self, at: property.decl.bindings[property.decl.bindings.startIndex].pattern, "\(property.names.joined()) = \(type)() is re-created with the view on every parent update: own it with @State private var")
      }
      for property in MemberDeclarations.properties(in: node.memberBlock) where property.attributeNames == ["ObservedObject"] {
        guard let value = property.decl.bindings.first?.initializer?.value, value.is(FunctionCallExprSyntax.self),
              let type = SyntaxNames.constructedType(value), file.index.legacy.contains(type) else { continue }
        file.report(Self.self, at: property.decl.bindings[property.decl.bindings.startIndex].pattern, "\(property.names.joined()) = \(type)() is re-created with the view on every parent update and @ObservedObject does not own it: its state is lost; own it with @StateObject private var")
      }
    }
  }
}
