import LookoutSyntax
internal import SwiftSyntax

/// M7: `.environmentObject(x)` with an `@Observable` object.
final class EnvironmentObjectModifierRule: LintRule {
  static let description = RuleDescription(
    id: "environment-object-modifier-on-observable", kind: .compile, pitfalls: ["M7"], severity: .error, confidence: .certain,
    summary: ".environmentObject(_:) with an @Observable object: use .environment(_:)",
    explanation: """
      `.environmentObject(_:)` requires ObservableObject. An @Observable object is injected with
      `.environment(model)` and read with `@Environment(Model.self)`; --fix rewrites the modifier.
      """,
    triggering: [
      Example("""
      @Observable final class Session { var user = "" }
      struct Root: View {
          @State private var session = Session()
          var body: some View { Text("").↓environmentObject(session) }
      }
      """, message: ".environmentObject(_:) with @Observable Session does not compile (it takes an ObservableObject): use .environment(_:)"),
    ],
    nonTriggering: [
      Example("""
      @Observable final class Session { var user = "" }
      struct Root: View {
          @State private var session = Session()
          var body: some View { Text("").environment(session) }
      }
      """),
      Example("""
      final class Legacy: ObservableObject {}
      struct Root: View {
          @StateObject private var legacy = Legacy()
          var body: some View { Text("").environmentObject(legacy) }
      }
      """),
    ],
    corrections: [
      Example("""
      @Observable final class Session { var user = "" }
      struct Root: View {
          @State private var session = Session()
          var body: some View { Text("").↓environmentObject(session) }
      }
      """): Example("""
      @Observable final class Session { var user = "" }
      struct Root: View {
          @State private var session = Session()
          var body: some View { Text("").environment(session) }
      }
      """),
    ])
  static let triggerWords: Set<String> = ["environmentObject"]

  func check(_ file: LintFile) {
    for call in file.nodes.calls {
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "environmentObject", call.arguments.count == 1,
            let argument = call.arguments.first?.expression, let type = TypeResolution.type(of: argument),
            file.index.isObservable(type), !file.index.legacy.contains(type) else { continue }
      file.report(Self.self, at: member.declName, ".environmentObject(_:) with @Observable \(type) does not compile (it takes an ObservableObject): use .environment(_:)",
                  fix: [file.replacing(member.declName, with: "environment")])
    }
  }
}
