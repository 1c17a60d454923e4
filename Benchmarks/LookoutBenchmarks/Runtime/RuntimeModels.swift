import Lookout
import Observation

// The same model four times: Observation's `@Observable`, Lookout's `@Tracked` (seen by Observation too, the
// default), `@Tracked(observable: false)` (Lookout's alone) and a plain class.

@Observable final class ObservedBox {
  var count = 0
  var a = 0
  var b = 0
  var c = 0
  var d = 0
}

@Tracked final class TrackedBox {
  var count = 0
  var a = 0
  var b = 0
  var c = 0
  var d = 0
}

@Tracked(observable: false) final class LookoutOnlyBox {
  var count = 0
  var a = 0
  var b = 0
  var c = 0
  var d = 0
}

final class PlainBox {
  var count = 0
  var a = 0
  var b = 0
  var c = 0
  var d = 0
}

/// The operations the runtime benchmark needs, implemented once per model.
protocol BenchmarkBox: AnyObject {
  init()
  var count: Int { get set }
  var a: Int { get set }
  var b: Int { get set }
  var c: Int { get set }
  var d: Int { get set }
  /// Runs `apply` under the tracking this model's users have: Lookout's `withTracking` for Lookout's
  /// models, Observation's `withObservationTracking` for `@Observable`; with a no-op `onChange`.
  @discardableResult static func track<T>(_ apply: () -> T) -> T
}

extension ObservedBox: BenchmarkBox {
  @discardableResult static func track<T>(_ apply: () -> T) -> T { withObservationTracking(apply, onChange: {}) }
}

extension TrackedBox: BenchmarkBox {
  @discardableResult static func track<T>(_ apply: () -> T) -> T { withTracking(apply, onChange: {}) }
}

extension LookoutOnlyBox: BenchmarkBox {
  @discardableResult static func track<T>(_ apply: () -> T) -> T { withTracking(apply, onChange: {}) }
}

extension PlainBox: BenchmarkBox {
  @discardableResult static func track<T>(_ apply: () -> T) -> T { apply() }
}

/// Observation's own tracking, on either model it sees: what SwiftUI does to a view's body.
func observationTrack<T>(_ apply: () -> T) -> T { withObservationTracking(apply, onChange: {}) }
