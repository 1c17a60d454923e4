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
  /// 3. the object's `_ObservationBridge` (its `ObservationRegistrar`): 0 until it is first read;
  /// 4. the class's `ObservationForwarding`, for the operations below that know only `Tracked`: 0 until first
  ///    needed, 1 when the class is not observable.
  @usableFromInline let _words: UnsafeMutablePointer<UInt>

  /// Creates a registrar for one object.
  public init() {
    _words = .allocate(capacity: 5)
    _words.initialize(repeating: 0, count: 5)
  }

  deinit {
    if let state = existingStateReference {
      state._withUnsafeGuaranteedRef { $0.subjectDidDeinit() }
      state.release()  // The reference taken in `state(for:)`.
    }
    // Observation's registrar goes with it; as for an `@Observable` object, its observers are dropped.
    // (Two calls, not a loop over an array literal: that array was a heap allocation in every deinit.)
    Self.releaseObject(in: _words + 3)
    Self.releaseObject(in: _words + 4)
    _words.deallocate()
  }

  /// Releases the object whose address `word` holds, if any (0 is none, 1 is "not observable").
  private static func releaseObject(in word: UnsafeMutablePointer<UInt>) {
    let object = lookout_load_acquire(word)
    if object > 1 { Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(bitPattern: object).unsafelyUnwrapped).release() }
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
    forwardAccess(subject, keyPath: keyPath)
  }

  /// Notifies the observers of `subject`'s property at `keyPath` that it is about to change.
  public func willSet<Subject: Tracked, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
    _ = forwardWillSet(subject, keyPath: keyPath)
    guard let state = existingState, let id = state.existingID(for: keyPath) else { return }
    _ = state.willSet(id, keyPath: keyPath)
  }

  /// Notifies the `didSet` observers of `subject`'s property at `keyPath` that it has changed.
  public func didSet<Subject: Tracked, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
    if let state = existingState, let id = state.existingID(for: keyPath) {
      state.didSet(id, keyPath: keyPath)
    }
    forwardDidSet(subject, keyPath: keyPath)
  }

  /// Runs `mutation` between the `willSet` and `didSet` notifications of `subject`'s property at `keyPath`.
  public func withMutation<Subject: Tracked, Member, Result, Failure: Error>(
    of subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ mutation: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let observed = forwardWillSet(subject, keyPath: keyPath)
    defer { if observed { forwardDidSet(subject, keyPath: keyPath) } }
    guard let state = existingState, let id = state.existingID(for: keyPath) else { return try mutation() }
    let needsDidSet = state.willSet(id, keyPath: keyPath)
    defer { if needsDidSet { state.didSet(id, keyPath: keyPath) } }
    return try mutation()
  }

  // MARK: - Entry points for `@Tracked` accessors (Lookout's part; Observation's is in
  // TrackingRegistrar+Observation.swift)

  /// Whether the property numbered `index` has observers, Lookout's or Observation's. Inlined into every
  /// generated setter.
  @inlinable @inline(__always)
  public func _isObserved(_ index: Int) -> Bool {
    (lookout_load_word(_words) | lookout_load_word(_words + 2)) & (1 << UInt(Swift.min(index, 63))) != 0
  }

  /// Records a read of the property numbered `index` for the Lookout scope open on this thread, then reads
  /// it with `read`. The getter calls it only when a scope is open somewhere, and returns its result: keeping
  /// the read inside this call is what lets the fast path skip retaining the object.
  @inline(never)
  public func _read<Subject: Tracked, Value>(_ subject: Subject, _ index: Int, _ read: (Subject) -> Value) -> Value {
    AccessRecorder.withCurrentIfRecording { recorder in
      recorder.record(state(for: subject), index)
    }
    return read(subject)
  }

  /// Performs `mutation` on `subject` between Lookout's `willSet` and `didSet` notifications of the property
  /// numbered `index`. The generated setter calls it only when that property is observed.
  @inline(never)
  public func _mutate<Subject: Tracked, Member>(
    _ subject: Subject, _ index: Int, _ keyPath: () -> KeyPath<Subject, Member>, _ name: StaticString,
    _ mutation: (Subject) -> Void
  ) {
    guard let state = existingStateReference else { return mutation(subject) }
    state._withUnsafeGuaranteedRef { state in
      let needsDidSet = state.willSet(index, keyPath: keyPath(), name: name)
      mutation(subject)
      if needsDidSet { state.didSet(index, keyPath: keyPath(), name: name) }
    }
  }

  /// Start of an in-place mutation (`_modify`) of the property numbered `index`: records the read and
  /// notifies Lookout's `willSet`. Returns whether ``_endModify(_:_:_:_:needsDidSet:)`` must notify `didSet`.
  @inline(never)
  public func _beginModify<Subject: Tracked, Member>(
    _ subject: Subject, _ index: Int, _ keyPath: () -> KeyPath<Subject, Member>, _ name: StaticString,
    recordingRead: Bool = true
  ) -> Bool {
    if recordingRead, _trackingScopeIsOpen {
      AccessRecorder.withCurrentIfRecording { recorder in
        recorder.record(state(for: subject), index)
      }
    }
    guard let state = existingStateReference else { return false }
    return state._withUnsafeGuaranteedRef { $0.willSet(index, keyPath: keyPath(), name: name) }
  }

  /// End of an in-place mutation: notifies Lookout's `didSet` when ``_beginModify(_:_:_:_:)`` said so.
  @inline(never)
  public func _endModify<Subject: Tracked, Member>(
    _ subject: Subject, _ index: Int, _ keyPath: () -> KeyPath<Subject, Member>, _ name: StaticString,
    needsDidSet: Bool
  ) {
    guard needsDidSet else { return }
    existingStateReference?._withUnsafeGuaranteedRef { $0.didSet(index, keyPath: keyPath(), name: name) }
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
