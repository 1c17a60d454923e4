import LookoutSyntax
internal import SwiftSyntax

/// A model stores a closure (timer, notification observer, Combine sink) that holds `self` strongly.
final class StrongSelfInStoredClosureRule: LintRule {
  static let description = RuleDescription(
    id: "strong-self-in-stored-closure", pitfalls: ["U16"], severity: .warning, confidence: .high,
    summary: "A closure the model keeps (timer, notification, sink) holds self strongly: capture [weak self]",
    explanation: """
      A repeating Timer, a NotificationCenter observer and a stored Combine subscription keep their closure
      for as long as they live, and the model keeps them: a strong `self` in the closure makes a cycle, so
      the model (and everything it holds) never goes away, and the timer keeps firing. Capture
      `[weak self]` and invalidate or cancel in `deinit`. Nested closures that capture `[weak self]`
      themselves, and timers that do not repeat, are fine.
      Confidence: high — the cycle is real; it matters less for an object that lives as long as the app.
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
          init() {
              Timer.scheduledTimer(withTimeInterval: 5, repeats: false) { _ in self.now = Date() }
          }
      }
      """),
      Example("""
      final class Speed: ObservableObject {
          @Published var value = 0.0
          var cancellables = Set<AnyCancellable>()
          init(updates: AnyPublisher<Double, Never>) {
              updates.sink { update in
                  Task { @MainActor [weak self] in self?.value = update }
              }.store(in: &cancellables)
          }
      }
      """),
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
    // Tests create and drop their objects within one run: a leak there is not an app's leak.
    guard !file.isTestCode else { return }
    for call in file.nodes.calls {
      guard let name = SyntaxQueries.calledName(call), Self.storingCalls.contains(name),
            SyntaxQueries.enclosingType(call)?.is(ClassDeclSyntax.self) == true else { continue }
      // A timer that fires once lets its closure go after firing.
      if name == "scheduledTimer", call.arguments.contains(where: { $0.label?.text == "repeats" && $0.expression.trimmedDescription == "false" }) { continue }
      let keeper = name == "addObserver" ? "NotificationCenter until the observer is removed" : "the model"
      for closure in SyntaxQueries.closures(of: call) where SyntaxQueries.usesSelf(closure) && !SyntaxQueries.capturesSelfWeakly(closure) {
        file.report(Self.self, at: closure, "the \(name) closure holds self strongly and is kept alive by \(keeper): capture [weak self]")
      }
    }
  }
}
