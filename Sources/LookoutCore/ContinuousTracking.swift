extension Tracking {
  /// Keeps a continuous tracking running; cancels it on ``cancel()`` or when the last reference goes
  /// (SE-0506's `ObservationTracking.Token`, as a class: copies share one tracking).
  public final class Token: Sendable {
    private let tracking: ContinuousTracking

    init(_ tracking: ContinuousTracking) { self.tracking = tracking }

    /// Stops the tracking: `body` is not called again, and everything it captured is released.
    public func cancel() { tracking.cancel() }

    deinit { tracking.cancel() }
  }
}

/// Calls `body` now and again after every change to what it read, until the returned token is cancelled or
/// released.
///
/// Each call re-records what `body` reads, so the tracked properties follow the code path it takes. With
/// `.didSet` (the default) `body` runs after the new value is stored and reads it; with `.willSet` it runs
/// before; with `.deinit` it also runs when an object it read dies. The event says what happened.
///
/// ```swift
/// let token = withContinuousTracking { event in
///     print("count is", model.count)   // prints now, then after every change
/// }
/// ```
///
/// `body` runs on the thread that made the change. Calls are serialized: a change made while `body` runs on
/// another thread makes it run once more afterwards (so does a change to something it read, made while it
/// ran); a change `body` makes itself does not re-trigger it. `event.cancel()` stops the tracking.
///
/// SE-0506's `withContinuousObservation` runs its closure later, on the closure's isolation, and defaults to
/// `.willSet` (by then the value is stored); this one runs at once, on the writing thread, so its default,
/// `.didSet`, is what reads the new value.
public func withContinuousTracking(
  options: Tracking.Options = .didSet,
  _ body: @escaping @Sendable (Tracking.Event) -> Void
) -> Tracking.Token {
  let tracking = ContinuousTracking(options: options, body: body)
  tracking.run(.initial)
  return Tracking.Token(tracking)
}

/// The engine behind ``withContinuousTracking(options:_:)``.
final class ContinuousTracking: CancellableTracking, @unchecked Sendable {
  /// One run's registrations: a fresh observer per run, so replacing them never removes the new ones.
  final class Generation: TrackingObserver, @unchecked Sendable {
    let tracking: ContinuousTracking
    init(_ tracking: ContinuousTracking) {
      self.tracking = tracking
      super.init(isOneShot: false)
    }
    override func receive(from state: RegistrarState, id: Int, kind: Tracking.Event.Kind, event: () -> Tracking.Event) {
      tracking.run(event())
    }
    override func subjectDidDeinit(_ state: RegistrarState, event: Tracking.Event) {
      tracking.subjectDidDeinit(state, event: event, generation: self)
    }
  }

  private struct State {
    var body: (@Sendable (Tracking.Event) -> Void)?
    var generation: Generation?
    var registrations = SmallArray<Registered>()
    /// The thread running `body`, if any, known by its access recorder (one per thread).
    var runner: ObjectIdentifier?
    /// An event that arrived from another thread while `body` ran: run again when done.
    var pendingEvent: Tracking.Event?
  }

  let options: Tracking.Options
  private let state: Locked<State>

  init(options: Tracking.Options, body: @escaping @Sendable (Tracking.Event) -> Void) {
    self.options = options
    state = Locked(State(body: body))
  }

  func cancel() {
    let (generation, registrations, body) = state.withLock { state in
      defer {
        state.body = nil
        state.generation = nil
        state.registrations = SmallArray()
        state.pendingEvent = nil
      }
      return (state.generation, state.registrations, state.body)
    }
    generation?.markFinished()
    if let generation { unregister(generation, from: registrations) }
    _ = body  // Released here, outside the lock.
  }

  func subjectDidDeinit(_ state: RegistrarState, event: Tracking.Event, generation: Generation) {
    self.state.withLock { current in
      if current.generation === generation { current.registrations.filter { $0.state !== state } }
    }
    if options.contains(.deinit) { run(event) }
  }

  /// Runs `body` for `event` and replaces the registrations with what it read, unless a run is under way.
  func run(_ event: Tracking.Event) {
    let me = ObjectIdentifier(AccessRecorder.current)
    let body = state.withLock { state -> (@Sendable (Tracking.Event) -> Void)? in
      guard let body = state.body else { return nil }
      if let runner = state.runner {
        // A change made by `body` itself is not a new event; one from elsewhere runs it again afterwards.
        if runner != me { state.pendingEvent = event }
        return nil
      }
      state.runner = me
      return body
    }
    guard var body else { return }
    var event = event
    while true {
      let generation = Generation(self)
      let delivered = event.delivered(to: self)
      var registered = SmallArray<Registered>()
      var missed: Tracking.Event?
      withTrackingScope({ body(delivered) }) { reads, reader in
        (registered, missed) = register(generation, for: reads, phases: options.intersection([.willSet, .didSet]), reader: reader)
      }
      let next = state.withLock { state -> (retired: (Generation?, SmallArray<Registered>), again: Tracking.Event?, body: (@Sendable (Tracking.Event) -> Void)?) in
        guard state.body != nil else {
          state.runner = nil
          return ((generation, registered), nil, nil)  // Cancelled while running: undo the new ones.
        }
        let retired = (state.generation, state.registrations)
        state.generation = generation
        state.registrations = registered
        // A change from another thread while `body` ran: to what it had read before (pending), or to what it
        // read this time before the registration took (missed).
        let again = state.pendingEvent ?? missed
        state.pendingEvent = nil
        if again == nil { state.runner = nil }
        return (retired, again, state.body)
      }
      next.retired.0?.markFinished()
      if let old = next.retired.0 { unregister(old, from: next.retired.1) }
      guard let again = next.again, let nextBody = next.body else { return }
      event = again
      body = nextBody
    }
  }
}
