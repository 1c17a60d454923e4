import Lookout
import Testing

/// Nothing a tracking captured outlives it: after it fired, after its object died, after cancellation.
@Suite struct LeakTests {
  @Test func firedTrackingReleasesItsClosure() {
    let released = Counter()
    let counter = SharedCounter()
    do {
      let probe = ReleaseProbe(released)
      withTracking { _ = counter.value } onChange: { withExtendedLifetime(probe) {} }
    }
    #expect(released.count == 0, "pending: the closure is kept")
    counter.value = 1
    #expect(released.count == 1)
  }

  @Test func deadObjectReleasesTrackingClosure() {
    let released = Counter()
    do {
      let counter = SharedCounter()
      let probe = ReleaseProbe(released)
      withTracking { _ = counter.value } onChange: { withExtendedLifetime(probe) {} }
    }
    #expect(released.count == 1)
  }

  @Test func trackingOfTwoObjectsLivesUntilTheLastDies() {
    let released = Counter()
    let survivor = SharedCounter()
    do {
      let mortal = SharedCounter()
      let probe = ReleaseProbe(released)
      withTracking { _ = mortal.value + survivor.value } onChange: { withExtendedLifetime(probe) {} }
    }
    #expect(released.count == 0, "still pending on the survivor")
    survivor.value = 1
    #expect(released.count == 1)
  }

  @Test func trackedObjectsAreNotKeptAliveByTrackings() {
    weak var weakCounter: SharedCounter?
    do {
      let counter = SharedCounter()
      weakCounter = counter
      withTracking { _ = counter.value } onChange: {}
      let token = withContinuousTracking { _ in }
      withExtendedLifetime(token) {}
    }
    #expect(weakCounter == nil)
  }

  @Test func valuesIteratorReleasesItsState() async {
    let released = Counter()
    let counter = SharedCounter()
    do {
      let probe = ReleaseProbe(released)
      var iterator = TrackedValues { () -> Int in
        withExtendedLifetime(probe) {}
        return counter.value
      }.makeAsyncIterator()
      _ = await iterator.next()
    }
    counter.value = 1  // fires the pending tracking, which held only a signal
    #expect(released.count == 1)
  }
}
