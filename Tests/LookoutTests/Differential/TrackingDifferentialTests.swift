import Lookout
import Observation
import Testing

/// The same steps through Apple's API and Lookout's, on `@Observable`, `@Tracked` and
/// `@Tracked(observable: false)` classes, asserting the same callbacks (the scenarios of the upstream
/// `test/stdlib/Observation/Observable.swift`, and more).
@Suite struct TrackingDifferentialTests {
  @Test func trackedChangeFiresOnceAndEqualWritesDoNot() {
    expectSameBehaviour(["set same", "changed", "set new", "set again"]) { system in
      func run<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log<String>()
        let person = S.Person(firstName: "Ada", lastName: "Lovelace")
        S.track({ _ = person.firstName }, onChange: { log.append("changed") })
        log.append("set same")
        person.firstName = "Ada"
        person.firstName = "Grace"
        log.append("set new")
        person.firstName = "Anita"
        log.append("set again")
        return log.all
      }
      return run(system)
    }
  }

  @Test func propertiesNotReadDoNotFire() {
    expectSameBehaviour(["lastName set", "age set", "firstName set", "changed"]) { system in
      func run<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log<String>()
        let person = S.Person(firstName: "Ada", lastName: "Lovelace")
        S.track({ _ = person.firstName }, onChange: { log.append("changed") })
        person.lastName = "Byron"
        log.append("lastName set")
        person.age = 36
        log.append("age set")
        log.append("firstName set")
        person.firstName = "Augusta"
        return log.all
      }
      return run(system)
    }
  }

  @Test func ignoredPropertiesAreInvisible() {
    expectSameBehaviour(["ignored set", "changed"]) { system in
      func run<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log<String>()
        let person = S.Person(firstName: "Ada", lastName: "Lovelace")
        S.track({ _ = person.ignored; _ = person.age }, onChange: { log.append("changed") })
        person.ignored = 5
        log.append("ignored set")
        person.age = 1
        return log.all
      }
      return run(system)
    }
  }

  @Test func computedPropertiesAreTrackedThroughWhatTheyRead() {
    expectSameBehaviour(["changed", "read Ada Lovelace"]) { system in
      func run<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log<String>()
        let person = S.Person(firstName: "Ada", lastName: "Lovelace")
        let name = S.track({ person.fullName }, onChange: { log.append("changed") })
        person.lastName = "Byron"
        log.append("read \(name)")
        return log.all
      }
      return run(system)
    }
  }

  @Test func graphsTrackEachObjectOnItsOwn() {
    expectSameBehaviour(["owner's name set", "changed"]) { system in
      func run<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log<String>()
        let owner = S.Person(firstName: "Ada", lastName: "Lovelace")
        let friend = S.Person(firstName: "Charles", lastName: "Babbage")
        owner.friends = [friend]
        S.track({ _ = owner.friends.first?.fullName }, onChange: { log.append("changed") })
        owner.lastName = "King"  // the owner's name was not read
        log.append("owner's name set")
        friend.lastName = "B."
        return log.all
      }
      return run(system)
    }
  }

  @Test func keyPathChainsTrackEachLink() {
    expectSameBehaviour(["replaced best", "old best renamed after firing", "renamed old best"]) { system in
      func run<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log<String>()
        let person = S.Person(firstName: "Ada", lastName: "Lovelace")
        let first = S.Person(firstName: "Mary", lastName: "Somerville")
        person.best = first
        S.track({ _ = person.best?.firstName }, onChange: { log.append("replaced best") })
        person.best = S.Person(firstName: "Charles", lastName: "Babbage")
        first.firstName = "M."
        log.append("old best renamed after firing")
        person.best = first
        S.track({ _ = person.best?.firstName }, onChange: { log.append("renamed old best") })
        first.firstName = "Mary"
        return log.all
      }
      return run(system)
    }
  }

  @Test func onChangeRunsBeforeTheValueIsStored() {
    expectSameBehaviour(["saw Ada", "now Grace"]) { system in
      func run<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log<String>()
        let person = S.Person(firstName: "Ada", lastName: "Lovelace")
        nonisolated(unsafe) let observed = person
        S.track({ _ = person.firstName }, onChange: { log.append("saw \(observed.firstName)") })
        person.firstName = "Grace"
        log.append("now \(person.firstName)")
        return log.all
      }
      return run(system)
    }
  }

  @Test func nestedScopesBothFireOnce() {
    expectSameBehaviour(["inner", "outer", "set again"], unordered: true) { system in
      func run<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log<String>()
        let person = S.Person(firstName: "Ada", lastName: "Lovelace")
        S.track({
          S.track({ _ = person.firstName }, onChange: { log.append("inner") })
        }, onChange: { log.append("outer") })
        person.firstName = "Grace"
        person.firstName = "Anita"
        log.append("set again")
        return log.all
      }
      return run(system)
    }
  }

  @Test func outerReadsDoNotReachTheInnerScope() {
    // Upstream "recursive tracking outer then inner": the outer scope read `lastName` before the inner one
    // opened; changing it fires only the outer handler. The inner tracking stays pending and fires, with a
    // second one, on the next `firstName` change.
    expectSameBehaviour(["outer", "inner", "inner", "outer: 1 inner: 2"]) { system in
      func run<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log<String>()
        let outer = Counter()
        let inner = Counter()
        let person = S.Person(firstName: "Ada", lastName: "Lovelace")
        S.track({
          _ = person.lastName
          S.track({ _ = person.firstName }, onChange: { inner.increment(); log.append("inner") })
        }, onChange: { outer.increment(); log.append("outer") })
        person.lastName = "Byron"
        S.track({ _ = person.firstName }, onChange: { inner.increment(); log.append("inner") })
        person.firstName = "Grace"
        log.append("outer: \(outer.count) inner: \(inner.count)")
        return log.all
      }
      return run(system)
    }
  }

  @Test func readingNothingInstallsNothing() {
    expectSameBehaviour(["autoclosure evaluated 0 times"]) { system in
      func run<S: ObservationSystem>(_: S.Type) -> [String] {
        let evaluations = Counter()
        let person = S.Person(firstName: "Ada", lastName: "Lovelace")
        S.track({ _ = person.ignored }, onChange: { evaluations.increment() })
        person.ignored = 1
        return ["autoclosure evaluated \(evaluations.count) times"]
      }
      return run(system)
    }
  }

  @Test func inPlaceMutationNotifiesWithoutComparing() {
    // `_modify` (`+=`, `append`) never compares values: `age += 0` notifies.
    expectSameBehaviour(["age changed", "notes changed", "notes: [\"a\"]"]) { system in
      func run<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log<String>()
        let person = S.Person(firstName: "Ada", lastName: "Lovelace")
        S.track({ _ = person.age }, onChange: { log.append("age changed") })
        person.age += 0
        S.track({ _ = person.notes }, onChange: { log.append("notes changed") })
        person.notes.append("a")
        log.append("notes: \(person.notes)")
        return log.all
      }
      return run(system)
    }
  }

  @Test func equalValuesOfEveryKindDoNotNotify() {
    expectSameBehaviour(["same array", "changed", "same instance"]) { system in
      func run<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log<String>()
        let person = S.Person(firstName: "Ada", lastName: "Lovelace")
        let friend = S.Person(firstName: "Charles", lastName: "Babbage")
        person.best = friend
        person.notes = ["x"]
        S.track({ _ = person.notes; _ = person.best }, onChange: { log.append("changed") })
        person.notes = ["x"]
        log.append("same array")
        person.best = friend  // `Optional<Person>` is neither Equatable nor a class: it always notifies
        log.append("same instance")
        return log.all
      }
      return run(system)
    }
  }

  @Test func mutationsInsideApplyAreNotObserved() {
    expectSameBehaviour(["mutated inside", "changed"]) { system in
      func run<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log<String>()
        let person = S.Person(firstName: "Ada", lastName: "Lovelace")
        S.track({
          _ = person.age
          person.age = 1
          log.append("mutated inside")
        }, onChange: { log.append("changed") })
        person.age = 2
        return log.all
      }
      return run(system)
    }
  }

  @Test func onChangeMayMutateOtherTrackedProperties() {
    expectSameBehaviour(["first", "second", "Grace Hopper"]) { system in
      func run<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log<String>()
        let person = S.Person(firstName: "Ada", lastName: "Lovelace")
        nonisolated(unsafe) let target = person
        S.track({ _ = person.lastName }, onChange: { log.append("second") })
        S.track({ _ = person.firstName }, onChange: {
          log.append("first")
          target.lastName = "Hopper"
        })
        person.firstName = "Grace"
        log.append(person.fullName)
        return log.all
      }
      return run(system)
    }
  }

  @Test func subclassesTrackEveryLevel() {
    let expected = ["name changed", "tricks changed"]
    let log = Log<String>()
    let dog = TrackedDog()
    withTracking { _ = dog.name } onChange: { log.append("name changed") }
    dog.name = "Rex"
    withTracking { _ = dog.tricks } onChange: { log.append("tricks changed") }
    dog.tricks += 1

    // Observation sees both levels of a tracked subclass (each has its own registrar, as with @Observable).
    let bridged = Log<String>()
    let bridgedDog = TrackedDog()
    withObservationTracking { _ = bridgedDog.name } onChange: { bridged.append("name changed") }
    bridgedDog.name = "Rex"
    withObservationTracking { _ = bridgedDog.tricks } onChange: { bridged.append("tricks changed") }
    bridgedDog.tricks += 1
    #expect(bridged.all == expected)

    let reference = Log<String>()
    let observedDog = ObservedDog()
    withObservationTracking { _ = observedDog.name } onChange: { reference.append("name changed") }
    observedDog.name = "Rex"
    withObservationTracking { _ = observedDog.tricks } onChange: { reference.append("tricks changed") }
    observedDog.tricks += 1

    #expect(reference.all == expected)
    #expect(log.all == reference.all)
  }

  @Test func genericClassesAreSeenByObservation() {
    let log = Log<String>()
    let box = TrackedBox("a")
    withObservationTracking { _ = box.value } onChange: { log.append("observation") }
    withTracking { _ = box.value } onChange: { log.append("lookout") }
    box.value = "a"
    box.value = "b"
    #expect(log.all.sorted() == ["lookout", "observation"])
  }

  @MainActor @Test func isolatedClassesAreTracked() {
    let log = Log<String>()
    let counter = MainActorCounter()
    withTracking { _ = counter.count } onChange: { log.append("changed") }
    counter.count += 1
    withObservationTracking { _ = counter.count } onChange: { log.append("changed") }
    counter.count += 1

    let reference = Log<String>()
    let observed = ObservedMainActorCounter()
    withObservationTracking { _ = observed.count } onChange: { reference.append("changed") }
    observed.count += 1

    #expect(reference.all == ["changed"])
    #expect(log.all == reference.all + reference.all)
  }

  @Test func severalReadsOfSeveralObjectsFireOnceForTheFirstWrite() {
    expectSameBehaviour(["changed", "wrote both", "wrote again"]) { system in
      func run<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log<String>()
        let ada = S.Person(firstName: "Ada", lastName: "Lovelace")
        let charles = S.Person(firstName: "Charles", lastName: "Babbage")
        S.track({ _ = ada.firstName + ada.lastName + charles.lastName; _ = ada.age }, onChange: { log.append("changed") })
        charles.lastName = "B."
        ada.age = 36
        log.append("wrote both")
        ada.firstName = "Augusta"
        log.append("wrote again")
        return log.all
      }
      return run(system)
    }
  }

  /// A model that dies while observed drops the tracking without calling it (Observation's 6.3 behaviour;
  /// Lookout calls back for a death only when asked with `.deinit`).
  @Test func aModelThatDiesWhileObservedDropsTheTrackingSilently() {
    expectSameBehaviour(["model gone", "other written"]) { system in
      func run<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log<String>()
        let other = S.Person(firstName: "Charles", lastName: "Babbage")
        weak var weakModel: S.Person?
        do {
          let model = S.Person(firstName: "Ada", lastName: "Lovelace")
          weakModel = model
          S.track({ _ = model.firstName }, onChange: { log.append("changed") })
        }
        log.append(weakModel == nil ? "model gone" : "model alive")
        other.firstName = "C."
        log.append("other written")
        return log.all
      }
      return run(system)
    }
  }

  @Test func copyOnWriteStorageStaysUnique() {
    // Upstream "validate copy on write semantics": an in-place append through the tracked property must not
    // copy the array buffer.
    func bufferAddresses<S: ObservationSystem>(_: S.Type) -> Bool {
      let person = S.Person(firstName: "Ada", lastName: "Lovelace")
      person.notes.reserveCapacity(16)
      person.notes.append("a")
      let before = person.notes.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
      S.track({ _ = person.notes }, onChange: {})
      person.notes.append("b")
      let after = person.notes.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
      return before == after
    }
    for system in allSystems {
      let unique = bufferAddresses(system)
      #expect(unique, "\(system.name)")
    }
  }
}
