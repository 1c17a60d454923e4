/// Runs `apply`, recording every tracked property it reads, and calls `onChange` once, when one of them is
/// about to change.
///
/// The semantics are those of Observation's `withObservationTracking(_:onChange:)`:
/// - `onChange` runs synchronously on the thread making the change, before the new value is stored (reading
///   the property there gives the old value). Use ``withTracking(options:_:onChange:)`` with `.didSet` to
///   read the new value instead.
/// - One call covers every object and property `apply` read, through key-path chains (`order.customer.name`
///   tracks `order.customer` and `customer.name`) and computed properties (tracked through what they read).
/// - A scope nested in `apply` also reports its reads here.
/// - If `apply` reads nothing, nothing is installed and the `onChange` autoclosure is never evaluated.
///
/// Unlike Observation's, "once" holds under concurrent writers (exactly one of them calls `onChange`), and a
/// write another thread makes to what `apply` read, while `apply` still runs, is not lost: `onChange` runs as
/// the tracking is installed.
public func withTracking<Result, Failure: Error>(
  _ apply: () throws(Failure) -> Result,
  onChange: @autoclosure () -> @Sendable () -> Void
) throws(Failure) -> Result {
  try withTrackingScope(apply) { reads, reader in
    if !reads.isEmpty { OneShotObserver.install(reads, options: .willSet, handler: .plain(onChange()), reader: reader) }
  }
}

/// Runs `apply`, recording every tracked property it reads, and calls `onChange` for the first change among
/// `options`, as SE-0506's `withObservationTracking(options:_:onChange:)` does.
///
/// - `.willSet`: once, before the first change is stored.
/// - `.didSet`: once, after the first change is stored, so the handler can read the new value:
///
///   ```swift
///   withTracking(options: .didSet) {
///       label.text = model.title
///   } onChange: { event in
///       print("now", model.title)   // the new title
///   }
///   ```
/// - `[.willSet, .didSet]`: the `willSet` of the first change, then its `didSet`, which ends the tracking;
///   `event.cancel()` in the `willSet` handler suppresses the `didSet`.
/// - `.deinit`: also when an object `apply` read is deinitialised (without ending the tracking).
///
/// `event.matches(\Model.title)` says which property changed.
public func withTracking<Result, Failure: Error>(
  options: Tracking.Options,
  _ apply: () throws(Failure) -> Result,
  onChange: @escaping @Sendable (Tracking.Event) -> Void
) throws(Failure) -> Result {
  try withTrackingScope(apply) { reads, reader in
    if !reads.isEmpty { OneShotObserver.install(reads, options: options, handler: .event(onChange), reader: reader) }
  }
}

/// The one tracking scope every form of tracking opens (`withTracking`, its option-taking form, continuous
/// tracking and `TrackedValues`): reads are recorded on this thread while it is open, and handed, with the
/// scope's reader identity, to whoever installs observers for them.
struct TrackingScope {
  private let recorder: AccessRecorder

  /// Opens a scope on this thread.
  static func open() -> TrackingScope {
    let recorder = AccessRecorder.current
    recorder.open()
    return TrackingScope(recorder: recorder)
  }

  /// Closes the scope, passing what it read (one entry per object) and who read it to `install`.
  func close<Result>(_ install: (ArraySlice<AccessEntry>, ObjectIdentifier) -> Result) -> Result {
    recorder.close { install($0, ObjectIdentifier(recorder)) }
  }

  /// Closes the scope, forgetting what it read (its body threw).
  func abandon() { recorder.discard() }
}

/// Runs `body` inside a tracking scope, then `install` with what it read.
func withTrackingScope<Result, Failure: Error>(
  _ body: () throws(Failure) -> Result, install: (ArraySlice<AccessEntry>, ObjectIdentifier) -> Void
) throws(Failure) -> Result {
  let scope = TrackingScope.open()
  let result: Result
  do {
    result = try body()
  } catch {
    scope.abandon()
    throw error
  }
  scope.close(install)
  return result
}

/// ``withTracking(_:onChange:)`` for a caller that may drop the tracking before it fires: LookoutSwiftUI's
/// tracking view, whose body can run again (its parent changed) while the previous evaluation's tracking is
/// still armed. Returns `apply`'s result and a way to cancel the tracking (`nil` when `apply` read nothing);
/// cancelled, `onChange` is not called and what it captured is released.
package func withCancellableTracking<Result>(
  _ apply: () -> Result, onChange: @autoclosure () -> @Sendable () -> Void
) -> (result: Result, cancel: (@Sendable () -> Void)?) {
  var observer: OneShotObserver?
  let result = withTrackingScope(apply) { reads, reader in
    if !reads.isEmpty { observer = OneShotObserver.install(reads, options: .willSet, handler: .plain(onChange()), reader: reader) }
  }
  guard let observer else { return (result, nil) }
  return (result, { observer.cancel() })
}
