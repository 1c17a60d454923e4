import LookoutShims

/// One property's key path, made the first time it is needed and kept for the life of the process.
///
/// The code `@Tracked` generates keeps one per observable property (`static let _$count`) and hands its key
/// path to Observation on every read, without retaining it: a key-path literal would be instantiated again
/// each time, which costs as much as Observation's own check. You never create or call one.
public struct _KeyPathCache: @unchecked Sendable {
  /// The address of the retained key path, or 0, in a word of its own (a static `let` of this type is
  /// copied, the word is shared). Written once, through the atomics of LookoutShims.
  @usableFromInline let word: UnsafeMutablePointer<UInt>

  public init() {
    word = .allocate(capacity: 1)
    word.initialize(to: 0)
  }

  /// Calls `body` with the key path, made by `make` the first time (`make` always makes the same one).
  @inlinable @inline(__always)
  func withKeyPath<Root, Value, Result>(
    _ make: () -> KeyPath<Root, Value>, _ body: (KeyPath<Root, Value>) -> Result
  ) -> Result {
    let existing = lookout_load_acquire(word)
    if existing != 0 {
      return Unmanaged<KeyPath<Root, Value>>.fromOpaque(UnsafeRawPointer(bitPattern: existing).unsafelyUnwrapped)
        ._withUnsafeGuaranteedRef(body)
    }
    return body(store(make()))
  }

  @usableFromInline @inline(never)
  func store<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> KeyPath<Root, Value> {
    let retained = Unmanaged.passRetained(keyPath)
    if lookout_compare_exchange(word, 0, UInt(bitPattern: retained.toOpaque())) != 0 {
      retained.release()  // Another thread stored the same key path first.
    }
    return keyPath
  }
}

extension Optional where Wrapped == _KeyPathCache {
  /// Calls `body` with the key path, from the cache, or made now where the class can have none (a generic
  /// class).
  @inlinable @inline(__always)
  func withKeyPath<Root, Value, Result>(
    _ make: () -> KeyPath<Root, Value>, _ body: (KeyPath<Root, Value>) -> Result
  ) -> Result {
    switch self {
    case .some(let cache): cache.withKeyPath(make, body)
    case .none: body(make())
    }
  }
}
