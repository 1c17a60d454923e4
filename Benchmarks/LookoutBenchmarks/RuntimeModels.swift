import LookoutCore
import Observation

// The same model three times: tracked by Lookout, by the toolchain's Observation, and not at all.

// `TrackedBox` (`@Tracked`) is in TrackedModels.swift.

@Observable final class ObservedBox {
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
  /// Runs `apply` under this model's tracking, with a no-op `onChange`.
  @discardableResult static func track<T>(_ apply: () -> T) -> T
}

extension TrackedBox: BenchmarkBox {
  @discardableResult static func track<T>(_ apply: () -> T) -> T { withTracking(apply, onChange: {}) }
}

extension ObservedBox: BenchmarkBox {
  @discardableResult static func track<T>(_ apply: () -> T) -> T { withObservationTracking(apply, onChange: {}) }
}
