import Lookout
import Testing

@Suite struct ContinuousTrackingTests {
  @Test func runsNowAndAfterEveryChangeWithTheNewValue() {
    let person = TrackedPerson(firstName: "Ada", lastName: "Lovelace")
    let seen = Log<String>()
    nonisolated(unsafe) let observed = person
    let token = withContinuousTracking { event in
      seen.append("\(event.kind): \(observed.firstName)")
    }
    person.firstName = "Grace"
    person.firstName = "Grace"  // equal: no event
    person.lastName = "Hopper"  // not read
    person.firstName = "Anita"
    #expect(seen.all == ["initial: Ada", "didSet: Grace", "didSet: Anita"])
    token.cancel()
    person.firstName = "Mary"
    #expect(seen.count == 3)
  }

  @Test func willSetOptionRunsBeforeTheChange() {
    let person = TrackedPerson(firstName: "Ada", lastName: "Lovelace")
    let seen = Log<String>()
    nonisolated(unsafe) let observed = person
    let token = withContinuousTracking(options: .willSet) { event in
      seen.append("\(event.kind): \(observed.firstName)")
    }
    person.firstName = "Grace"
    #expect(seen.all == ["initial: Ada", "willSet: Ada"])
    withExtendedLifetime(token) {}
  }

  @Test func bothPhasesDeliverBothEvents() {
    let person = TrackedPerson(firstName: "Ada", lastName: "Lovelace")
    let kinds = Log<Tracking.Event.Kind>()
    nonisolated(unsafe) let observed = person
    let token = withContinuousTracking(options: [.willSet, .didSet]) { event in
      _ = observed.age
      kinds.append(event.kind)
    }
    person.age = 3
    #expect(kinds.all == [.initial, .willSet, .didSet])
    withExtendedLifetime(token) {}
  }

  @Test func dependenciesFollowTheCodePath() {
    let person = TrackedPerson(firstName: "Ada", lastName: "Lovelace")
    let seen = Log<String>()
    nonisolated(unsafe) let observed = person
    let token = withContinuousTracking { _ in
      seen.append(observed.age > 0 ? observed.lastName : observed.firstName)
    }
    person.lastName = "Byron"  // not read yet
    person.age = 1  // now reads lastName
    person.firstName = "Augusta"  // no longer read
    person.lastName = "King"
    #expect(seen.all == ["Ada", "Byron", "King"])
    withExtendedLifetime(token) {}
  }

  @Test func eventsSayWhichPropertyChanged() {
    let person = TrackedPerson(firstName: "Ada", lastName: "Lovelace")
    let changed = Log<String>()
    nonisolated(unsafe) let observed = person
    let token = withContinuousTracking { event in
      _ = observed.fullName
      if event.matches(\TrackedPerson.firstName) { changed.append("firstName") }
      if event.matches(\TrackedPerson.lastName) { changed.append("lastName") }
    }
    person.lastName = "Byron"
    person.firstName = "Augusta"
    #expect(changed.all == ["lastName", "firstName"])
    withExtendedLifetime(token) {}
  }

  @Test func releasingTheTokenCancels() {
    let person = TrackedPerson(firstName: "Ada", lastName: "Lovelace")
    let runs = Counter()
    nonisolated(unsafe) let observed = person
    do {
      let token = withContinuousTracking { _ in
        _ = observed.age
        runs.increment()
      }
      person.age = 1
      withExtendedLifetime(token) {}
    }
    person.age = 2
    #expect(runs.count == 2)
  }

  @Test func deinitOptionReportsDyingObjects() {
    let kinds = Log<Tracking.Event.Kind>()
    nonisolated(unsafe) var person: TrackedPerson? = TrackedPerson(firstName: "Ada", lastName: "Lovelace")
    let weakPerson = WeakBox(person)
    let token = withContinuousTracking(options: [.didSet, .deinit]) { event in
      _ = weakPerson.object?.age
      kinds.append(event.kind)
    }
    person?.age = 1
    person = nil
    #expect(kinds.all == [.initial, .didSet, .deinit])
    withExtendedLifetime(token) {}
  }

  @Test func changesMadeByTheBodyDoNotRetriggerIt() {
    let person = TrackedPerson(firstName: "Ada", lastName: "Lovelace")
    let runs = Counter()
    nonisolated(unsafe) let observed = person
    let token = withContinuousTracking { _ in
      runs.increment()
      observed.age += 1  // reads and writes what it tracks
    }
    #expect(runs.count == 1)
    person.age = 10
    #expect(runs.count == 2)
    #expect(person.age == 11)
    withExtendedLifetime(token) {}
  }

  @Test func cancelledTrackingReleasesWhatItCaptured() {
    final class Payload: Sendable {}
    let person = TrackedPerson(firstName: "Ada", lastName: "Lovelace")
    weak var weakPayload: Payload?
    var token: Tracking.Token?
    do {
      let payload = Payload()
      weakPayload = payload
      nonisolated(unsafe) let observed = person
      token = withContinuousTracking { _ in
        _ = observed.age
        withExtendedLifetime(payload) {}
      }
    }
    #expect(weakPayload != nil)
    token?.cancel()
    #expect(weakPayload == nil)
  }
}
