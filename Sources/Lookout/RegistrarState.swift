import LookoutShims
import Synchronization

/// The observers of one tracked object.
///
/// Created the first time the object is read inside a tracking scope (or registered by key path), kept alive
/// by the object's registrar and by every tracking that read it. The header word it owns is the
/// observed-property mask that inlined setters test before doing anything else.
final class RegistrarState: @unchecked Sendable {
  /// The object this state serves.
  let subject: ObjectIdentifier
  /// Two words: the observed-property mask, then this object's address. The registrar points at it.
  private let header: UnsafeMutablePointer<UInt>
  private let table = Mutex(ObserverTable())

  init(subject: ObjectIdentifier) {
    self.subject = subject
    header = .allocate(capacity: 2)
    header.initialize(to: 0)
    (header + 1).initialize(to: 0)
    (header + 1).pointee = UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque())
  }

  deinit {
    header.deinitialize(count: 2)
    header.deallocate()
  }

  var headerAddress: UInt { UInt(bitPattern: header) }

  /// The state whose header is at `address`.
  static func fromHeader(_ address: UInt) -> RegistrarState {
    let words = UnsafePointer<UInt>(bitPattern: address).unsafelyUnwrapped
    let object = UnsafeRawPointer(bitPattern: words[1]).unsafelyUnwrapped
    return Unmanaged<RegistrarState>.fromOpaque(object).takeUnretainedValue()
  }

  /// The observed-property mask (for tests and diagnostics).
  var observedMask: UInt { lookout_load_word(header) }

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

  /// Registers `observer` for `properties`. Returns `false` when the object is already gone.
  func register(_ observer: TrackingObserver, for properties: PropertySet, phases: TrackingOptions) -> Bool {
    table.withLock { table in
      guard !table.isDead else { return false }
      let registration = Registration(observer: observer, phases: phases)
      var bits: UInt = 0
      properties.forEach { id in
        table.append(registration, to: id)
        bits |= PropertySet.maskBit(for: id)
      }
      lookout_word_set_bits(header, bits)
      return true
    }
  }

  /// Removes every registration of `observer` for `properties`.
  func unregister(_ observer: TrackingObserver, from properties: PropertySet) {
    table.withLock { table in
      guard !table.isDead else { return }
      var cleared: UInt = 0
      properties.forEach { id in
        cleared |= table.remove(observer, from: id)
      }
      if cleared != 0 { lookout_word_clear_bits(header, cleared) }
    }
  }

  // MARK: Notification

  /// Notifies the `willSet` observers of property `id`, on this thread, before the value changes.
  /// Returns whether a `didSet` pass is needed.
  func willSet(_ id: Int, keyPath: @autoclosure () -> AnyKeyPath) -> Bool {
    var due = ContiguousArray<Registration>()
    let needsDidSet = table.withLock { table in
      let (taken, needsDidSet, cleared) = table.takeWillSet(id)
      if cleared != 0 { lookout_word_clear_bits(header, cleared) }
      due = taken
      return needsDidSet
    }
    deliver(due, kind: .willSet, keyPath: keyPath)
    return needsDidSet
  }

  /// Notifies the `didSet` observers of property `id`, after the value changed.
  func didSet(_ id: Int, keyPath: @autoclosure () -> AnyKeyPath) {
    let due = table.withLock { table in
      let (taken, cleared) = table.takeDidSet(id)
      if cleared != 0 { lookout_word_clear_bits(header, cleared) }
      return taken
    }
    deliver(due, kind: .didSet, keyPath: keyPath)
  }

  private func deliver(
    _ due: ContiguousArray<Registration>, kind: TrackingEvent.Kind, keyPath: () -> AnyKeyPath
  ) {
    guard !due.isEmpty else { return }
    let event = TrackingEvent(kind: kind, subject: subject, keyPath: keyPath())
    for registration in due {
      registration.observer.receive(event, from: self)
    }
  }

  /// The object died: drop every registration and tell each observer once.
  func subjectDidDeinit() {
    let observers = table.withLock { table in
      table.isDead = true
      return table.removeAllObservers()
    }
    let event = TrackingEvent(kind: .deinit, subject: subject, keyPath: nil)
    for observer in observers {
      observer.subjectDidDeinit(self, event: event)
    }
  }
}

/// The registrations of one object, by property identifier. Guarded by `RegistrarState.table`.
struct ObserverTable: ~Copyable {
  typealias List = ContiguousArray<Registration>

  /// Lists for identifiers below `PropertySet.bitCapacity`, indexed by identifier.
  private var dense: [List] = []
  /// Lists for larger identifiers (properties past the 63rd, key paths).
  private var sparse: [Int: List] = [:]
  private(set) var keyPathIDs: [KeyPathKey: Int] = [:]
  /// Registrations that want `didSet`, over all lists: lets `willSet` skip the second pass.
  private var didSetRegistrations = 0
  /// Non-empty lists in `sparse`: they share the mask's top bit.
  private var nonEmptySparseLists = 0
  var isDead = false

  init() {}

  mutating func id(for keyPath: KeyPathKey) -> Int {
    if let id = keyPathIDs[keyPath] { return id }
    let id = PropertySet.firstKeyPathID + keyPathIDs.count
    keyPathIDs[keyPath] = id
    return id
  }

  mutating func append(_ registration: Registration, to id: Int) {
    if registration.phases.contains(.didSet) { didSetRegistrations += 1 }
    if id < PropertySet.bitCapacity {
      if dense.count <= id { dense.append(contentsOf: repeatElement(List(), count: id + 1 - dense.count)) }
      dense[id].append(registration)
    } else {
      if sparse[id, default: []].isEmpty { nonEmptySparseLists += 1 }
      sparse[id, default: []].append(registration)
    }
  }

  /// Removes `observer` from the list of `id`; returns the mask bit to clear, or 0.
  mutating func remove(_ observer: TrackingObserver, from id: Int) -> UInt {
    guard var list = take(id) else { return 0 }
    list.removeAll { registration in
      guard registration.observer === observer else { return false }
      if registration.phases.contains(.didSet) { didSetRegistrations -= 1 }
      return true
    }
    return put(list, for: id)
  }

  /// Takes the registrations of `id` due for `willSet`. One-shot observers are consumed; observers that have
  /// finished are dropped. Returns them, whether a `didSet` pass is needed, and the mask bit to clear.
  mutating func takeWillSet(_ id: Int) -> (ContiguousArray<Registration>, Bool, UInt) {
    guard var list = take(id) else { return ([], didSetRegistrations > 0, 0) }
    var due = List()
    if list.allSatisfy({ $0.observer.isOneShot && $0.phases == .willSet }) {
      // The common case (one-shot trackings such as `withTracking`): hand over the whole list.
      swap(&due, &list)
      due.removeAll { $0.observer.isFinished }
    } else {
      list.removeAll { registration in
        if registration.observer.isFinished {
          if registration.phases.contains(.didSet) { didSetRegistrations -= 1 }
          return true
        }
        guard registration.phases.contains(.willSet) else { return false }
        due.append(registration)
        guard registration.observer.isOneShot else { return false }
        if registration.phases.contains(.didSet) { didSetRegistrations -= 1 }
        return true
      }
    }
    let cleared = put(list, for: id)
    return (due, didSetRegistrations > 0, cleared)
  }

  /// Takes the registrations of `id` due for `didSet`, consuming one-shot observers.
  mutating func takeDidSet(_ id: Int) -> (ContiguousArray<Registration>, UInt) {
    guard didSetRegistrations > 0, var list = take(id) else { return ([], 0) }
    var due = List()
    list.removeAll { registration in
      if registration.observer.isFinished {
        if registration.phases.contains(.didSet) { didSetRegistrations -= 1 }
        return true
      }
      guard registration.phases.contains(.didSet) else { return false }
      due.append(registration)
      guard registration.observer.isOneShot else { return false }
      didSetRegistrations -= 1
      return true
    }
    let cleared = put(list, for: id)
    return (due, cleared)
  }

  /// Empties every list and returns each observer once.
  mutating func removeAllObservers() -> [TrackingObserver] {
    var seen = Set<ObjectIdentifier>()
    var observers: [TrackingObserver] = []
    func collect(_ list: List) {
      for registration in list where seen.insert(ObjectIdentifier(registration.observer)).inserted {
        observers.append(registration.observer)
      }
    }
    dense.forEach(collect)
    sparse.values.forEach(collect)
    dense = []
    sparse = [:]
    didSetRegistrations = 0
    nonEmptySparseLists = 0
    return observers
  }

  // MARK: List storage

  /// Moves the list of `id` out of the table (leaving an empty one), or returns nil when it is empty.
  private mutating func take(_ id: Int) -> List? {
    if id < PropertySet.bitCapacity {
      guard id < dense.count, !dense[id].isEmpty else { return nil }
      var list = List()
      swap(&list, &dense[id])
      return list
    }
    guard let list = sparse.removeValue(forKey: id), !list.isEmpty else { return nil }
    nonEmptySparseLists -= 1
    return list
  }

  /// Puts a list taken with `take` back. Returns the mask bit to clear when the list is now empty.
  private mutating func put(_ list: List, for id: Int) -> UInt {
    if id < PropertySet.bitCapacity {
      dense[id] = list
      return list.isEmpty ? PropertySet.maskBit(for: id) : 0
    }
    if list.isEmpty {
      return nonEmptySparseLists == 0 ? PropertySet.maskBit(for: id) : 0
    }
    sparse[id] = list
    nonEmptySparseLists += 1
    return 0
  }
}

/// A key path as a dictionary key inside the lock. Key paths are immutable, so sharing one is safe.
struct KeyPathKey: Hashable, @unchecked Sendable {
  let keyPath: AnyKeyPath
  init(_ keyPath: AnyKeyPath) { self.keyPath = keyPath }
}
