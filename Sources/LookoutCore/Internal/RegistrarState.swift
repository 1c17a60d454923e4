import LookoutShims

/// The observers of one tracked object.
///
/// Created the first time the object is read inside a tracking scope (or registered by key path), kept alive
/// by the object's registrar and by every tracking that read it. It keeps the registrar's observed-property
/// mask up to date, which inlined setters test before doing anything else; the mask belongs to the
/// registrar and is written under this state's lock, or by a scope reading a property (see `markRead`), and
/// never once the object died.
///
/// A read marks its property observed until the scope installs its observer, so that a write from another
/// thread in between takes the slow path and leaves a mark (`WriteMark`); the installation finds the mark and
/// delivers the change at once. A write during setup is not lost.
final class RegistrarState: @unchecked Sendable {
  /// How many writes took the slow path: the first stored property, changed only through the atomics of
  /// LookoutShims at its address. A scope notes it when it first reads the object.
  private var writeCount: UInt = 0
  /// The object this state serves.
  let subject: ObjectIdentifier
  /// The registrar's observed-property mask (see ``TrackingRegistrar``).
  private let mask: UnsafeMutablePointer<UInt>
  private let table = Locked(ObserverTable())

  init(subject: ObjectIdentifier, mask: UnsafeMutablePointer<UInt>) {
    self.subject = subject
    self.mask = mask
  }

  private var writeCountAddress: UnsafeMutableRawPointer { _getUnsafePointerToStoredProperties(self) }

  /// The number of slow-path writes so far; a scope keeps it from its first read of the object.
  var writeVersion: UInt { lookout_load_acquire(writeCountAddress) }

  /// A scope read property `id`: writers take the slow path (and leave a mark) until observers are installed.
  @inline(__always)
  func markRead(_ id: Int) {
    let bit = PropertySet.maskBit(for: id)
    if lookout_load_word(mask) & bit == 0 { lookout_word_set_bits(mask, bit) }
  }

  // MARK: Key paths

  /// The identifier of a property registered by key path, assigned on first use.
  func id(for keyPath: AnyKeyPath) -> Int {
    let key = KeyPathKey(keyPath)
    return table.withLock { $0.id(for: key) }
  }

  /// The identifier of a key path, if it was ever registered.
  func existingID(for keyPath: AnyKeyPath) -> Int? {
    let key = KeyPathKey(keyPath)
    return table.withLock { $0.keyPathIDs[key] }
  }

  // MARK: Registration

  /// What registering found: whether the object is still alive, and a write to one of the properties made by
  /// another thread since `version` (while the scope that read them was still running).
  struct Registering {
    var registered: Bool
    var missedWrite: WriteMark?
  }

  /// Registers `observer` for `properties`, read by the scope of `reader` when the object's write version was
  /// `version`.
  func register(
    _ observer: TrackingObserver, for properties: PropertySet, phases: Tracking.Options,
    readAt version: UInt, by reader: ObjectIdentifier
  ) -> Registering {
    var purged = ObserverBatch()
    defer { purged.release() }
    return table.withLock { table in
      guard !table.isDead else { return Registering(registered: false) }
      var bits: UInt = 0
      var missed: WriteMark?
      properties.forEach { id in
        table.append(Registration(observer: .passRetained(observer), phases: phases), to: id, purging: &purged)
        bits |= PropertySet.maskBit(for: id)
        if missed == nil, let mark = table.lastWrite(id), mark.version > version, mark.writer != reader { missed = mark }
      }
      lookout_word_set_bits(mask, bits)
      return Registering(registered: true, missedWrite: missed)
    }
  }

  /// Removes every registration of `observer` for `properties`.
  func unregister(_ observer: TrackingObserver, from properties: PropertySet) {
    let identity = ObjectIdentifier(observer)
    var removed = ObserverBatch()
    table.withLock { table in
      guard !table.isDead else { return }
      var cleared: UInt = 0
      properties.forEach { id in
        cleared |= table.remove(identity, from: id, into: &removed)
      }
      if cleared != 0 { lookout_word_clear_bits(mask, cleared) }
    }
    removed.release()
  }

  // MARK: Notification

  /// Notifies the `willSet` observers of property `id`, on this thread, before the value changes, and
  /// leaves the write's mark for scopes still reading the object. Returns whether a `didSet` pass is needed.
  ///
  /// A scope can be reading the object only while one is open somewhere (it installs its observer before it
  /// closes), so the mark is left only then: a write with no scope open costs nothing more.
  func willSet(_ id: Int, keyPath: @autoclosure () -> AnyKeyPath, name: StaticString? = nil) -> Bool {
    var due = ObserverBatch()
    var path: AnyKeyPath?
    let marks = lookout_open_scopes_acquire() != 0
    let writer = marks ? AccessRecorder.currentIdentity : nil
    if marks { path = keyPath() }
    let needsDidSet = table.withLock { table in
      if let path {
        let version = lookout_fetch_add(writeCountAddress, 1) + 1
        table.markWrite(WriteMark(id: id, version: version, writer: writer, keyPath: path, name: name))
      }
      let (needsDidSet, cleared) = table.takeDue(id, phase: .willSet, into: &due)
      if cleared != 0 { lookout_word_clear_bits(mask, cleared) }
      return needsDidSet
    }
    deliver(&due, id: id, kind: .willSet, keyPath: { path ?? keyPath() }, name: name)
    return needsDidSet
  }

  /// Notifies the `didSet` observers of property `id`, after the value changed.
  func didSet(_ id: Int, keyPath: @autoclosure () -> AnyKeyPath, name: StaticString? = nil) {
    var due = ObserverBatch()
    table.withLock { table in
      let (_, cleared) = table.takeDue(id, phase: .didSet, into: &due)
      if cleared != 0 { lookout_word_clear_bits(mask, cleared) }
    }
    deliver(&due, id: id, kind: .didSet, keyPath: keyPath, name: name)
  }

  private func deliver(
    _ due: inout ObserverBatch, id: Int, kind: Tracking.Event.Kind, keyPath: () -> AnyKeyPath, name: StaticString?
  ) {
    var event: Tracking.Event?
    due.drain { observer in
      observer.receive(from: self, id: id, kind: kind) {
        if let event { return event }
        let created = Tracking.Event(
          kind: kind, subject: subject, keyPath: keyPath(), propertyName: name)
        event = created
        return created
      }
    }
  }

  /// The object died: drop every registration and tell each observer once. After this the mask (which the
  /// registrar frees) is never touched again.
  func subjectDidDeinit() {
    var observers = ObserverBatch()
    table.withLock { table in
      table.isDead = true
      table.removeAllObservers(into: &observers)
    }
    guard !observers.isEmpty else { return }
    let event = Tracking.Event(kind: .deinit, subject: subject, keyPath: nil)
    observers.drain { observer in
      observer.subjectDidDeinit(self, event: event)
    }
  }
}

/// A slow-path write: its order among the object's writes, the thread's recorder (a scope's own writes are
/// not changes it missed), and what a missed-write event says.
struct WriteMark: @unchecked Sendable {
  let id: Int
  let version: UInt
  let writer: ObjectIdentifier?
  let keyPath: AnyKeyPath
  let name: StaticString?
}

/// A key path as a dictionary key inside the lock. Key paths are immutable, so sharing one is safe.
struct KeyPathKey: Hashable, @unchecked Sendable {
  let keyPath: AnyKeyPath
  init(_ keyPath: AnyKeyPath) { self.keyPath = keyPath }
}

/// Observers taken out of the lists under the lock, each with one reference the batch owns, to be notified
/// and released once the lock is released (a release may run arbitrary deinitializers). The first two are
/// kept inline: a property rarely has more observers than that.
struct ObserverBatch: ~Copyable {
  private struct Item {
    let observer: Unmanaged<TrackingObserver>
    let notify: Bool
  }

  private var first: Item?
  private var second: Item?
  private var more: [Item] = []

  init() {}

  var isEmpty: Bool { first == nil }

  /// Adds an observer whose reference the batch now owns.
  mutating func append(_ observer: Unmanaged<TrackingObserver>, notify: Bool) {
    let item = Item(observer: observer, notify: notify)
    if first == nil {
      first = item
    } else if second == nil {
      second = item
    } else {
      more.append(item)
    }
  }

  /// Calls `body` with each observer to notify, in order, then releases every reference.
  mutating func drain(_ body: (TrackingObserver) -> Void) {
    func finish(_ item: Item) {
      if item.notify { item.observer._withUnsafeGuaranteedRef(body) }
      item.observer.release()
    }
    if let item = first.take() { finish(item) }
    if let item = second.take() { finish(item) }
    if !more.isEmpty {
      let items = more
      more = []
      items.forEach(finish)
    }
  }

  /// Releases every reference without notifying.
  mutating func release() { drain { _ in } }

  deinit {
    precondition(first == nil, "Lookout: an observer batch was dropped without being drained")
  }
}

/// The registrations of one object, by property identifier. Guarded by `RegistrarState.table`.
struct ObserverTable: ~Copyable {
  /// One property's registrations, in order; most properties have one observer, kept inline.
  typealias List = SmallArray<Registration>

  /// Lists for identifiers below `PropertySet.bitCapacity`, indexed by identifier.
  private var dense: [List] = []
  /// Lists for larger identifiers (properties past the 63rd, key paths).
  private var sparse: [Int: List] = [:]
  private(set) var keyPathIDs: [KeyPathKey: Int] = [:]
  /// The last slow-path write of each property, for scopes that read it before their observer was installed.
  private var lastWrites: [Int: WriteMark] = [:]
  /// Registrations that want `didSet`, over all lists: lets `willSet` skip the second pass.
  private var didSetRegistrations = 0
  var isDead = false

  init() {}

  mutating func markWrite(_ mark: WriteMark) { lastWrites[mark.id] = mark }

  func lastWrite(_ id: Int) -> WriteMark? { lastWrites[id] }

  mutating func id(for keyPath: KeyPathKey) -> Int {
    if let id = keyPathIDs[keyPath] { return id }
    let id = PropertySet.firstKeyPathID + keyPathIDs.count
    keyPathIDs[keyPath] = id
    return id
  }

  /// Adds a registration; the table takes over its reference to the observer.
  ///
  /// One-shot observers that fired elsewhere are not removed from every list they were in; before a list
  /// grows, its finished registrations are dropped into `purged` (so a list holds at most twice its live
  /// registrations, and appending stays amortized constant time).
  mutating func append(_ registration: Registration, to id: Int, purging purged: inout ObserverBatch) {
    if registration.phases.contains(.didSet) { didSetRegistrations += 1 }
    if id < PropertySet.bitCapacity {
      if dense.count <= id {
        // Properties are usually first read in declaration order: grow geometrically, not one at a time.
        dense.reserveCapacity(Swift.max(id + 1, Swift.min(dense.count * 2, PropertySet.bitCapacity), 4))
        while dense.count <= id { dense.append(List()) }
      }
      if dense[id].isFull { Self.dropFinished(&dense[id], &didSetRegistrations, into: &purged) }
      dense[id].append(registration)
    } else {
      if let list = sparse[id], list.isFull {
        Self.dropFinished(&sparse[id]!, &didSetRegistrations, into: &purged)
      }
      sparse[id, default: List()].append(registration)
    }
  }

  private static func dropFinished(_ list: inout List, _ didSets: inout Int, into purged: inout ObserverBatch) {
    list.filter { registration in
      let (finished, oneShot) = registration.observer._withUnsafeGuaranteedRef { ($0.isFinished, $0.isOneShot) }
      guard finished else { return true }
      if registration.phases.contains(.didSet) { didSets -= 1 }
      if oneShot {
        // A finished one-shot observer gave up its closure when it fired: releasing it runs no user code,
        // so it can happen under the lock.
        registration.observer.release()
      } else {
        purged.append(registration.observer, notify: false)
      }
      return false
    }
  }

  private func hasRegistrations(_ id: Int) -> Bool {
    if id < PropertySet.bitCapacity { return id < dense.count && !dense[id].isEmpty }
    return !sparse.isEmpty
  }

  /// Removes the observer from the list of `id`, moving its references into `removed`. Returns the mask
  /// bit to clear, or 0.
  mutating func remove(_ observer: ObjectIdentifier, from id: Int, into removed: inout ObserverBatch) -> UInt {
    withList(id) { list, didSets in
      list.filter { registration in
        guard registration.identity == observer else { return true }
        if registration.phases.contains(.didSet) { didSets -= 1 }
        removed.append(registration.observer, notify: false)
        return false
      }
    }
  }

  /// Moves the observers of `id` due for `phase` into `due`. One-shot observers are consumed at their last
  /// phase (their registration's reference moves to `due`); continuous ones, and one-shot ones that still
  /// want a `didSet`, stay and `due` takes a reference of its own; finished ones are dropped. Returns
  /// whether a `didSet` pass is needed and the mask bit to clear.
  ///
  /// A property with no observers (its bit set by a scope that read it and has not installed its observer;
  /// the write's mark tells that scope) has its bit cleared, so that later writes take the fast path again.
  mutating func takeDue(_ id: Int, phase: Tracking.Options, into due: inout ObserverBatch) -> (Bool, UInt) {
    if phase == .willSet, !hasRegistrations(id) { return (didSetRegistrations > 0, PropertySet.maskBit(for: id)) }
    if phase == .didSet, didSetRegistrations == 0 { return (false, 0) }
    let cleared = withList(id) { list, didSets in
      list.filter { registration in
        let (finished, oneShot) = registration.observer._withUnsafeGuaranteedRef { ($0.isFinished, $0.isOneShot) }
        let wanted = !finished && registration.phases.contains(phase)
        // A one-shot registration ends with its last phase: its `willSet` keeps it for the `didSet` it wants.
        let ends = phase == .didSet || !registration.phases.contains(.didSet)
        if finished || (wanted && oneShot && ends) {
          if registration.phases.contains(.didSet) { didSets -= 1 }
          due.append(registration.observer, notify: wanted)
          return false
        }
        if wanted { due.append(registration.observer.retain(), notify: true) }
        return true
      }
    }
    return (didSetRegistrations > 0, cleared)
  }

  /// Empties every list, moving each observer's references into `observers`: the first one to notify,
  /// the others only to release.
  mutating func removeAllObservers(into observers: inout ObserverBatch) {
    var seen = Set<ObjectIdentifier>()
    func collect(_ list: List) {
      list.forEach { registration in
        observers.append(registration.observer, notify: seen.insert(registration.identity).inserted)
      }
    }
    dense.forEach(collect)
    sparse.values.forEach(collect)
    dense = []
    sparse = [:]
    didSetRegistrations = 0
  }

  deinit {
    // Lists still hold references when the state goes away while observed (its object is alive only
    // until then, so this happens only through `removeAllObservers`, which empties them). Be safe anyway.
    for list in dense { list.forEach { $0.observer.release() } }
    for list in sparse.values { list.forEach { $0.observer.release() } }
  }

  /// Runs `body` on the list of `id` in place; returns the mask bit to clear when the list is left empty.
  private mutating func withList(_ id: Int, _ body: (inout List, inout Int) -> Void) -> UInt {
    if id < PropertySet.bitCapacity {
      guard id < dense.count, !dense[id].isEmpty else { return 0 }
      body(&dense[id], &didSetRegistrations)
      return dense[id].isEmpty ? PropertySet.maskBit(for: id) : 0
    }
    guard sparse[id] != nil else { return 0 }
    body(&sparse[id]!, &didSetRegistrations)
    guard sparse[id]!.isEmpty else { return 0 }
    sparse[id] = nil
    // Identifiers past the bits share the mask's top bit: clear it only when none of them is observed.
    return sparse.isEmpty ? PropertySet.maskBit(for: id) : 0
  }
}
