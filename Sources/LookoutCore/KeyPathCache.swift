import LookoutShims

/// One property's key path, made the first time it is needed and kept for the life of the process.
///
/// The code `@Tracked` generates keeps one per observable property (`static let _$count`) and hands it to
/// Observation on every read: a key-path literal would be instantiated again each time, which costs as much
/// as Observation's own check. You never create or call one.
public final class _KeyPathCache: @unchecked Sendable {
  /// The address of the retained key path, or 0. Written once, through the atomics of LookoutShims at its
  /// address (the start of the object's stored properties: it must stay the only stored property).
  private var word: UInt = 0

  public init() {}

  private var address: UnsafeMutableRawPointer { _getUnsafePointerToStoredProperties(self) }

  /// The key path, made by `make` the first time. `make` always makes the same key path.
  @inline(__always)
  func keyPath<Root, Value>(_ make: () -> KeyPath<Root, Value>) -> KeyPath<Root, Value> {
    let existing = lookout_load_acquire(address)
    if existing != 0 {
      return Unmanaged<KeyPath<Root, Value>>.fromOpaque(UnsafeRawPointer(bitPattern: existing).unsafelyUnwrapped)
        .takeUnretainedValue()
    }
    let made = make()
    let retained = Unmanaged.passRetained(made)
    if lookout_compare_exchange(address, 0, UInt(bitPattern: retained.toOpaque())) != 0 {
      retained.release()  // Another thread stored the same key path first.
    }
    return made
  }
}

extension Optional where Wrapped == _KeyPathCache {
  /// The key path from the cache, or made now where the class can have none (a generic class).
  @inline(__always)
  func keyPath<Root, Value>(_ make: () -> KeyPath<Root, Value>) -> KeyPath<Root, Value> {
    switch self {
    case .some(let cache): cache.keyPath(make)
    case .none: make()
    }
  }
}
