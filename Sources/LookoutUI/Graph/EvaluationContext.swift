import Foundation

/// The body being evaluated right now, on the main actor: dynamic properties use it to record reads
/// (`@State`'s "was read" rule) and `_printChanges()` to say why the body runs.
@MainActor
struct EvaluationContext {
  static var current: EvaluationContext?

  let node: ViewNode
  let reasons: [ChangeReason]
  /// The system whose SwiftUI the host evaluating this body reproduces.
  var system: SwiftUISystem = .iOS17

  var changeDescription: String {
    reasons.isEmpty
      ? "\(node.typeName): unchanged."
      : "\(node.typeName): \(reasons.map(\.label).joined(separator: ", ")) changed."
  }

  /// The view reading right now — a body, or a control expanding (`Toggle(isOn: $flag)` reads the flag):
  /// `@State` records it as a reader of what it reads.
  static var reader: ViewNode?

  /// Runs `body` as the evaluation of `node` (always inside an update, so `EvaluatingThread` already says
  /// that a body may be running).
  static func with<Result>(_ context: EvaluationContext, _ body: () -> Result) -> Result {
    let previous = current
    current = context
    defer { current = previous }
    return reading(context.node, body)
  }

  /// Runs `body` with `node` as the reader (a control's expansion: no body, no context of its own).
  static func reading<Result>(_ node: ViewNode, _ body: () -> Result) -> Result {
    let previous = reader
    reader = node
    defer { reader = previous }
    return body()
  }
}

/// Which thread is evaluating a body, readable from any thread: a change announced from a callback that
/// may run anywhere (a legacy `objectWillChange` subscriber) asks whether it happens inside a body.
enum EvaluatingThread {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var thread: Thread?
  nonisolated(unsafe) private static var depth = 0

  static func enter() {
    lock.withLock {
      if depth == 0 { thread = Thread.current }
      depth += 1
    }
  }

  static func leave() {
    lock.withLock {
      depth -= 1
      if depth == 0 { thread = nil }
    }
  }

  /// Whether the calling thread is evaluating a body right now.
  static var isCurrent: Bool { lock.withLock { depth > 0 && thread === Thread.current } }

  /// Runs `body` as part of a view update (evaluating bodies and expanding controls; effects run outside).
  static func during(_ body: () -> Void) {
    enter()
    defer { leave() }
    body()
  }
}
