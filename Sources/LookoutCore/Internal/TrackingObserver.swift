import LookoutShims

/// Something registered on tracked objects' properties: a one-shot tracking or one run of a continuous
/// tracking. Subclasses decide what an event does.
class TrackingObserver: @unchecked Sendable {
  enum Phase {
    static let armed: UInt = 1
    static let finished: UInt = 2
  }

  /// `Phase.armed`, then `finished` for good. Written once here, then only through the atomics of
  /// LookoutShims at its address, which is the start of the object's stored properties: it must stay the
  /// first stored property of this root class.
  private var phaseWord: UInt
  /// A one-shot observer is removed from a property's list when it is notified.
  let isOneShot: Bool

  init(isOneShot: Bool) {
    phaseWord = Phase.armed
    self.isOneShot = isOneShot
  }

  private var phaseAddress: UnsafeMutableRawPointer { _getUnsafePointerToStoredProperties(self) }

  /// Whether the observer will never act again; lists drop finished observers when they next see them.
  var isFinished: Bool { lookout_load_acquire(phaseAddress) == Phase.finished }

  func markFinished() { lookout_store_release(phaseAddress, Phase.finished) }

  /// Moves the observer from armed to finished; returns whether this call did it (exactly one caller does,
  /// however many threads race).
  func finishIfArmed() -> Bool {
    lookout_compare_exchange(phaseAddress, Phase.armed, Phase.finished) == Phase.armed
  }

  /// A `willSet` or `didSet` (`kind`) of property `id` of the object behind `state`, delivered on the
  /// mutating thread with no lock held. `event` builds the event on demand.
  func receive(from state: RegistrarState, id: Int, kind: Tracking.Event.Kind, event: () -> Tracking.Event) {}

  /// An object this observer is registered on died; its registrations there are already gone.
  func subjectDidDeinit(_ state: RegistrarState, event: Tracking.Event) {}
}

/// Registers `observer` for every entry of `reads`, which the scope of `reader` made; returns the
/// registrations that took (objects that died in the meantime refuse) and a write another thread made to
/// something read before this, as the event to deliver (see `RegistrarState`).
func register(
  _ observer: TrackingObserver, for reads: ArraySlice<AccessEntry>, phases: Tracking.Options, reader: ObjectIdentifier
) -> (registered: SmallArray<Registered>, missed: Tracking.Event?) {
  var registered = SmallArray<Registered>()
  var missed: Tracking.Event?
  for index in reads.indices {
    let entry = reads[index]
    let registering = entry.state.register(observer, for: entry.properties, phases: phases, readAt: entry.version, by: reader)
    if registering.registered {
      registered.append(Registered(state: entry.state, properties: entry.properties))
    }
    if missed == nil, let mark = registering.missedWrite {
      missed = Tracking.Event(missed: mark, of: entry.state, wanting: phases)
    }
  }
  return (registered, missed)
}

/// Removes `observer` from everything in `registrations`.
func unregister(_ observer: TrackingObserver, from registrations: SmallArray<Registered>) {
  registrations.forEach { registration in
    registration.state.unregister(observer, from: registration.properties)
  }
}
