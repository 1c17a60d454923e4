/// One observer's interest in the properties of one object.
struct Registration {
  let observer: TrackingObserver
  /// The subset of `.willSet` and `.didSet` the observer wants for these properties.
  let phases: TrackingOptions
}

/// The properties of one object an observer is registered for: what it must unregister when it stops.
struct Registered {
  let state: RegistrarState
  let properties: PropertySet
}

/// The object-level reads of a tracking scope: one entry per object, with the properties read.
struct AccessEntry {
  let state: RegistrarState
  var properties: PropertySet
}
