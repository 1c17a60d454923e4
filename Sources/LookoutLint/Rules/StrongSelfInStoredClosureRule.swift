import LookoutSyntax
internal import SwiftSyntax

/// A model stores a closure (timer, notification observer, Combine sink) that holds `self` strongly.
final class StrongSelfInStoredClosureRule: LintRule {
  static let description = RuleDescription(
    id: "strong-self-in-stored-closure", pitfalls: ["U16"], severity: .warning,
    summary: "A closure the model keeps (timer, notification, sink) holds self strongly: capture [weak self]",
    explanation: """
      A repeating Timer, a NotificationCenter observer and a stored Combine subscription keep their closure
      for as long as they live, and the model keeps them: a strong `self` in the closure makes a cycle, so
      the model (and everything it holds) never goes away, and the timer keeps firing. Capture
      `[weak self]` and invalidate or cancel in `deinit`.
      """,
    triggering: [
      Example("""
      @Observable final class Clock {
          var now = Date()
          @ObservationIgnored var timer: Timer?
          init() {
              timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) ↓{ _ in
                  self.now = Date()
              }
          }
      }
      """, message: "the scheduledTimer closure holds self strongly and is kept alive by the model: capture [weak self]"),
    ],
    nonTriggering: [
      Example("""
      @Observable final class Clock {
          var now = Date()
          @ObservationIgnored var timer: Timer?
          init() {
              timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
                  self?.now = Date()
              }
          }
      }
      """),
    ])
  static let triggerWords: Set<String> = ["scheduledTimer", "addObserver", "sink", "publish"]
  static let storingCalls: Set<String> = ["scheduledTimer", "addObserver", "sink"]

  func check(_ file: LintFile) {
    for call in file.nodes.calls {
      guard let name = SyntaxQueries.calledName(call), Self.storingCalls.contains(name),
            SyntaxQueries.enclosingType(call)?.is(ClassDeclSyntax.self) == true else { continue }
      for closure in SyntaxQueries.closures(of: call) where SyntaxQueries.usesSelf(closure) && !SyntaxQueries.capturesSelfWeakly(closure) {
        file.report(Self.self, at: closure, "the \(name) closure holds self strongly and is kept alive by the model: capture [weak self]")
      }
    }
  }
}
