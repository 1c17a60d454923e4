import LookoutShims

/// Whether a tracking scope is open on any thread: the first check of every tracked getter.
///
/// A relaxed load the optimizer may treat as pure, so an inlined getter pays about one nanosecond when no
/// scope is open. Used by code that `@Tracked` generates; not meant to be called directly.
@inlinable @inline(__always)
public var _trackingScopeIsOpen: Bool { lookout_open_scopes() != 0 }

/// The per-object hub that ``Tracked()`` classes report their reads and writes to.
///
/// `@Tracked` adds one to every class it expands. Write your own only to make storage that is not a stored
/// property tracked, for example a value kept in `UserDefaults`:
///
/// ```swift
/// @Tracked final class Settings {
///     @Untracked private let defaults = UserDefaults.standard
///     var theme: String {
///         get { access(keyPath: \.theme); return defaults.string(forKey: "theme") ?? "system" }
///         set { withMutation(keyPath: \.theme) { defaults.set(newValue, forKey: "theme") } }
///     }
/// }
/// ```
///
/// Every operation reaches Lookout's observers and, for a class that `@Tracked` made observable (the default),
/// Apple's Observation too, so `withObservationTracking` and SwiftUI see the same reads and writes.
///
/// A registrar allocates four words when it is created, and the rest only once something observes its
/// object. It is not copyable: keep it in a `let` of the object it serves.
public struct TrackingRegistrar: ~Copyable, @unchecked Sendable {
  /// Four words of its own (a registrar is a value, without a stable address for atomics), changed only
  /// through the atomics of LookoutShims:
  /// 0. the mask of the properties that have Lookout observers;
  /// 1. the address of the object's `RegistrarState` (0 until Lookout first observes the object);
  /// 2. the mask of the properties Observation may observe: set when a read is forwarded to it, never
  ///    cleared (Observation does not say when its observers go);
  /// 3. the object's `_ObservationBridge`: 0 until first needed, 1 when the class has none.
  @usableFromInline let _words: UnsafeMutablePointer<UInt>

  /// Creates a registrar for one object.
  public init() {
    _words = .allocate(capacity: 4)
    _words.initialize(repeating: 0, count: 4)
  }

  deinit {
    if let state = existingStateReference {
      state._withUnsafeGuaranteedRef { $0.subjectDidDeinit() }
      state.release()  // The reference taken in `state(for:)`.
    }
    // Observation's registrar goes with it; as for an `@Observable` object, its observers are dropped.
    existingBridgeReference?.release()
    _words.deallocate()
  }

  // MARK: - Public API (the same four operations as Observation's registrar)

  /// Records that `subject`'s property at `keyPath` was read, for the tracking scope open on this thread.
  public func access<Subject: Tracked, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
    if _trackingScopeIsOpen {
      AccessRecorder.withCurrentIfRecording { recorder in
        let state = state(for: subject)
        recorder.record(state, state.id(for: keyPath))
      }
    }
    forwardAccess(subject, PropertySet.bitCapacity, keyPath)
  }

  /// Notifies the observers of `subject`'s property at `keyPath` that it is about to change.
  public func willSet<Subject: Tracked, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
    withBridgeIfSeen(PropertySet.bitCapacity) { $0.willSet(subject, keyPath: keyPath) }
    guard let state = existingState, let id = state.existingID(for: keyPath) else { return }
    _ = state.willSet(id, keyPath: keyPath)
  }

  /// Notifies the `didSet` observers of `subject`'s property at `keyPath` that it has changed.
  public func didSet<Subject: Tracked, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
    if let state = existingState, let id = state.existingID(for: keyPath) {
      state.didSet(id, keyPath: keyPath)
    }
    withBridgeIfSeen(PropertySet.bitCapacity) { $0.didSet(subject, keyPath: keyPath) }
  }

  /// Runs `mutation` between the `willSet` and `didSet` notifications of `subject`'s property at `keyPath`.
  public func withMutation<Subject: Tracked, Member, Result, Failure: Error>(
    of subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ mutation: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let observed = withBridgeIfSeen(PropertySet.bitCapacity) { $0.willSet(subject, keyPath: keyPath) }
    defer { if observed { withBridgeIfSeen(PropertySet.bitCapacity) { $0.didSet(subject, keyPath: keyPath) } } }
    guard let state = existingState, let id = state.existingID(for: keyPath) else { return try mutation() }
    let needsDidSet = state.willSet(id, keyPath: keyPath)
    defer { if needsDidSet { state.didSet(id, keyPath: keyPath) } }
    return try mutation()
  }

  // MARK: - Entry points for `@Tracked` accessors

  /// Whether the property numbered `index` has observers, Lookout's or Observation's. Inlined into every
  /// generated setter.
  @inlinable @inline(__always)
  public func _isObserved(_ index: Int) -> Bool {
    (lookout_load_word(_words) | lookout_load_word(_words + 2)) & (1 << UInt(Swift.min(index, 63))) != 0
  }

  /// Records a read of the property numbered `index`, then reads it with `read`: the getter of a class
  /// that only Lookout observes (`@Tracked(observable: false)`).
  ///
  /// The generated getter calls this only when a scope is open somewhere, and returns its result: keeping
  /// the read inside this call is what lets the fast path skip retaining the object.
  @inline(never)
  public func _access<Subject: Tracked, Value>(
    _ subject: Subject, _ index: Int, _ read: (Subject) -> Value
  ) -> Value {
    AccessRecorder.withCurrentIfRecording { recorder in
      recorder.record(state(for: subject), index)
    }
    return read(subject)
  }

  /// Records a read of the property numbered `index` for Lookout's open scopes and Observation's: the getter
  /// of a class that Observation observes too (the default). Observation offers no way to know whether one
  /// of its scopes is open, so every read pays for asking it.
  @inline(never)
  public func _read<Subject: Tracked, Member>(
    _ subject: Subject, _ index: Int, _ cache: _KeyPathCache?, _ keyPath: () -> KeyPath<Subject, Member>
  ) {
    if _trackingScopeIsOpen {
      AccessRecorder.withCurrentIfRecording { recorder in
        recorder.record(state(for: subject), index)
      }
    }
    forwardAccess(subject, index, cache, keyPath)
  }

  /// Performs `mutation` on `subject` between the `willSet` and `didSet` notifications of the property
  /// numbered `index`. The generated setter calls this only when that property is observed.
  @inline(never)
  public func _mutate<Subject: Tracked, Member>(
    _ subject: Subject, _ index: Int, _ cache: _KeyPathCache?, _ keyPath: () -> KeyPath<Subject, Member>,
    _ name: StaticString, _ mutation: (Subject) -> Void
  ) {
    let observationKeyPath = isSeenByObservation(index) ? cache.keyPath(keyPath) : nil
    if let observationKeyPath { withBridge { $0.willSet(subject, keyPath: observationKeyPath) } }
    if let state = existingStateReference {
      state._withUnsafeGuaranteedRef { state in
        let needsDidSet = state.willSet(index, keyPath: observationKeyPath ?? cache.keyPath(keyPath), name: name)
        mutation(subject)
        if needsDidSet { state.didSet(index, keyPath: observationKeyPath ?? cache.keyPath(keyPath), name: name) }
      }
    } else {
      mutation(subject)
    }
    if let observationKeyPath { withBridge { $0.didSet(subject, keyPath: observationKeyPath) } }
  }

  /// What ``_beginModify(_:_:_:_:)`` notified, for ``_endModify(_:_:_:_:_:)``.
  public struct _Modify: Sendable {
    let lookoutDidSet: Bool
    let observation: Bool
  }

  /// Start of an in-place mutation (`_modify`) of the property numbered `index`: records the read (for
  /// Lookout's scopes and Observation's) and notifies `willSet`.
  @inline(never)
  public func _beginModify<Subject: Tracked, Member>(
    _ subject: Subject, _ index: Int, _ cache: _KeyPathCache?, _ keyPath: () -> KeyPath<Subject, Member>,
    _ name: StaticString
  ) -> _Modify {
    if _trackingScopeIsOpen {
      AccessRecorder.withCurrentIfRecording { recorder in
        recorder.record(state(for: subject), index)
      }
    }
    let path = cache.keyPath(keyPath)
    forwardAccess(subject, index, path)
    let observation = withBridgeIfSeen(index) { $0.willSet(subject, keyPath: path) }
    guard let state = existingStateReference else { return _Modify(lookoutDidSet: false, observation: observation) }
    let lookoutDidSet = state._withUnsafeGuaranteedRef { $0.willSet(index, keyPath: path, name: name) }
    return _Modify(lookoutDidSet: lookoutDidSet, observation: observation)
  }

  /// End of an in-place mutation: notifies `didSet` where ``_beginModify(_:_:_:_:)`` notified `willSet`.
  @inline(never)
  public func _endModify<Subject: Tracked, Member>(
    _ subject: Subject, _ index: Int, _ cache: _KeyPathCache?, _ keyPath: () -> KeyPath<Subject, Member>,
    _ name: StaticString, _ modify: _Modify
  ) {
    guard modify.lookoutDidSet || modify.observation else { return }
    let path = cache.keyPath(keyPath)
    if modify.lookoutDidSet {
      existingStateReference?._withUnsafeGuaranteedRef { $0.didSet(index, keyPath: path, name: name) }
    }
    if modify.observation { withBridge { $0.didSet(subject, keyPath: path) } }
  }

  // MARK: - Observation

  /// Tells Observation that `subject`'s property at `keyPath` (numbered `index`) was read, once the class's
  /// bridge exists. Marks the property first, so that a write after Observation installs its observers
  /// always sees the mark.
  @inline(__always)
  private func forwardAccess<Subject: Tracked, Member>(_ subject: Subject, _ index: Int, _ keyPath: KeyPath<Subject, Member>) {
    forwardAccess(subject, index, nil) { keyPath }
  }

  @inline(__always)
  private func forwardAccess<Subject: Tracked, Member>(
    _ subject: Subject, _ index: Int, _ cache: _KeyPathCache?, _ keyPath: () -> KeyPath<Subject, Member>
  ) {
    guard let bridge = bridgeReference(for: Subject.self) else { return }
    let bit: UInt = 1 << UInt(Swift.min(index, 63))
    if lookout_load_word(_words + 2) & bit == 0 { lookout_word_set_bits(_words + 2, bit) }
    let path = cache.keyPath(keyPath)
    bridge._withUnsafeGuaranteedRef { $0.access(subject, keyPath: path) }
  }

  /// Whether a read of the property numbered `index` was forwarded to Observation.
  @inline(__always)
  private func isSeenByObservation(_ index: Int) -> Bool {
    lookout_load_word(_words + 2) & (1 << UInt(Swift.min(index, 63))) != 0
  }

  /// Calls `body` with the object's bridge if Observation may observe the property numbered `index`;
  /// returns whether it did.
  @discardableResult @inline(__always)
  private func withBridgeIfSeen(_ index: Int, _ body: (_ObservationBridge) -> Void) -> Bool {
    guard isSeenByObservation(index), let bridge = existingBridgeReference else { return false }
    bridge._withUnsafeGuaranteedRef(body)
    return true
  }

  @inline(__always)
  private func withBridge(_ body: (_ObservationBridge) -> Void) {
    existingBridgeReference?._withUnsafeGuaranteedRef(body)
  }

  /// The object's bridge, if it has one already, without retaining it.
  private var existingBridgeReference: Unmanaged<_ObservationBridge>? {
    let word = lookout_load_acquire(_words + 3)
    guard word > 1 else { return nil }
    return Unmanaged<_ObservationBridge>.fromOpaque(UnsafeRawPointer(bitPattern: word).unsafelyUnwrapped)
  }

  /// The object's bridge, made the first time it is needed; `nil` for a class Observation does not see.
  @inline(__always)
  private func bridgeReference<Subject: Tracked>(for type: Subject.Type) -> Unmanaged<_ObservationBridge>? {
    let word = lookout_load_acquire(_words + 3)
    if word > 1 { return Unmanaged<_ObservationBridge>.fromOpaque(UnsafeRawPointer(bitPattern: word).unsafelyUnwrapped) }
    if word == 1 { return nil }
    return makeBridge(for: type)
  }

  @inline(never)
  private func makeBridge<Subject: Tracked>(for type: Subject.Type) -> Unmanaged<_ObservationBridge>? {
    guard let bridge = Subject._observationBridge() else {
      _ = lookout_compare_exchange(_words + 3, 0, 1)
      return existingBridgeReference
    }
    let made = Unmanaged.passRetained(bridge)  // The registrar's reference, given back in `deinit`.
    let winner = lookout_compare_exchange(_words + 3, 0, UInt(bitPattern: made.toOpaque()))
    if winner == 0 { return made }
    made.release()  // Another thread made one first.
    return existingBridgeReference
  }

  // MARK: - State

  /// The object's observer state, if something observed it, without retaining it.
  private var existingStateReference: Unmanaged<RegistrarState>? {
    UnsafeRawPointer(bitPattern: lookout_load_acquire(_words + 1)).map { Unmanaged<RegistrarState>.fromOpaque($0) }
  }

  var existingState: RegistrarState? { existingStateReference?.takeUnretainedValue() }

  /// The object's observer state, created the first time it is needed.
  func state(for subject: some Tracked) -> RegistrarState {
    if let state = existingState { return state }
    let created = RegistrarState(subject: ObjectIdentifier(subject), mask: _words)
    let address = UInt(bitPattern: Unmanaged.passUnretained(created).toOpaque())
    let winner = lookout_compare_exchange(_words + 1, 0, address)
    if winner == 0 {
      _ = Unmanaged.passRetained(created)  // The registrar's reference, given back in `deinit`.
      return created
    }
    return Unmanaged<RegistrarState>.fromOpaque(UnsafeRawPointer(bitPattern: winner).unsafelyUnwrapped).takeUnretainedValue()
  }
}
