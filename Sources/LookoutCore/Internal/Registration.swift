/// One observer's interest in some properties of one object, as stored in the object's observer lists.
///
/// A plain value: the list owns one reference to the observer, taken in `ObserverTable.append` and given up
/// when the registration is removed (after the lock is released, since it may be the last reference).
struct Registration: @unchecked Sendable {
  let observer: Unmanaged<TrackingObserver>
  /// The subset of `.willSet` and `.didSet` the observer wants for these properties.
  let phases: Tracking.Options

  var identity: ObjectIdentifier { ObjectIdentifier(observer.takeUnretainedValue()) }
}

/// The properties of one object an observer is registered for: what it must unregister when it stops.
struct Registered: Sendable {
  let state: RegistrarState
  let properties: PropertySet
}

/// The object-level reads of a tracking scope: one entry per object, with the properties read and the
/// object's write version at the first of them (writes after it, by other threads, were missed).
struct AccessEntry: Sendable {
  let state: RegistrarState
  var properties: PropertySet
  var version: UInt
}
