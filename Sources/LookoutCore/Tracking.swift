/// Lookout's tracking vocabulary, nested as SE-0506 nests Observation's under `ObservationTracking`:
/// ``Options`` (which events a tracking wants), ``Event`` (what happened) and ``Token`` (a continuous tracking).
public enum Tracking {
  /// Which events a tracking wants: SE-0506's `ObservationTracking.Options`.
  public struct Options: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Before a tracked property's new value is stored: reads see the old value.
    public static let willSet = Options(rawValue: 1 << 0)
    /// After the new value is stored: reads see the new value.
    public static let didSet = Options(rawValue: 1 << 1)
    /// When an object that was read is deinitialised.
    public static let `deinit` = Options(rawValue: 1 << 2)
  }
}
