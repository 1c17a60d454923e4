#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value guarded by a `pthread_mutex_t`.
///
/// Not `Synchronization.Mutex`: on Linux its futex calls are invisible to ThreadSanitizer, which then
/// reports every guarded access as a race. A pthread mutex is what both ThreadSanitizer and Observation's
/// own registrar use here.
final class Locked<Value: ~Copyable>: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  // Only touched with `mutex` held, so the dynamic exclusivity check would be redundant.
  @exclusivity(unchecked) private var value: Value

  init(_ value: consuming Value) {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    self.value = value
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with the value, the lock held. `body` must not call back into code that takes this lock.
  @inline(__always)
  func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
