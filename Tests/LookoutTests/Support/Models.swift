import Lookout
import Observation

// Each model three times, with the same shape: `@Tracked` (seen by Observation too), `@Tracked(observable:
// false)` (Lookout's alone) and the toolchain's `@Observable`, so the differential tests can run one scenario
// through every API on every model.

/// The shape the differential scenarios rely on.
protocol PersonModel: AnyObject, SendableMetatype {
  init(firstName: String, lastName: String)
  var firstName: String { get set }
  var lastName: String { get set }
  var age: Int { get set }
  var notes: [String] { get set }
  var ignored: Int { get set }
  var fullName: String { get }
  var friends: [Self] { get set }
  var best: Self? { get set }
}

@Tracked final class TrackedPerson: PersonModel {
  var firstName: String
  var lastName: String
  var age = 0
  var notes: [String] = []
  @Untracked var ignored = 0
  var friends: [TrackedPerson] = []
  var best: TrackedPerson?
  var fullName: String { "\(firstName) \(lastName)" }

  init(firstName: String, lastName: String) {
    self.firstName = firstName
    self.lastName = lastName
  }
}

@Tracked(observable: false) final class LookoutOnlyPerson: PersonModel {
  var firstName: String
  var lastName: String
  var age = 0
  var notes: [String] = []
  @Untracked var ignored = 0
  var friends: [LookoutOnlyPerson] = []
  var best: LookoutOnlyPerson?
  var fullName: String { "\(firstName) \(lastName)" }

  init(firstName: String, lastName: String) {
    self.firstName = firstName
    self.lastName = lastName
  }
}

@Observable final class ObservedPerson: PersonModel {
  var firstName: String
  var lastName: String
  var age = 0
  var notes: [String] = []
  @ObservationIgnored var ignored = 0
  var friends: [ObservedPerson] = []
  var best: ObservedPerson?
  var fullName: String { "\(firstName) \(lastName)" }

  init(firstName: String, lastName: String) {
    self.firstName = firstName
    self.lastName = lastName
  }
}

/// One observation system: how to track, and which model to track.
protocol ObservationSystem {
  associatedtype Person: PersonModel
  static var name: String { get }
  static func track<T>(_ apply: () -> T, onChange: @escaping @Sendable () -> Void) -> T
}

/// Apple's API on Apple's model: the reference.
enum ObservationReference: ObservationSystem {
  typealias Person = ObservedPerson
  static let name = "withObservationTracking on @Observable"
  static func track<T>(_ apply: () -> T, onChange: @escaping @Sendable () -> Void) -> T {
    withObservationTracking(apply, onChange: onChange)
  }
}

/// Apple's API on a `@Tracked` model: what SwiftUI sees.
enum ObservationOnTracked: ObservationSystem {
  typealias Person = TrackedPerson
  static let name = "withObservationTracking on @Tracked"
  static func track<T>(_ apply: () -> T, onChange: @escaping @Sendable () -> Void) -> T {
    withObservationTracking(apply, onChange: onChange)
  }
}

/// Lookout's API on a `@Tracked` model.
enum LookoutSystem: ObservationSystem {
  typealias Person = TrackedPerson
  static let name = "withTracking on @Tracked"
  static func track<T>(_ apply: () -> T, onChange: @escaping @Sendable () -> Void) -> T {
    withTracking(apply, onChange: onChange)
  }
}

/// Lookout's API on a model Observation does not see: the fastest configuration.
enum LookoutOnlySystem: ObservationSystem {
  typealias Person = LookoutOnlyPerson
  static let name = "withTracking on @Tracked(observable: false)"
  static func track<T>(_ apply: () -> T, onChange: @escaping @Sendable () -> Void) -> T {
    withTracking(apply, onChange: onChange)
  }
}

/// Every system a differential scenario runs on; the first is the reference.
var allSystems: [any ObservationSystem.Type] { [ObservationReference.self, ObservationOnTracked.self, LookoutSystem.self, LookoutOnlySystem.self] }

// A class hierarchy, a generic class and an isolated class, tracked both ways.

@Tracked class TrackedAnimal {
  var name = "animal"
  init() {}
}

@Tracked final class TrackedDog: TrackedAnimal {
  var tricks = 0
}

@Observable class ObservedAnimal {
  var name = "animal"
  init() {}
}

@Observable final class ObservedDog: ObservedAnimal {
  var tricks = 0
}

@Tracked final class TrackedBox<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

@MainActor @Tracked final class MainActorCounter {
  var count = 0
  @MainActor var label = "label"
}

@MainActor @Observable final class ObservedMainActorCounter {
  var count = 0
}
