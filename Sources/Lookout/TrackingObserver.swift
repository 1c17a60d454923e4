import Synchronization

/// Something registered on tracked objects' properties: a one-shot tracking or one run of a continuous
/// tracking. Subclasses decide what an event does.
class TrackingObserver: @unchecked Sendable {
  /// A one-shot observer is removed from a property's list when it is notified.
  let isOneShot: Bool
  private let finished = Atomic(false)

  init(isOneShot: Bool) {
    self.isOneShot = isOneShot
  }

  /// Whether the observer will never act again; lists drop finished observers when they next see them.
  var isFinished: Bool { finished.load(ordering: .acquiring) }

  func markFinished() { finished.store(true, ordering: .releasing) }

  /// A `willSet` or `didSet` event for a property this observer is registered for, delivered on the
  /// mutating thread with no lock held.
  func receive(_ event: TrackingEvent, from state: RegistrarState) {}

  /// An object this observer is registered on died; its registrations there are already gone.
  func subjectDidDeinit(_ state: RegistrarState, event: TrackingEvent) {}
}

/// Registers `observer` for every entry of `plan`; returns the registrations that took (objects that died
/// in the meantime refuse).
func register(_ observer: TrackingObserver, for plan: [AccessEntry], phases: TrackingOptions) -> [Registered] {
  var registered: [Registered] = []
  registered.reserveCapacity(plan.count)
  for entry in plan where entry.state.register(observer, for: entry.properties, phases: phases) {
    registered.append(Registered(state: entry.state, properties: entry.properties))
  }
  return registered
}

/// Removes `observer` from everything in `registrations`.
func unregister(_ observer: TrackingObserver, from registrations: [Registered]) {
  for registration in registrations {
    registration.state.unregister(observer, from: registration.properties)
  }
}
