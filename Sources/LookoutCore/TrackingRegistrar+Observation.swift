import LookoutShims

#if canImport(Observation)
import Observation

/// The accessors `@Tracked` generates for a class Observation sees (the default) call these where
/// Observation exists: each read is told to Observation, typed by the class and inlined into it, as an
/// `@Observable` class tells its registrar, and each write of a property Observation may observe is wrapped
/// in Observation's `willSet`/`didSet`. Lookout's own scopes and observers are served out of line.
///
/// Observation offers no way to know whether one of its scopes is open, so every read pays for asking it
/// (its `access` reads its thread-local scope). A property Observation was asked about is marked (word 2 of
/// the registrar), so writes to it reach Observation, and others skip it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension TrackingRegistrar {
  /// A read of the property numbered `index`, whose key path `cache` keeps (or `keyPath` makes).
  @inlinable @inline(__always)
  public func _observedRead<Subject: Tracked & Observable, Member>(
    _ subject: Subject, _ index: Int, _ cache: _KeyPathCache?, _ keyPath: () -> KeyPath<Subject, Member>
  ) {
    if _trackingScopeIsOpen { _read(subject, index) { _ in () } }
    let bridge = _bridge
    _markSeenByObservation(index)
    cache.withKeyPath(keyPath) { path in bridge._withUnsafeGuaranteedRef { $0.registrar.access(subject, keyPath: path) } }
  }

  /// A write of the property numbered `index` by `mutation`, between Observation's and Lookout's
  /// notifications. The generated setter calls it only when the property is observed by either.
  @inlinable @inline(__always)
  public func _observedMutate<Subject: Tracked & Observable, Member>(
    _ subject: Subject, _ index: Int, _ cache: _KeyPathCache?, _ keyPath: () -> KeyPath<Subject, Member>,
    _ name: StaticString, _ mutation: (Subject) -> Void
  ) {
    guard _isSeenByObservation(index), let bridge = _existingBridge else {
      return _mutate(subject, index, keyPath, name, mutation)
    }
    let lookoutObserves = lookout_load_word(_words) & (1 << UInt(Swift.min(index, 63))) != 0
    cache.withKeyPath(keyPath) { path in
      bridge._withUnsafeGuaranteedRef { bridge in
        bridge.registrar.withMutation(of: subject, keyPath: path) {
          if lookoutObserves { _mutate(subject, index, { path }, name, mutation) } else { mutation(subject) }
        }
      }
    }
  }

  /// Start of an in-place mutation (`_modify`): the read (Observation's `_modify` reads too), then the
  /// `willSet`s. Returns what ``_observedEndModify(_:_:_:_:_:_:)`` must notify: bit 0 Lookout's `didSet`, bit 1
  /// Observation's.
  @inlinable @inline(__always)
  public func _observedBeginModify<Subject: Tracked & Observable, Member>(
    _ subject: Subject, _ index: Int, _ cache: _KeyPathCache?, _ keyPath: () -> KeyPath<Subject, Member>,
    _ name: StaticString
  ) -> UInt8 {
    _observedRead(subject, index, cache, keyPath)
    var notified: UInt8 = 0
    if _isSeenByObservation(index), let bridge = _existingBridge {
      cache.withKeyPath(keyPath) { path in bridge._withUnsafeGuaranteedRef { $0.registrar.willSet(subject, keyPath: path) } }
      notified |= 2
    }
    if _beginModify(subject, index, keyPath, name, recordingRead: false) { notified |= 1 }
    return notified
  }

  /// End of an in-place mutation: the `didSet`s its start announced.
  @inlinable @inline(__always)
  public func _observedEndModify<Subject: Tracked & Observable, Member>(
    _ subject: Subject, _ index: Int, _ cache: _KeyPathCache?, _ keyPath: () -> KeyPath<Subject, Member>,
    _ name: StaticString, _ notified: UInt8
  ) {
    guard notified != 0 else { return }
    _endModify(subject, index, keyPath, name, needsDidSet: notified & 1 != 0)
    if notified & 2 != 0, let bridge = _existingBridge {
      cache.withKeyPath(keyPath) { path in bridge._withUnsafeGuaranteedRef { $0.registrar.didSet(subject, keyPath: path) } }
    }
  }

  /// The object's bridge, made the first time.
  @inlinable @inline(__always)
  var _bridge: Unmanaged<_ObservationBridge> {
    let word = lookout_load_acquire(_words + 3)
    if word != 0 { return Unmanaged<_ObservationBridge>.fromOpaque(UnsafeRawPointer(bitPattern: word).unsafelyUnwrapped) }
    return _makeBridge()
  }

  /// The object's bridge, if it has one already, without retaining it.
  @inlinable @inline(__always)
  var _existingBridge: Unmanaged<_ObservationBridge>? {
    let word = lookout_load_acquire(_words + 3)
    guard word != 0 else { return nil }
    return Unmanaged<_ObservationBridge>.fromOpaque(UnsafeRawPointer(bitPattern: word).unsafelyUnwrapped)
  }

  @usableFromInline @inline(never)
  func _makeBridge() -> Unmanaged<_ObservationBridge> {
    let made = Unmanaged.passRetained(_ObservationBridge())  // The registrar's reference, given back in `deinit`.
    let winner = lookout_compare_exchange(_words + 3, 0, UInt(bitPattern: made.toOpaque()))
    if winner == 0 { return made }
    made.release()  // Another thread made one first.
    return Unmanaged<_ObservationBridge>.fromOpaque(UnsafeRawPointer(bitPattern: winner).unsafelyUnwrapped)
  }

  /// The class's forwarding, made the first time; `nil` for a class Observation does not see.
  func forwarding<Subject: Tracked>(of type: Subject.Type) -> ObservationForwarding? {
    let word = lookout_load_acquire(_words + 4)
    if word > 1 { return Unmanaged<ObservationForwarding>.fromOpaque(UnsafeRawPointer(bitPattern: word).unsafelyUnwrapped).takeUnretainedValue() }
    if word == 1 { return nil }
    guard let made = Subject._observationBridge() as? ObservationForwarding else {
      _ = lookout_compare_exchange(_words + 4, 0, 1)
      return nil
    }
    let retained = Unmanaged.passRetained(made)
    if lookout_compare_exchange(_words + 4, 0, UInt(bitPattern: retained.toOpaque())) != 0 { retained.release() }
    return forwarding(of: type)
  }

  /// Marks the property numbered `index` as one Observation may observe, before telling Observation of the
  /// read, so that a write after Observation installs its observers always sees the mark.
  @inlinable @inline(__always)
  func _markSeenByObservation(_ index: Int) {
    let bit: UInt = 1 << UInt(Swift.min(index, 63))
    if lookout_load_word(_words + 2) & bit == 0 { lookout_word_set_bits(_words + 2, bit) }
  }

  @inlinable @inline(__always)
  func _isSeenByObservation(_ index: Int) -> Bool {
    lookout_load_word(_words + 2) & (1 << UInt(Swift.min(index, 63))) != 0
  }
}
#endif

// MARK: - The registrar's own operations, for callers that know only `Tracked`

extension TrackingRegistrar {
  /// Observation's `access` for the public ``access(_:keyPath:)`` (hand-written storage). Key-path
  /// properties share the mask's top bit.
  func forwardAccess<Subject: Tracked, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
    #if canImport(Observation)
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *), let forwarding = forwarding(of: Subject.self) else { return }
    _markSeenByObservation(PropertySet.bitCapacity)
    _bridge._withUnsafeGuaranteedRef { forwarding.access($0, subject, keyPath: keyPath) }
    #endif
  }

  /// Observation's `willSet`, when Observation may observe key-path properties; returns whether it was told.
  func forwardWillSet<Subject: Tracked, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) -> Bool {
    #if canImport(Observation)
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *), _isSeenByObservation(PropertySet.bitCapacity),
          let bridge = _existingBridge, let forwarding = forwarding(of: Subject.self) else { return false }
    bridge._withUnsafeGuaranteedRef { forwarding.willSet($0, subject, keyPath: keyPath) }
    return true
    #else
    return false
    #endif
  }

  /// Observation's `didSet`, likewise.
  func forwardDidSet<Subject: Tracked, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
    #if canImport(Observation)
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *), _isSeenByObservation(PropertySet.bitCapacity),
          let bridge = _existingBridge, let forwarding = forwarding(of: Subject.self) else { return }
    bridge._withUnsafeGuaranteedRef { forwarding.didSet($0, subject, keyPath: keyPath) }
    #endif
  }
}
