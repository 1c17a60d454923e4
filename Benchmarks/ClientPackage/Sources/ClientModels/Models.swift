import Lookout
import Observation

// One model four ways, as an app declares its models: five stored `Int`s. The same file is compiled twice, in
// the benchmark's module (Sources/ClientBenchmark/Models.swift links here) and in a module of its own, as a
// modular app keeps its models apart from the code that reads them.

@Observable public final class ObservedModel {
  public init() {}
  public var count = 0
  public var a = 0
  public var b = 0
  public var c = 0
  public var d = 0
}

@Tracked public final class TrackedModel {
  public init() {}
  public var count = 0
  public var a = 0
  public var b = 0
  public var c = 0
  public var d = 0
}

@Tracked(observable: false) public final class LookoutOnlyModel {
  public init() {}
  public var count = 0
  public var a = 0
  public var b = 0
  public var c = 0
  public var d = 0
}

public final class PlainModel {
  public init() {}
  public var count = 0
  public var a = 0
  public var b = 0
  public var c = 0
  public var d = 0
}

/// The least a class Observation sees can do: each read tells its registrar (one `access` call, the key path
/// made once), each write is wrapped in the registrar's `withMutation`, nothing else. The floor of what the
/// default `@Tracked` (which must tell Observation the same) can cost.
public final class ObservationFloorModel: Observable {
  public init() {}
  private let registrar = ObservationRegistrar()
  nonisolated(unsafe) private static let countPath: KeyPath<ObservationFloorModel, Int> = \.count
  nonisolated(unsafe) private static let aPath: KeyPath<ObservationFloorModel, Int> = \.a
  nonisolated(unsafe) private static let bPath: KeyPath<ObservationFloorModel, Int> = \.b
  nonisolated(unsafe) private static let cPath: KeyPath<ObservationFloorModel, Int> = \.c
  private var _count = 0, _a = 0, _b = 0, _c = 0
  public var d = 0
  public var count: Int {
    get { registrar.access(self, keyPath: Self.countPath); return _count }
    set { registrar.withMutation(of: self, keyPath: Self.countPath) { _count = newValue } }
  }
  public var a: Int {
    get { registrar.access(self, keyPath: Self.aPath); return _a }
    set { registrar.withMutation(of: self, keyPath: Self.aPath) { _a = newValue } }
  }
  public var b: Int {
    get { registrar.access(self, keyPath: Self.bPath); return _b }
    set { registrar.withMutation(of: self, keyPath: Self.bPath) { _b = newValue } }
  }
  public var c: Int {
    get { registrar.access(self, keyPath: Self.cPath); return _c }
    set { registrar.withMutation(of: self, keyPath: Self.cPath) { _c = newValue } }
  }
}

/// What the workloads need of a model; they are generic over it and specialised for each (release).
public protocol Model: AnyObject {
  init()
  var count: Int { get set }
  var a: Int { get set }
  var b: Int { get set }
  var c: Int { get set }
  /// Runs `apply` under this model's users' tracking (Lookout's `withTracking`, Observation's
  /// `withObservationTracking`), with an `onChange` that does nothing.
  static func track<T>(_ apply: () -> T) -> T
}

extension ObservedModel: Model {
  public static func track<T>(_ apply: () -> T) -> T { withObservationTracking(apply, onChange: {}) }
}

extension ObservationFloorModel: Model {
  public static func track<T>(_ apply: () -> T) -> T { withObservationTracking(apply, onChange: {}) }
}

extension TrackedModel: Model {
  public static func track<T>(_ apply: () -> T) -> T { withTracking(apply, onChange: {}) }
}

extension LookoutOnlyModel: Model {
  public static func track<T>(_ apply: () -> T) -> T { withTracking(apply, onChange: {}) }
}

extension PlainModel: Model {
  public static func track<T>(_ apply: () -> T) -> T { apply() }
}

/// What SwiftUI does to a body: Observation's tracking, whatever the model.
public func observationTrack<T>(_ apply: () -> T) -> T { withObservationTracking(apply, onChange: {}) }
