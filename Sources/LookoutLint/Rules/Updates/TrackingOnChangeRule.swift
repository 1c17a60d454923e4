import LookoutSyntax
internal import SwiftSyntax

/// U5: `onChange` reads what it tracked — it runs before the change, so it sees the old value.
final class TrackingOnChangeRule: LintRule {
  static let description = RuleDescription(
    id: "tracking-onchange-reads-value", kind: .updates, pitfalls: ["U5"], severity: .warning, confidence: .certain,
    summary: "onChange of withObservationTracking runs before the change (willSet): reading the tracked property there gives the old value",
    explanation: """
      withObservationTracking calls onChange when a tracked property is about to change, not after. Reading
      `model.count` there returns the value before the write. Read the new value later: re-arm the
      tracking asynchronously (`Task { @MainActor in self.observe() }`) and read in the next apply closure,
      use `Observations { model.count }` (iOS 26), or Lookout's `withTracking(options: .didSet)` /
      `withContinuousTracking`, which run after the change. `self.model.count` and `model.count` are the
      same read; `let old = model.count` keeps the old value on purpose and is not reported, and neither is a
      read in a closure that runs later (`Task { }`, `DispatchQueue.main.async { }`), which sees the new value.
      Confidence: certain — the value read is the one before the write.
      """,
    triggering: [
      Example("""
      func observe(_ model: Model) {
          withObservationTracking {
              print(model.count)
          } onChange: {
              print("now", ↓model.count)
          }
      }
      """, message: "model.count read in onChange is the old value (onChange runs before the change)"),
      Example("""
      final class Mixer {
          let settings: Settings
          func observe() {
              withObservationTracking {
                  apply(settings.bass)
              } onChange: { [weak self] in
                  guard let self else { return }
                  print(↓self.settings.bass)
              }
          }
      }
      """),
    ],
    nonTriggering: [
      Example("""
      final class Mixer {
          let settings: Settings
          func observe() {
              withObservationTracking {
                  apply(settings.bass)
              } onChange: { [weak self] in
                  guard let self else { return }
                  let previous = self.settings.bass
                  Task { @MainActor in if self.settings.bass != previous { self.observe() } }
              }
          }
      }
      """),
      Example("""
      func observe(_ model: Model) {
          withObservationTracking {
              print(model.count)
          } onChange: {
              Task { @MainActor in observe(model) }
          }
      }
      """),
      Example("""
      final class StatusItem {
          func synchronize() {
              withObservationTracking {
                  _ = AppState.shared.title
              } onChange: {
                  DispatchQueue.main.async {
                      self.button.title = AppState.shared.title
                      self.synchronize()
                  }
              }
          }
      }
      """),
    ])
  static let triggerWords: Set<String> = ["withObservationTracking", "withTracking"]

  func check(_ file: LintFile) {
    for tracking in TrackingCall.all(in: file) {
      if SyntaxQueries.calledName(tracking.call) == "withTracking", tracking.call.arguments.contains(where: { $0.label?.text == "options" }) { continue }
      // `self.settings.bass` and `settings.bass` are the same read (after `guard let self`, say).
      let tracked = Set(TrackingCall.memberReads(in: tracking.apply, of: file).map(Self.withoutSelf))
      for member in file.nodes.memberAccesses.inside(tracking.onChange.statements)
      where tracked.contains(Self.withoutSelf(member.trimmedDescription)) && !Self.isPrefix(member, ofOneIn: tracked)
        && !Self.isInsideTask(member, within: tracking.onChange) && !Self.isKeptAsOldValue(member) {
        file.report(Self.self, at: member, "\(member.trimmedDescription) read in onChange is the old value (onChange runs before the change)")
      }
    }
  }

  static func withoutSelf(_ text: String) -> String {
    text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
  }

  /// `let old = model.count`: the old value, kept on purpose (to compare with the new one later).
  static func isKeptAsOldValue(_ member: MemberAccessExprSyntax) -> Bool {
    member.parent?.is(InitializerClauseSyntax.self) == true && member.parent?.parent?.is(PatternBindingSyntax.self) == true
  }

  /// `AppState.shared` in `AppState.shared.title` when both are tracked: the longer read is the one to report.
  static func isPrefix(_ member: MemberAccessExprSyntax, ofOneIn tracked: Set<String>) -> Bool {
    guard let outer = member.parent?.as(MemberAccessExprSyntax.self), outer.base?.id == member.id else { return false }
    return tracked.contains(withoutSelf(outer.trimmedDescription))
  }

  /// Calls whose closure runs later, on another turn of a queue or run loop.
  static let deferringCalls: Set<String> = ["Task", "detached", "async", "asyncAfter", "perform", "addOperation"]

  /// Reads inside a `Task { … }`, `DispatchQueue.main.async { … }` (or another deferred closure) in onChange
  /// happen later, after the change.
  static func isInsideTask(_ node: some SyntaxProtocol, within closure: ClosureExprSyntax) -> Bool {
    var current = node.parent
    while let scope = current, scope.id != closure.id {
      if let call = scope.as(FunctionCallExprSyntax.self), let name = SyntaxQueries.calledName(call), deferringCalls.contains(name) { return true }
      current = scope.parent
    }
    return false
  }
}
