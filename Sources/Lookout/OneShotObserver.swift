import Synchronization

/// The observer behind ``withTracking(_:onChange:)``: fires at most once, for the first event it hears,
/// then unregisters everywhere. "At most once" holds under any number of concurrent writers.
final class OneShotObserver: TrackingObserver, @unchecked Sendable {
  enum Handler {
    case plain(@Sendable () -> Void)
    case event(@Sendable (TrackingEvent) -> Void)
  }

  private struct Pending {
    /// `nil` once fired or abandoned: whoever takes it is the one caller.
    var handler: Handler?
    var registrations: [Registered] = []
    /// Set when installation finished storing `registrations`.
    var isInstalled = false
  }

  private let pending: Mutex<Pending>
  private let wantsDeinit: Bool

  private init(handler: Handler, wantsDeinit: Bool) {
    pending = Mutex(Pending(handler: handler))
    self.wantsDeinit = wantsDeinit
    super.init(isOneShot: true)
  }

  /// Installs a one-shot observer of everything in `plan`.
  static func install(_ plan: [AccessEntry], options: TrackingOptions, handler: Handler) {
    let observer = OneShotObserver(handler: handler, wantsDeinit: options.contains(.deinit))
    let phases = options.intersection([.willSet, .didSet])
    let registered = register(observer, for: plan, phases: phases.isEmpty ? .willSet : phases)
    let fired = observer.pending.withLock { pending -> Bool in
      guard pending.handler != nil else { return true }
      pending.registrations = registered
      pending.isInstalled = true
      if registered.isEmpty { pending.handler = nil }  // Every object died before we got there.
      return false
    }
    if fired {
      // A writer on another thread fired it while we were still registering: undo what is left.
      unregister(observer, from: registered)
    }
  }

  override func receive(_ event: TrackingEvent, from state: RegistrarState) {
    fire(event)
  }

  override func subjectDidDeinit(_ state: RegistrarState, event: TrackingEvent) {
    if wantsDeinit { return fire(event) }
    // Apple's semantics: a dying object drops the tracking without calling it. Once no object is left,
    // release the closure (and what it captured).
    let abandoned = pending.withLock { pending -> Handler? in
      pending.registrations.removeAll { $0.state === state }
      guard pending.isInstalled, pending.registrations.isEmpty else { return nil }
      defer { pending.handler = nil }
      return pending.handler
    }
    if abandoned != nil { markFinished() }
  }

  private func fire(_ event: TrackingEvent) {
    let (handler, registrations) = pending.withLock { pending in
      defer {
        pending.handler = nil
        pending.registrations = []
      }
      return (pending.handler, pending.registrations)
    }
    guard let handler else { return }
    markFinished()
    switch handler {
    case .plain(let onChange): onChange()
    case .event(let onChange): onChange(event)
    }
    unregister(self, from: registrations)
  }
}
