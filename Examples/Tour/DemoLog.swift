import Foundation

/// Lines collected from callbacks that may run on any thread.
final class DemoLog: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String] = []

  func append(_ line: String) { lock.withLock { lines.append(line) } }
  func clear() { lock.withLock { lines.removeAll() } }
  var entries: [String] { lock.withLock { lines } }
}
