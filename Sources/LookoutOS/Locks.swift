import Foundation

/// A lock that owns the state it protects (`os`'s, iOS 16): `lock.withLock { $0.count += 1 }`.
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
  private final class Storage: @unchecked Sendable {
    let mutex = NSLock()
    var state: State
    init(_ state: State) { self.state = state }
  }
  private let storage: Storage

  public init(uncheckedState initialState: State) { storage = Storage(initialState) }
  public init(initialState: State) where State: Sendable { storage = Storage(initialState) }

  public func withLock<R>(_ body: @Sendable (inout State) throws -> R) rethrows -> R where R: Sendable {
    try withLockUnchecked(body)
  }
  public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
    storage.mutex.lock()
    defer { storage.mutex.unlock() }
    return try body(&storage.state)
  }
  public func withLockIfAvailable<R>(_ body: @Sendable (inout State) throws -> R) rethrows -> R? where R: Sendable {
    guard storage.mutex.try() else { return nil }
    defer { storage.mutex.unlock() }
    return try body(&storage.state)
  }
  public func lock() { storage.mutex.lock() }
  public func unlock() { storage.mutex.unlock() }
  public func lockIfAvailable() -> Bool { storage.mutex.try() }

  /// Whether the calling thread owns the lock: headlessly, not tracked; it precondition-checks nothing.
  public enum Ownership: Sendable { case owner, notOwner }
  public func precondition(_ condition: Ownership) {}
}

extension OSAllocatedUnfairLock where State == Void {
  public init() { storage = Storage(()) }
  public func withLock<R>(_ body: @Sendable () throws -> R) rethrows -> R where R: Sendable {
    try withLockUnchecked { _ in try body() }
  }
  public func withLockUnchecked<R>(_ body: () throws -> R) rethrows -> R { try withLockUnchecked { _ in try body() } }
}

/// `os_unfair_lock`, used through its C functions (`os_unfair_lock_lock(&lock)`).
public struct os_unfair_lock_s: @unchecked Sendable {
  let mutex = NSLock()
  public init() {}
}
public typealias os_unfair_lock = os_unfair_lock_s
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock_s>
public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) { lock.pointee.mutex.lock() }
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) { lock.pointee.mutex.unlock() }
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool { lock.pointee.mutex.try() }
public func os_unfair_lock_assert_owner(_ lock: os_unfair_lock_t) {}
public func os_unfair_lock_assert_not_owner(_ lock: os_unfair_lock_t) {}
