import Foundation

/// A progress line on standard error, shown only once a run has taken more than a second, and redrawn at
/// most a few times a second.
final class ProgressLine {
  private let start = Date()
  private var lastShown: Date?
  private var shown = false
  private let terminal = isatty(STDERR_FILENO) != 0

  func show(_ text: String) {
    let now = Date()
    guard now.timeIntervalSince(start) > 1 else { return }
    if let lastShown, now.timeIntervalSince(lastShown) < 0.25 { return }
    lastShown = now
    shown = true
    let seconds = String(format: "%.1f", now.timeIntervalSince(start))
    if terminal {
      let line = "[\(seconds) s] \(text)"
      Output.errorRaw("\r\u{1B}[K" + String(line.prefix(120)))
    } else {
      Output.error("[\(seconds) s] \(text)")
    }
  }

  /// Clears the line (on a terminal) so results start on a clean line.
  func clear() {
    if shown && terminal { Output.errorRaw("\r\u{1B}[K") }
  }

  func finish() { clear() }
}
