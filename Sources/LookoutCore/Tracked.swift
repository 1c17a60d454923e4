/// A class whose stored properties report reads and writes to a ``TrackingRegistrar``.
///
/// Don't conform by hand: a conformance adds no tracking. Write `@Tracked` on the class instead, which adds
/// this conformance together with the registrar and the accessors.
public protocol Tracked: AnyObject {}
