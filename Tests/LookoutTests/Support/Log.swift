import Synchronization

/// A thread-safe list of what callbacks saw, for assertions.
final class Log<Entry: Sendable>: Sendable {
  private let entries = Mutex<[Entry]>([])

  init() {}

  func append(_ entry: Entry) { entries.withLock { $0.append(entry) } }

  var all: [Entry] { entries.withLock { $0 } }
  var count: Int { entries.withLock { $0.count } }

  func removeAll() { entries.withLock { $0.removeAll() } }
}

/// A thread-safe counter.
final class Counter: Sendable {
  private let value = Mutex(0)
  init() {}
  func increment() { value.withLock { $0 += 1 } }
  var count: Int { value.withLock { $0 } }
}
