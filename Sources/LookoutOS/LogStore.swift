import Foundation

/// One message logged through `Logger` or `os_log`, as the system keeps it: redacted as Console shows it.
package struct LoggedEntry: Sendable {
  package let date: Date
  package let subsystem: String
  package let category: String
  package let type: OSLogType
  /// The message with private values redacted (`<private>`), as the system stores it.
  package let composedMessage: String
  package let signpost: (name: String, kind: String, id: UInt64)?
}

/// Every message logged in this process, in order: what `OSLogStore(scope: .currentProcessIdentifier)`
/// reads. Thread-safe.
package enum LogStore {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var entries: [LoggedEntry] = []

  package static func append(_ entry: LoggedEntry) { lock.withLock { entries.append(entry) } }
  package static var all: [LoggedEntry] { lock.withLock { entries } }
}
