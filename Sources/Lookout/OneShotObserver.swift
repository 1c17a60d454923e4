import Synchronization

/// The observer behind ``withTracking(_:onChange:)``: fires at most once, for the first event it hears,
/// then unregisters everywhere. "At most once" holds under any number of concurrent writers: the caller
/// is whoever moves the phase to `finished`.
final class OneShotObserver: TrackingObserver, @unchecked Sendable {
  enum Handler {
    case plain(@Sendable () -> Void)
    case event(@Sendable (TrackingEvent) -> Void)
  }

  private let onChange: (@Sendable () -> Void)?
  private let onEvent: (@Sendable (TrackingEvent) -> Void)?
  private let wantsDeinit: Bool
  /// Written once by the installing thread before it arms the observer; read afterwards only by the thread
  /// that fires an armed observer (the phase's acquire/release orders the two).
  private nonisolated(unsafe) var registrations = SmallArray<Registered>()

  private init(handler: Handler, wantsDeinit: Bool) {
    switch handler {
    case .plain(let closure):
      onChange = closure
      onEvent = nil
    case .event(let closure):
      onChange = nil
      onEvent = closure
    }
    self.wantsDeinit = wantsDeinit
    super.init(isOneShot: true, phase: Phase.installing)
  }

  /// Installs a one-shot observer of everything in `reads`.
  ///
  /// Nothing holds the observer but the property lists it is in: once it fired, or every object it watched
  /// died, it is released together with its closure.
  static func install(_ reads: some Sequence<AccessEntry>, options: TrackingOptions, handler: Handler) {
    let observer = OneShotObserver(handler: handler, wantsDeinit: options.contains(.deinit))
    let phases = options.intersection([.willSet, .didSet])
    observer.registrations = register(observer, for: reads, phases: phases.isEmpty ? .willSet : phases)
    let (armed, _) = observer.phase.compareExchange(
      expected: Phase.installing, desired: Phase.armed, ordering: .acquiringAndReleasing)
    if !armed {
      // A writer on another thread fired it while we were registering: remove what is left.
      unregister(observer, from: observer.registrations)
    }
  }

  override func receive(from state: RegistrarState, id: Int, event: () -> TrackingEvent) {
    fire(from: state, onlyID: id, event)
  }

  override func subjectDidDeinit(_ state: RegistrarState, event: TrackingEvent) {
    // Observation's semantics: a dying object drops the tracking without calling it.
    if wantsDeinit { fire(from: state, onlyID: nil) { event } }
  }

  /// Calls the handler if this call is the one that finishes the observer, then unregisters it from every
  /// list but the one that delivered the event (`state`'s list for `onlyID`, or all of a dead `state`'s).
  private func fire(from state: RegistrarState, onlyID: Int?, _ event: () -> TrackingEvent) {
    var current = phase.load(ordering: .acquiring)
    while current != Phase.finished {
      let (exchanged, original) = phase.compareExchange(
        expected: current, desired: Phase.finished, ordering: .acquiringAndReleasing)
      if exchanged { break }
      current = original
    }
    guard current != Phase.finished else { return }
    if let onChange {
      onChange()
    } else if let onEvent {
      onEvent(event())
    }
    guard current == Phase.armed else { return }  // Still installing: the installer cleans up.
    let delivered = onlyID.map(PropertySet.init)
    registrations.forEach { registration in
      if registration.state === state, delivered == nil || registration.properties == delivered { return }
      registration.state.unregister(self, from: registration.properties)
    }
  }
}
