import Lookout
import Observation

// Each model twice: tracked by Lookout and by the toolchain's Observation, with the same shape, so the
// differential tests can run one scenario on both.

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

enum LookoutSystem: ObservationSystem {
  typealias Person = TrackedPerson
  static let name = "Lookout"
  static func track<T>(_ apply: () -> T, onChange: @escaping @Sendable () -> Void) -> T {
    withTracking(apply, onChange: onChange)
  }
}

enum ObservationReference: ObservationSystem {
  typealias Person = ObservedPerson
  static let name = "Observation"
  static func track<T>(_ apply: () -> T, onChange: @escaping @Sendable () -> Void) -> T {
    withObservationTracking(apply, onChange: onChange)
  }
}

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
