/// A value guarded by a ``PlatformLock``.
final class Locked<Value: ~Copyable>: @unchecked Sendable {
  private let lock = PlatformLock()
  // Only touched with the lock held, so the dynamic exclusivity check would be redundant.
  @exclusivity(unchecked) private var value: Value

  init(_ value: consuming Value) {
    self.value = value
  }

  /// Runs `body` with the value, the lock held. `body` must not call back into code that takes this lock.
  @inline(__always)
  func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
