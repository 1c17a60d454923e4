import Synchronization

/// Something registered on tracked objects' properties: a one-shot tracking or one run of a continuous
/// tracking. Subclasses decide what an event does.
class TrackingObserver: @unchecked Sendable {
  enum Phase {
    static let armed: UInt8 = 1
    static let finished: UInt8 = 2
  }

  /// A one-shot observer is removed from a property's list when it is notified.
  let isOneShot: Bool
  /// `Phase.armed`, then `finished` for good.
  let phase: Atomic<UInt8>

  init(isOneShot: Bool, phase: UInt8) {
    self.isOneShot = isOneShot
    self.phase = Atomic(phase)
  }

  /// Whether the observer will never act again; lists drop finished observers when they next see them.
  var isFinished: Bool { phase.load(ordering: .acquiring) == Phase.finished }

  func markFinished() { phase.store(Phase.finished, ordering: .releasing) }

  /// A `willSet` or `didSet` of property `id` of the object behind `state`, delivered on the mutating thread
  /// with no lock held. `event` builds the event description on demand.
  func receive(from state: RegistrarState, id: Int, event: () -> TrackingEvent) {}

  /// An object this observer is registered on died; its registrations there are already gone.
  func subjectDidDeinit(_ state: RegistrarState, event: TrackingEvent) {}
}

/// Registers `observer` for every entry of `reads`; returns the registrations that took (objects that died
/// in the meantime refuse).
func register(
  _ observer: TrackingObserver, for reads: ArraySlice<AccessEntry>, phases: TrackingOptions
) -> SmallArray<Registered> {
  var registered = SmallArray<Registered>()
  for index in reads.indices {
    let entry = reads[index]
    if entry.state.register(observer, for: entry.properties, phases: phases) {
      registered.append(Registered(state: entry.state, properties: entry.properties))
    }
  }
  return registered
}

/// Removes `observer` from everything in `registrations`.
func unregister(_ observer: TrackingObserver, from registrations: SmallArray<Registered>) {
  registrations.forEach { registration in
    registration.state.unregister(observer, from: registration.properties)
  }
}
