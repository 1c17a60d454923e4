// The only file of LookoutCore that talks to the C library: a mutex and a per-thread slot, from pthreads,
// which Darwin, Glibc and Musl all provide (the slot reads a C11 thread-local of LookoutShims). Everything
// else in the module is plain Swift plus the atomics of the LookoutShims C module.
import LookoutShims
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
#error("LookoutCore needs pthreads: Darwin, Glibc or Musl")
#endif

/// A `pthread_mutex_t` at a fixed address, which a mutex needs.
///
/// Not `Synchronization.Mutex` (iOS 18 / macOS 15, and on Linux its futex calls are invisible to
/// ThreadSanitizer) and not `os_unfair_lock` (Darwin only): a pthread mutex exists on every platform and
/// deployment target Lookout supports, and ThreadSanitizer understands it everywhere.
struct PlatformLock: ~Copyable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    let status = pthread_mutex_init(mutex, nil)
    precondition(status == 0, "Lookout: pthread_mutex_init failed (\(status))")
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  @inline(__always) func lock() { pthread_mutex_lock(mutex) }
  @inline(__always) func unlock() { pthread_mutex_unlock(mutex) }
}

/// One object per thread, for the one kind LookoutCore keeps per thread (the `AccessRecorder`): each thread
/// sees only the object it stored, read from a C thread-local word (`lookout_thread_recorder`), and a pthread
/// key owns the reference and releases it when the thread exits. One slot per process: the C word is shared.
final class ThreadLocalSlot<Object: AnyObject>: @unchecked Sendable {
  private let key: pthread_key_t

  init() {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { value in
      // The destructor's parameter is optional on Glibc and Musl, not on Darwin: this line accepts both.
      let pointer: UnsafeMutableRawPointer? = value
      guard let pointer else { return }
      if lookout_current_recorder() == pointer { lookout_set_current_recorder(nil) }
      Unmanaged<AnyObject>.fromOpaque(pointer).release()
    }
    precondition(status == 0, "Lookout: pthread_key_create failed (\(status))")
    self.key = key
  }

  /// This thread's object, without retaining it.
  @inline(__always) static var current: Unmanaged<Object>? {
    lookout_current_recorder().map { Unmanaged<Object>.fromOpaque($0) }
  }

  /// Stores this thread's object (the slot keeps one reference until the thread exits).
  func store(_ object: Object) {
    let pointer = Unmanaged.passRetained(object).toOpaque()
    pthread_setspecific(key, pointer)
    lookout_set_current_recorder(pointer)
  }
}
