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
/// Unlike Observation's, "once" holds under concurrent writers: exactly one of them calls `onChange`.
public func withTracking<Result, Failure: Error>(
  _ apply: () throws(Failure) -> Result,
  onChange: @autoclosure () -> @Sendable () -> Void
) throws(Failure) -> Result {
  let recorder = AccessRecorder.current
  recorder.open()
  let result: Result
  do {
    result = try apply()
  } catch {
    recorder.discard()
    throw error
  }
  recorder.close { reads in
    if !reads.isEmpty { OneShotObserver.install(reads, options: .willSet, handler: .plain(onChange())) }
  }
  return result
}

/// Runs `apply`, recording every tracked property it reads, and calls `onChange` once, for the first
/// event among `options`.
///
/// With `.didSet`, `onChange` runs after the new value is stored, so it can read it:
///
/// ```swift
/// withTracking(options: .didSet) {
///     label.text = model.title
/// } onChange: { event in
///     print("now", model.title)   // the new title
/// }
/// ```
///
/// With `.deinit`, the death of an object `apply` read also counts as an event. The event says which object
/// and which property.
public func withTracking<Result, Failure: Error>(
  options: TrackingOptions,
  _ apply: () throws(Failure) -> Result,
  onChange: @escaping @Sendable (TrackingEvent) -> Void
) throws(Failure) -> Result {
  let (result, reads) = try recordingReads(apply)
  if !reads.isEmpty {
    OneShotObserver.install(reads[...], options: options, handler: .event(onChange))
  }
  return result
}

/// Runs `body` inside a tracking scope on this thread and returns what it read.
func recordingReads<Result, Failure: Error>(
  _ body: () throws(Failure) -> Result
) throws(Failure) -> (Result, [AccessEntry]) {
  let recorder = AccessRecorder.current
  recorder.open()
  let result: Result
  do {
    result = try body()
  } catch {
    recorder.discard()
    throw error
  }
  return (result, recorder.close { Array($0) })
}
