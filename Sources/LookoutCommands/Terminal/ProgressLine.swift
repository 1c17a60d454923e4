import Foundation

/// A progress line on standard error, shown only once a run has taken more than a second, and redrawn at
/// most a few times a second.
final class ProgressLine: @unchecked Sendable {
  private let terminal: Terminal
  private let start = Date()
  private let lock = NSLock()
  private var lastShown: Date?
  private var shown = false

  init(_ terminal: Terminal) { self.terminal = terminal }

  func show(_ text: String) {
    lock.lock()
    defer { lock.unlock() }
    let now = Date()
    guard now.timeIntervalSince(start) > 1 else { return }
    if let lastShown, now.timeIntervalSince(lastShown) < 0.25 { return }
    lastShown = now
    shown = true
    let seconds = String(format: "%.1f", now.timeIntervalSince(start))
    if terminal.errorIsInteractive {
      terminal.errorRaw("\r\u{1B}[K" + String("[\(seconds) s] \(text)".prefix(120)))
    } else {
      terminal.error("[\(seconds) s] \(text)")
    }
  }

  /// Clears the line (on a terminal) so results start on a clean line.
  func clear() {
    lock.lock()
    defer { lock.unlock() }
    if shown && terminal.errorIsInteractive { terminal.errorRaw("\r\u{1B}[K") }
  }
}
