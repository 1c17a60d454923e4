import LookoutSyntax
internal import SwiftSyntax

/// A model stores a closure (timer, notification observer, Combine sink) that holds `self` strongly.
final class StrongSelfInStoredClosureRule: LintRule {
  static let description = RuleDescription(
    id: "strong-self-in-stored-closure", kind: .lifetime, pitfalls: ["U16"], severity: .warning, confidence: .high,
    summary: "A closure the model keeps (timer, notification, sink) holds self strongly: capture [weak self]",
    explanation: """
      A repeating Timer, a NotificationCenter observer and a stored Combine subscription keep their closure
      for as long as they live, and the model keeps them: a strong `self` in the closure makes a cycle, so
      the model (and everything it holds) never goes away, and the timer keeps firing. Capture
      `[weak self]` and invalidate or cancel in `deinit`. Nested closures that capture `[weak self]`
      themselves, timers that do not repeat, and sinks on a request's publisher (`api.save(x).sink { … }`,
      which completes and lets its closures go) are fine.
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
      final class Editor: ObservableObject {
          @Published var saving = false
          var lifetime = Set<AnyCancellable>()
          func save(_ settings: Settings) {
              provider.save(settings: settings).receive(on: DispatchQueue.main).sink { _ in
                  self.saving = false
              }.store(in: &lifetime)
          }
      }
      """),
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
      // A request's publisher (`api.save(x).sink { … }`) completes, and the finished subscription lets go.
      if name == "sink", Self.isOneShot(call) { continue }
      let keeper = name == "addObserver" ? "NotificationCenter until the observer is removed" : "the model"
      for closure in SyntaxQueries.closures(of: call) where SyntaxQueries.usesSelf(closure) && !SyntaxQueries.capturesSelfWeakly(closure) {
        file.report(Self.self, at: closure, "the \(name) closure holds self strongly and is kept alive by \(keeper): capture [weak self]")
      }
    }
  }

  /// Combine operators: a chain whose first call is one of these starts from a publisher property.
  static let operators: Set<String> = [
    "receive", "map", "filter", "compactMap", "removeDuplicates", "debounce", "throttle", "dropFirst", "flatMap",
    "switchToLatest", "eraseToAnyPublisher", "combineLatest", "merge", "zip", "prepend", "append", "replaceNil",
    "catch", "tryMap", "handleEvents", "share", "delay", "scan", "collect", "print", "subscribe", "setFailureType",
    "assertNoFailure", "decode", "mapError", "retry", "timeout", "autoconnect", "drop", "prefix", "sink",
  ]
  /// Calls that make publishers that never finish by themselves.
  static let endlessSources: Set<String> = ["publisher", "publish", "CombineLatest", "Merge", "Zip", "PassthroughSubject", "CurrentValueSubject"]

  /// Whether the chain under a `.sink` starts with a call that is not an operator and not an endless
  /// source: a request (`provider.save(settings)`, `dataTaskPublisher(for:)`) that completes.
  static func isOneShot(_ sink: FunctionCallExprSyntax) -> Bool {
    var firstCall: FunctionCallExprSyntax?
    var expression: ExprSyntax? = ExprSyntax(sink)
    while let current = expression {
      if let call = current.as(FunctionCallExprSyntax.self) {
        firstCall = call
        expression = call.calledExpression.as(MemberAccessExprSyntax.self)?.base ?? nil
      } else if let member = current.as(MemberAccessExprSyntax.self) {
        expression = member.base
      } else {
        break
      }
    }
    guard let first = firstCall, first.id != sink.id, let name = SyntaxQueries.calledName(first) else { return false }
    return !operators.contains(name) && !endlessSources.contains(name) && !first.arguments.isEmpty
  }
}
