/// The observer behind ``withTracking(_:onChange:)`` and ``withTracking(options:_:onChange:)``: it finishes
/// at its first change, as SE-0506 defines it. With `.willSet` alone (and the plain form) that is the first
/// `willSet`; with `.didSet`, the first `didSet`, each `willSet` before it delivered too when asked for;
/// `.deinit` events are delivered without finishing. "At most once" holds for the finishing event under any
/// number of concurrent writers: the caller is whoever moves the phase from `armed` to `finished`.
///
/// Finishing does not visit the other objects the tracking read: their lists drop the finished observer the
/// next time they are written or grow (see `ObserverTable`). The closure is released as it finishes, so what
/// it captured does not wait for that.
final class OneShotObserver: TrackingObserver, CancellableTracking, @unchecked Sendable {
  enum Handler {
    case plain(@Sendable () -> Void)
    case event(@Sendable (Tracking.Event) -> Void)
  }

  /// Read and cleared by the thread that finishes the observer (the phase's exchange orders it), and, for a
  /// tracking that also delivers without finishing, under `handlerLock`.
  private nonisolated(unsafe) var handler: Handler?
  private let options: Tracking.Options
  private let handlerLock: Locked<Void>?

  private init(handler: Handler, options: Tracking.Options) {
    self.handler = handler
    self.options = options
    let deliversWithoutFinishing = options.contains(.deinit) || options.isSuperset(of: [.willSet, .didSet])
    handlerLock = deliversWithoutFinishing ? Locked(()) : nil
    super.init(isOneShot: true)
  }

  /// Installs a one-shot observer of everything in `reads`, which the scope of `reader` made. Nothing holds
  /// it but the property lists it is in: once it finished, or every object it watched died, it goes away. A
  /// write another thread made to something read, before this, is delivered now.
  @discardableResult
  static func install(
    _ reads: ArraySlice<AccessEntry>, options: Tracking.Options, handler: Handler, reader: ObjectIdentifier
  ) -> OneShotObserver {
    let observer = OneShotObserver(handler: handler, options: options)
    let phases = options.intersection([.willSet, .didSet])
    var missed: Tracking.Event?
    for index in reads.indices {
      let entry = reads[index]
      let registering = entry.state.register(observer, for: entry.properties, phases: phases, readAt: entry.version, by: reader)
      if missed == nil, let mark = registering.missedWrite {
        missed = Tracking.Event(missed: mark, of: entry.state, wanting: options)
      }
    }
    if let missed { observer.deliver(missed.kind) { missed } }
    return observer
  }

  /// Stops waiting: the observer will not deliver again, and its closure is released now. Lists drop it lazily.
  func cancel() {
    if finishIfArmed() { withHandler { $0 = nil } }
  }

  override func receive(from state: RegistrarState, id: Int, kind: Tracking.Event.Kind, event: () -> Tracking.Event) {
    deliver(kind, event)
  }

  override func subjectDidDeinit(_ state: RegistrarState, event: Tracking.Event) {
    // Observation's semantics: a dying object drops the tracking without calling it, unless asked.
    if options.contains(.deinit) { deliver(event.kind) { event } }
  }

  /// Delivers an event of `kind`, made by `event` only for a handler that takes it.
  private func deliver(_ kind: Tracking.Event.Kind, _ event: () -> Tracking.Event) {
    let finishes = !(kind == .deinit || (kind == .willSet && options.contains(.didSet)))
    let handler: Handler?
    if finishes {
      guard finishIfArmed() else { return }
      handler = withHandler { $0.take() }
    } else {
      guard !isFinished else { return }
      handler = withHandler { $0 }
    }
    switch handler {
    case .plain(let onChange): onChange()
    case .event(let onChange): onChange(event().delivered(to: self))
    case nil: return
    }
  }

  private func withHandler<Result>(_ body: (inout Handler?) -> Result) -> Result {
    guard let handlerLock else { return body(&handler) }
    return handlerLock.withLock { _ in body(&handler) }
  }
}

extension Tracking.Event {
  /// The event for a write a scope missed while it ran: a `willSet` unless only `didSet` is wanted.
  init(missed mark: WriteMark, of state: RegistrarState, wanting options: Tracking.Options) {
    self.init(
      kind: options.contains(.willSet) || !options.contains(.didSet) ? .willSet : .didSet,
      subject: state.subject, keyPath: mark.keyPath, propertyName: mark.name)
  }
}
