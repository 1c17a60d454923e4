import Lookout
import Observation
import Testing

/// A `@Tracked` model is an `Observable`: Observation (and so SwiftUI) sees its reads and writes, exactly as
/// it sees an `@Observable` model's. `@Tracked(observable: false)` is Lookout's alone.
@Suite struct ObservationBridgeTests {
  @Tracked final class Counter {
    var count = 0
    var title = "Counter"
    @Untracked var cache = 0
  }

  @Tracked(observable: false) final class Quiet {
    var count = 0
  }

  @Test func withObservationTrackingFiresForATrackedModel() {
    let counter = Counter()
    let log = Log<String>()
    withObservationTracking { _ = counter.count } onChange: { log.append("observation") }
    withTracking { _ = counter.count } onChange: { log.append("lookout") }
    counter.count += 1
    #expect(log.all.sorted() == ["lookout", "observation"])
    counter.count += 1
    #expect(log.all.count == 2, "both are one-shot")
  }

  @Test func aTrackedModelIsAnObservableUnlessItSaysOtherwise() {
    #expect((Counter() as Any) is any Observation.Observable)
    #expect(!((Quiet() as Any) is any Observation.Observable))
  }

  @Test func observationSeesNothingOfALookoutOnlyModel() {
    let quiet = Quiet()
    let log = Log<String>()
    withObservationTracking { _ = quiet.count } onChange: { log.append("observation") }
    withTracking { _ = quiet.count } onChange: { log.append("lookout") }
    quiet.count = 5
    #expect(log.all == ["lookout"])
  }

  @Test func willSetTimingEqualWritesAndIgnoredProperties() {
    let counter = Counter()
    let log = Log<String>()
    nonisolated(unsafe) let unsafeCounter = counter
    withObservationTracking { _ = counter.title; _ = counter.cache } onChange: { log.append("changed, title still \(unsafeCounter.title)") }
    counter.cache = 9
    counter.title = "Counter"
    log.append("after equal write")
    counter.title = "Clicks"
    #expect(log.all == ["after equal write", "changed, title still Counter"])
  }
}
