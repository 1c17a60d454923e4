import LookoutSyntax
internal import SwiftSyntax

/// U7: an observable model mutated from `Task.detached` or a background queue.
final class BackgroundMutationRule: LintRule {
  static let description = RuleDescription(
    id: "background-mutation", kind: .concurrency, pitfalls: ["U7"], severity: .warning, confidence: .high,
    summary: "An observable model is mutated off the main actor: assign on the main actor (await MainActor.run { … })",
    explanation: """
      `Task.detached { self.items = … }` and `DispatchQueue.global().async { model.x = … }` write tracked
      properties from a background thread while SwiftUI may be reading them; Observation gives no warning.
      Compute in the background, then assign on the main actor: `let items = await load()` in a main-actor
      method, or `await MainActor.run { self.items = items }`.
      """,
    triggering: [
      Example("""
      @Observable final class Feed {
          var posts: [String] = []
          func reload() {
              Task.detached {
                  ↓self.posts = []
              }
          }
      }
      """, message: "self.posts is written off the main actor: assign it on the main actor (await MainActor.run { … })"),
    ],
    nonTriggering: [
      Example("""
      @Observable final class Feed {
          var posts: [String] = []
          func reload() {
              Task.detached {
                  let posts = ["a"]
                  await MainActor.run { self.posts = posts }
              }
          }
      }
      """),
    ])
  static let triggerWords: Set<String> = ["detached", "global"]

  func check(_ file: LintFile) {
    for call in file.nodes.calls where Self.isBackground(call) {
      for closure in SyntaxQueries.closures(of: call) {
        for sequence in file.nodes.sequences.inside(closure.statements) {
          let elements = Array(sequence.elements)
          guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
                let target = elements[0].as(MemberAccessExprSyntax.self), let base = target.base,
                !Self.isInsideMainActorHop(sequence, within: closure) else { continue }
          let owner = SyntaxQueries.enclosingObservableClass(call)?.name.text
          let type = ["self", "self?"].contains(base.trimmedDescription) ? owner : TypeResolution.type(of: base)
          guard let type, file.index.isObservable(type) || type == owner else { continue }
          file.report(Self.self, at: sequence, "\(target.trimmedDescription) is written off the main actor: assign it on the main actor (await MainActor.run { … })")
        }
      }
    }
  }

  /// `Task.detached { }`, `DispatchQueue.global(…).async { }`.
  static func isBackground(_ call: FunctionCallExprSyntax) -> Bool {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
    if member.declName.baseName.text == "detached", member.base?.trimmedDescription == "Task" { return true }
    if member.declName.baseName.text.hasPrefix("async"), let base = member.base?.as(FunctionCallExprSyntax.self),
       base.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "global" { return true }
    return false
  }

  static func isInsideMainActorHop(_ node: some SyntaxProtocol, within closure: ClosureExprSyntax) -> Bool {
    var current = node.parent
    while let scope = current, scope.id != closure.id {
      if let call = scope.as(FunctionCallExprSyntax.self) {
        let text = call.calledExpression.trimmedDescription
        if text == "MainActor.run" || text == "DispatchQueue.main.async" || text == "Task" { return true }
      }
      current = scope.parent
    }
    return false
  }
}
