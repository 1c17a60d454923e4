import Dispatch
import Foundation
import Lookout
import Testing

/// Each rule of SE-0506 (Advanced Observation Tracking: `withObservationTracking(options:)`, `Event`,
/// `withContinuousObservation` and its `Token`), as a test of Lookout's API under its names (README: "From
/// SE-0506 to Lookout"). The twins on Apple's API (`SE0506AppleTwinTests`) run where the toolchain has it.
@Suite struct SE0506RuleTests {
  @Tracked final class Model: @unchecked Sendable {
    var title = "a"
    var count = 0
  }

  // MARK: Event kinds and order

  @Test func willSetAloneDeliversOneWillSet() {
    let model = Model()
    let seen = Log<String>()
    let observed = model
    withTracking(options: .willSet) { _ = model.title } onChange: { seen.append("\($0.kind) \(observed.title)") }
    model.title = "b"
    model.title = "c"
    #expect(seen.all == ["willSet a"])
  }

  @Test func didSetAloneDeliversOneDidSetAfterTheStore() {
    let model = Model()
    let seen = Log<String>()
    let observed = model
    withTracking(options: .didSet) { _ = model.title } onChange: { seen.append("\($0.kind) \(observed.title)") }
    model.title = "b"
    model.title = "c"
    #expect(seen.all == ["didSet b"])
  }

  @Test func bothDeliverTheFirstChangesWillSetThenItsDidSet() {
    let model = Model()
    let seen = Log<String>()
    let observed = model
    withTracking(options: [.willSet, .didSet]) { _ = model.title } onChange: { seen.append("\($0.kind) \(observed.title)") }
    model.title = "b"
    model.title = "c"
    #expect(seen.all == ["willSet a", "didSet b"])
  }

  @Test func continuousTrackingStartsWithInitialThenFollowsEveryChange() {
    let model = Model()
    let kinds = Log<Tracking.Event.Kind>()
    let observed = model
    let token = withContinuousTracking(options: [.willSet, .didSet]) { event in
      _ = observed.count
      kinds.append(event.kind)
    }
    model.count = 1
    model.count = 2
    #expect(kinds.all == [.initial, .willSet, .didSet, .willSet, .didSet])
    token.cancel()
  }

  // MARK: matches

  @Test func matchesNamesTheChangedProperty() {
    let model = Model()
    let seen = Log<String>()
    withTracking(options: .willSet) { _ = model.title; _ = model.count } onChange: { event in
      seen.append("title \(event.matches(\Model.title)), count \(event.matches(\Model.count))")
    }
    model.count = 1
    #expect(seen.all == ["title false, count true"])
  }

  // MARK: cancel

  @Test func cancellingInTheWillSetHandlerSuppressesTheDidSetAndReleasesTheClosure() {
    let model = Model()
    let seen = Log<Tracking.Event.Kind>()
    let released = Counter()
    do {
      let probe = ReleaseProbe(released)
      withTracking(options: [.willSet, .didSet]) { _ = model.title } onChange: { event in
        withExtendedLifetime(probe) {}
        seen.append(event.kind)
        if event.kind == .willSet { event.cancel() }
      }
    }
    model.title = "b"
    #expect(seen.all == [.willSet])
    #expect(released.count == 1, "cancelling releases what the handler captured")
    model.title = "c"
    #expect(seen.all == [.willSet])
  }

  @Test func cancellingAContinuousTrackingFromItsEventStopsIt() {
    let model = Model()
    let runs = Counter()
    let observed = model
    let token = withContinuousTracking { event in
      runs.increment()
      if observed.count == 2 { event.cancel() }
    }
    model.count = 1
    model.count = 2
    model.count = 3
    #expect(runs.count == 3, "the run that cancelled was the last")
    withExtendedLifetime(token) {}
  }

  // MARK: deinit

  @Test func aTrackedObjectsDeinitIsAnEventAndTheTrackingGoesOn() {
    let survivor = Model()
    let seen = Log<Tracking.Event.Kind>()
    do {
      let doomed = Model()
      withTracking(options: [.willSet, .deinit]) { _ = doomed.title; _ = survivor.title } onChange: { seen.append($0.kind) }
    }
    #expect(seen.all == [.deinit])
    survivor.title = "b"
    #expect(seen.all == [.deinit, .willSet])
  }

  @Test func withoutDeinitADyingObjectIsSilent() {
    let seen = Log<Tracking.Event.Kind>()
    do {
      let doomed = Model()
      withTracking(options: .willSet) { _ = doomed.title } onChange: { seen.append($0.kind) }
    }
    #expect(seen.all == [])
  }

  // MARK: continuous tracking re-records its reads

  @Test func continuousTrackingFollowsWhatEachRunRead() {
    let model = Model()
    let seen = Log<String>()
    let observed = model
    let token = withContinuousTracking { _ in
      seen.append(observed.count > 0 ? "title \(observed.title)" : "count")
    }
    model.title = "b"  // not read by the first run
    model.count = 1  // the second run reads the title
    model.title = "c"
    #expect(seen.all == ["count", "title b", "title c"])
    withExtendedLifetime(token) {}
  }

  // MARK: the token

  @Test func aTokenThatGoesAwayCancelsAndReleases() {
    let model = Model()
    let runs = Counter()
    let released = Counter()
    do {
      let probe = ReleaseProbe(released)
      let observed = model
      let token = withContinuousTracking { _ in
        withExtendedLifetime(probe) {}
        _ = observed.count
        runs.increment()
      }
      model.count = 1
      withExtendedLifetime(token) {}
    }
    #expect(released.count == 1)
    model.count = 2
    #expect(runs.count == 2)
  }

  // MARK: a write from another isolation during setup is not lost

  /// `apply` reads, then another thread writes what it read, before the tracking is installed: the change
  /// is delivered as the tracking installs (Observation before 6.4 loses it).
  @Test func aWriteFromAnotherThreadWhileApplyRunsIsNotLost() {
    for options: Tracking.Options in [.willSet, .didSet, [.willSet, .didSet]] {
      let model = Model()
      let seen = Log<String>()
      withTracking(options: options) {
        _ = model.title
        Self.writeOnAnotherThread { model.title = "from elsewhere" }
      } onChange: { event in
        seen.append("\(event.kind) \(event.matches(\Model.title))")
      }
      #expect(seen.count == 1, "\(options)")
      #expect(seen.all.first?.hasSuffix("true") == true, "the event names the property: \(seen.all)")
    }
  }

  @Test func thePlainFormAndValueSequencesDoNotLoseItEither() async {
    let model = Model()
    let fired = Counter()
    withTracking {
      _ = model.count
      Self.writeOnAnotherThread { model.count = 5 }
    } onChange: { fired.increment() }
    #expect(fired.count == 1)

    let continuous = Log<Int>()
    let observed = model
    nonisolated(unsafe) var first = true
    let token = withContinuousTracking { _ in
      continuous.append(observed.count)
      if first {
        first = false
        Self.writeOnAnotherThread { observed.count = 6 }
      }
    }
    #expect(continuous.all == [5, 6], "the write during the first run runs it again")
    withExtendedLifetime(token) {}
  }

  @Test func aScopesOwnWriteIsNotAChange() {
    let model = Model()
    let fired = Counter()
    withTracking(options: [.willSet, .didSet]) {
      _ = model.title
      model.title = "mine"
    } onChange: { _ in fired.increment() }
    #expect(fired.count == 0)
    model.title = "later"
    #expect(fired.count == 2)
  }

  /// Runs `write` on another thread and waits for it.
  static func writeOnAnotherThread(_ write: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    Thread {
      write()
      done.signal()
    }.start()
    done.wait()
  }
}
