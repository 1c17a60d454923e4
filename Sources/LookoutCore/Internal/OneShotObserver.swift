/// The observer behind ``withTracking(_:onChange:)``: fires at most once, for the first event it hears.
/// "At most once" holds under any number of concurrent writers: the caller is whoever moves the phase from
/// `armed` to `finished`.
///
/// Firing does not visit the other objects the tracking read: their lists drop the finished observer the
/// next time they are written or grow (see `ObserverTable`). The closure is released as it fires, so what
/// it captured does not wait for that.
final class OneShotObserver: TrackingObserver, @unchecked Sendable {
  enum Handler {
    case plain(@Sendable () -> Void)
    case event(@Sendable (TrackingEvent) -> Void)
  }

  /// Read and cleared only by the thread that finishes the observer (the phase's exchange orders it).
  private nonisolated(unsafe) var handler: Handler?
  private let wantsDeinit: Bool

  private init(handler: Handler, wantsDeinit: Bool) {
    self.handler = handler
    self.wantsDeinit = wantsDeinit
    super.init(isOneShot: true)
  }

  /// Installs a one-shot observer of everything in `reads`. Nothing holds it but the property lists it is in:
  /// once it fired, or every object it watched died, it goes away.
  @discardableResult
  static func install(_ reads: ArraySlice<AccessEntry>, options: TrackingOptions, handler: Handler) -> OneShotObserver {
    let observer = OneShotObserver(handler: handler, wantsDeinit: options.contains(.deinit))
    let phases = options.intersection([.willSet, .didSet])
    for index in reads.indices {
      let entry = reads[index]
      _ = entry.state.register(observer, for: entry.properties, phases: phases.isEmpty ? .willSet : phases)
    }
    return observer
  }

  /// Stops waiting: the observer will not fire, and its closure is released now. Lists drop it lazily.
  func cancel() {
    if finishIfArmed() { handler = nil }
  }

  override func receive(from state: RegistrarState, id: Int, event: () -> TrackingEvent) {
    fire(event)
  }

  override func subjectDidDeinit(_ state: RegistrarState, event: TrackingEvent) {
    // Observation's semantics: a dying object drops the tracking without calling it.
    if wantsDeinit { fire { event } }
  }

  private func fire(_ event: () -> TrackingEvent) {
    guard finishIfArmed(), let handler = handler.take() else { return }
    switch handler {
    case .plain(let onChange): onChange()
    case .event(let onChange): onChange(event())
    }
  }
}
