/// What a rule's findings are about, which is also the folder of `Rules/` that holds it.
public enum RuleKind: String, Sendable, CaseIterable {
  /// The code does not build: the compiler rejects it (or will, in the Swift 6 language mode).
  case compile
  /// Views show stale state or lose it, or the app crashes, at run time.
  case updates
  /// State is written from one thread while another reads it.
  case concurrency
  /// Objects, timers or tasks are kept alive after they are needed.
  case lifetime
  /// Work repeated on every view update.
  case performance
  /// Code that behaves the same either way, written with more than it needs.
  case style
}
