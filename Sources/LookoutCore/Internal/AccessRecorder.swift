import LookoutShims

/// The reads made on one thread inside open tracking scopes: one entry per object, with the set of
/// properties read.
///
/// Scopes nest: an inner scope reports the reads made since it opened and leaves them in place, so the outer
/// scope sees them too. Reads the outer scope made before the inner one opened are not the inner scope's.
final class AccessRecorder {
  private struct Scope {
    var start: Int
    /// Set when a nested scope closed inside this one: its entries may repeat objects.
    var mayRepeat = false
  }

  // The recorder belongs to one thread, so the dynamic exclusivity checks of class properties would only
  // cost time (they showed up as ~10% of a track-then-mutate cycle).
  @exclusivity(unchecked) private var entries: [AccessEntry] = []
  @exclusivity(unchecked) private var scopes: [Scope] = []
  /// Index of each object's entry in the innermost scope, once it has more than a few: open addressing on the
  /// state's address, `index + 1`, 0 for empty. Valid for `indexedStart` onwards.
  @exclusivity(unchecked) private var index: [Int32] = []
  @exclusivity(unchecked) private var indexedStart = -1
  @exclusivity(unchecked) private var indexedCount = 0

  /// Up to this many entries a scope is searched linearly.
  private static let linearLimit = 8

  /// This thread's recorder, created on first use and released when the thread exits.
  static var current: AccessRecorder {
    if let recorder = ThreadLocalSlot<AccessRecorder>.current { return recorder.takeUnretainedValue() }
    let recorder = AccessRecorder()
    slot.store(recorder)
    return recorder
  }

  /// This thread's recorder, if it has one, as an identity: who made a write (a scope's own writes are not
  /// changes it missed).
  static var currentIdentity: ObjectIdentifier? {
    ThreadLocalSlot<AccessRecorder>.current.map { ObjectIdentifier($0.takeUnretainedValue()) }
  }

  /// Calls `body` with this thread's recorder if a scope is open on this thread.
  static func withCurrentIfRecording(_ body: (AccessRecorder) -> Void) {
    ThreadLocalSlot<AccessRecorder>.current?._withUnsafeGuaranteedRef { recorder in
      if !recorder.scopes.isEmpty { body(recorder) }
    }
  }

  private static let slot = ThreadLocalSlot<AccessRecorder>()

  /// Opens a scope; reads are recorded until the matching `close`.
  func open() {
    if scopes.isEmpty { lookout_add_open_scopes(1) }
    scopes.append(Scope(start: entries.count))
  }

  /// Closes the innermost scope and passes its reads (one entry per object) to `body`.
  func close<Result>(_ body: (ArraySlice<AccessEntry>) -> Result) -> Result {
    let scope = scopes.removeLast()
    let result = scope.mayRepeat ? body(Self.merged(entries[scope.start...])[...]) : body(entries[scope.start...])
    finishClosing(scope)
    return result
  }

  /// Closes the innermost scope, discarding its reads (the scope's body threw).
  func discard() {
    let scope = scopes.removeLast()
    if !scopes.isEmpty { entries.removeSubrange(scope.start...) }
    finishClosing(scope)
  }

  private func finishClosing(_ scope: Scope) {
    indexedStart = -1
    if scopes.isEmpty {
      // `removeAll(keepingCapacity:)` costs more than this for the usual handful of entries.
      while !entries.isEmpty { entries.removeLast() }
      lookout_add_open_scopes(-1)
    } else if entries.count > scope.start {
      scopes[scopes.count - 1].mayRepeat = true
    }
  }

  /// Records a read of property `id` of the object behind `state`. The first read of a property marks it
  /// with the object (see `RegistrarState.markRead`).
  func record(_ state: RegistrarState, _ id: Int) {
    let start = scopes[scopes.count - 1].start
    let key = ObjectIdentifier(state)
    let count = entries.count
    if count > start, ObjectIdentifier(entries[count - 1].state) == key, entries[count - 1].properties.canHold(id) {
      insert(id, at: count - 1)
      return
    }
    if id >= PropertySet.bitCapacity {
      // Large identifiers get entries of their own; find an equal one linearly (they are rare).
      for position in start..<count where ObjectIdentifier(entries[position].state) == key && entries[position].properties.contains(id) {
        return
      }
    } else if count - start <= Self.linearLimit {
      for position in start..<count where ObjectIdentifier(entries[position].state) == key && entries[position].properties.canHold(id) {
        insert(id, at: position)
        return
      }
    } else if let position = indexedPosition(of: key, start: start) {
      insert(id, at: position)
      return
    }
    let version = state.writeVersion
    state.markRead(id)
    entries.append(AccessEntry(state: state, properties: PropertySet(id), version: version))
    if indexedStart == start, id < PropertySet.bitCapacity { insertIntoIndex(key, position: entries.count - 1) }
  }

  @inline(__always)
  private func insert(_ id: Int, at position: Int) {
    guard !entries[position].properties.contains(id) else { return }
    entries[position].properties.insert(id)
    entries[position].state.markRead(id)
  }

  // MARK: Index for large scopes

  private func indexedPosition(of key: ObjectIdentifier, start: Int) -> Int? {
    if indexedStart != start { rebuildIndex(start: start) }
    let mask = index.count - 1
    var slot = Self.hash(key) & mask
    while index[slot] != 0 {
      let position = Int(index[slot]) - 1
      if ObjectIdentifier(entries[position].state) == key, entries[position].properties.canHold(0) { return position }
      slot = (slot + 1) & mask
    }
    return nil
  }

  private func rebuildIndex(start: Int) {
    let needed = max(64, (entries.count - start) * 4)
    var capacity = 64
    while capacity < needed { capacity <<= 1 }
    if index.count != capacity {
      index = Array(repeating: 0, count: capacity)
    } else {
      for slot in index.indices { index[slot] = 0 }
    }
    indexedStart = start
    indexedCount = 0
    for position in start..<entries.count where entries[position].properties.canHold(0) {
      insertIntoIndex(ObjectIdentifier(entries[position].state), position: position)
    }
  }

  private func insertIntoIndex(_ key: ObjectIdentifier, position: Int) {
    if (indexedCount + 1) * 2 > index.count {
      indexedStart = -1  // Rebuilt, larger, on the next lookup.
      return
    }
    let mask = index.count - 1
    var slot = Self.hash(key) & mask
    while index[slot] != 0 { slot = (slot + 1) & mask }
    index[slot] = Int32(position + 1)
    indexedCount += 1
  }

  private static func hash(_ key: ObjectIdentifier) -> Int {
    let address = UInt(bitPattern: key)
    return Int(truncatingIfNeeded: (address >> 4) &* 0x9E37_79B9_7F4A_7C15 >> 32)
  }

  /// Merges entries for the same object (after a nested scope closed inside this one).
  private static func merged(_ reads: ArraySlice<AccessEntry>) -> [AccessEntry] {
    struct Key: Hashable {
      let object: ObjectIdentifier
      let large: Int
    }
    var result: [AccessEntry] = []
    var positions: [Key: Int] = [:]
    for read in reads {
      let key = Key(object: ObjectIdentifier(read.state), large: read.properties.large)
      if let position = positions[key] {
        result[position].properties.formUnion(read.properties)
        result[position].version = Swift.min(result[position].version, read.version)
      } else {
        positions[key] = result.count
        result.append(read)
      }
    }
    return result
  }
}
