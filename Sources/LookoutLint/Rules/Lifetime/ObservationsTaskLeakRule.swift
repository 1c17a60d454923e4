import LookoutSyntax
internal import SwiftSyntax

/// U16: a `Task` looping over `Observations` (or Lookout's values) that holds `self`.
final class ObservationsTaskLeakRule: LintRule {
  static let description = RuleDescription(
    id: "observations-task-leak", kind: .lifetime, pitfalls: ["U16"], severity: .warning, confidence: .high,
    summary: "A Task looping over Observations holds self for as long as it runs: capture [weak self] and cancel the task (or use .task {})",
    explanation: """
      `Task { for await value in Observations({ self.count }) { … } }` never ends on its own: the loop waits
      for the next change forever, and the task holds `self`, so the object is never released. In a view,
      use `.task { }` (cancelled with the view); in a model, keep the Task, cancel it in deinit, and capture
      `[weak self]`.
      """,
    triggering: [
      Example("""
      final class Logger {
          let model = Model()
          func start() {
              Task ↓{
                  for await count in Observations({ self.model.count }) { print(count) }
              }
          }
      }
      """, message: "this Task loops over observed values forever and holds self: capture [weak self] and cancel it (or use .task {} in a view)"),
    ],
    nonTriggering: [
      Example("""
      final class Logger {
          let model = Model()
          var task: Task<Void, Never>?
          func start() {
              task = Task { [weak self] in
                  guard let model = self?.model else { return }
                  for await count in Observations({ model.count }) { print(count) }
              }
          }
      }
      """),
    ])
  static let triggerWords: Set<String> = ["Observations", "TrackedValues", "values"]
  static let requiredWords: Set<String> = ["Task"]

  func check(_ file: LintFile) {
    // Tests create and drop their objects within one run: a leak there is not an app's leak.
    guard !file.isTestCode else { return }
    for call in file.nodes.calls where SyntaxQueries.calledName(call) == "Task" {
      for closure in SyntaxQueries.closures(of: call) where !SyntaxQueries.capturesSelfWeakly(closure) {
        let loops = file.nodes.forLoops.inside(closure.statements).filter { loop in
          loop.awaitKeyword != nil && ["Observations", "TrackedValues", "values"].contains { loop.sequence.trimmedDescription.contains($0) }
        }
        guard loops.contains(where: { SyntaxQueries.usesSelf($0) }) else { continue }
        file.report(Self.self, at: closure, "this Task loops over observed values forever and holds self: capture [weak self] and cancel it (or use .task {} in a view)")
      }
    }
  }
}
