import Foundation

// Test helpers synchronise with `NSLock` (a pthread mutex on Linux), which ThreadSanitizer understands;
// `Synchronization.Mutex`'s futex calls are invisible to it and read as races.

/// A thread-safe list of what callbacks saw, for assertions.
final class Log<Entry: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [Entry] = []

  init() {}

  func append(_ entry: Entry) { lock.withLock { entries.append(entry) } }

  var all: [Entry] { lock.withLock { entries } }
  var count: Int { lock.withLock { entries.count } }

  func removeAll() { lock.withLock { entries.removeAll() } }
}

/// A thread-safe counter.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0
  init() {}
  func increment() { lock.withLock { value += 1 } }
  var count: Int { lock.withLock { value } }
}

/// A weak reference that may cross into `@Sendable` closures (tests only read it on the thread that
/// writes the model).
final class WeakBox<Object: AnyObject>: @unchecked Sendable {
  weak var object: Object?
  init(_ object: Object?) { self.object = object }
}
