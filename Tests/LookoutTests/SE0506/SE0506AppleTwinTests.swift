// The twins of `SE0506RuleTests` on Apple's API, over an `@Observable` model and a `@Tracked` one (which
// reaches Observation through its `Observable` conformance). SE-0506 ships with Swift 6.4: these compile and
// run once the toolchain has it.
#if compiler(>=6.4)
import Dispatch
import Foundation
import Lookout
import Observation
import Testing

@Suite struct SE0506AppleTwinTests {
  @Observable final class ObservedModel: @unchecked Sendable {
    var title = "a"
    var count = 0
  }

  @Tracked final class TrackedModel: @unchecked Sendable {
    var title = "a"
    var count = 0
  }

  /// Runs `scenario` on both models; both must give `expected`.
  func expectOnBoth(_ expected: [String], _ scenario: (_ read: @escaping () -> String, _ write: @escaping (String) -> Void,
                                                       _ makeTracking: (ObservationTracking.Options, @escaping () -> Void,
                                                                        @escaping @Sendable (String) -> Void) -> Void) -> [String]) {
    let observed = ObservedModel()
    let tracked = TrackedModel()
    nonisolated(unsafe) let o = observed
    nonisolated(unsafe) let t = tracked
    for (read, write): (() -> String, (String) -> Void) in [({ o.title }, { o.title = $0 }), ({ t.title }, { t.title = $0 })] {
      let log = scenario(read, write) { options, apply, append in
        withObservationTracking(options: options) { apply() } onChange: { event in
          let kind = event.kind == .willSet ? "willSet" : event.kind == .didSet ? "didSet" : event.kind == .deinit ? "deinit" : "initial"
          append(kind)
        }
      }
      #expect(log == expected)
    }
  }

  @Test func eventKindsAndOrder() {
    for (options, expected): (ObservationTracking.Options, [String]) in [(.willSet, ["willSet"]), (.didSet, ["didSet"]), ([.willSet, .didSet], ["willSet", "didSet"])] {
      expectOnBoth(expected) { read, write, track in
        let log = Log<String>()
        track(options, { _ = read() }, { log.append($0) })
        write("b")
        write("c")
        return log.all
      }
    }
  }

  @Test func matchesNamesTheChangedProperty() {
    let observed = ObservedModel()
    let tracked = TrackedModel()
    let log = Log<String>()
    withObservationTracking(options: .willSet) { _ = observed.title; _ = observed.count } onChange: { event in
      log.append("observed \(event.matches(\ObservedModel.count))")
    }
    withObservationTracking(options: .willSet) { _ = tracked.title; _ = tracked.count } onChange: { event in
      log.append("tracked \(event.matches(\TrackedModel.count))")
    }
    observed.count = 1
    tracked.count = 1
    #expect(log.all == ["observed true", "tracked true"])
  }

  @Test func cancellingInWillSetSuppressesTheDidSet() {
    expectOnBoth(["willSet"]) { read, write, _ in
      let log = Log<String>()
      withObservationTracking(options: [.willSet, .didSet]) { _ = read() } onChange: { event in
        log.append(event.kind == .willSet ? "willSet" : "didSet")
        if event.kind == .willSet { event.cancel() }
      }
      write("b")
      return log.all
    }
  }

  @Test func deinitOfATrackedObjectIsAnEvent() {
    let log = Log<String>()
    do {
      let observed = ObservedModel()
      let tracked = TrackedModel()
      withObservationTracking(options: [.willSet, .deinit]) { _ = observed.title } onChange: { event in
        if event.kind == .deinit { log.append("observed deinit") }
      }
      withObservationTracking(options: [.willSet, .deinit]) { _ = tracked.title } onChange: { event in
        if event.kind == .deinit { log.append("tracked deinit") }
      }
    }
    #expect(log.all.sorted() == ["observed deinit", "tracked deinit"])
  }

  @Test func aWriteFromAnotherThreadDuringSetupIsNotLost() {
    expectOnBoth(["willSet"]) { read, write, _ in
      let log = Log<String>()
      nonisolated(unsafe) let writeElsewhere = write
      withObservationTracking(options: .willSet) {
        _ = read()
        let done = DispatchSemaphore(value: 0)
        Thread {
          writeElsewhere("from elsewhere")
          done.signal()
        }.start()
        done.wait()
      } onChange: { _ in log.append("willSet") }
      return log.all
    }
  }

  @Test func continuousObservationReRecordsAndItsTokenCancels() async throws {
    let tracked = TrackedModel()
    let observed = ObservedModel()
    let trackedRuns = Log<String>()
    let observedRuns = Log<String>()
    nonisolated(unsafe) let t = tracked
    nonisolated(unsafe) let o = observed
    var trackedToken: ObservationTracking.Token? = withContinuousObservation(options: .willSet) { _ in
      trackedRuns.append(t.count > 0 ? t.title : "count")
    }
    var observedToken: ObservationTracking.Token? = withContinuousObservation(options: .willSet) { _ in
      observedRuns.append(o.count > 0 ? o.title : "count")
    }
    func settle() async throws { for _ in 0..<50 { await Task.yield(); try await Task.sleep(nanoseconds: 1_000_000) } }
    try await settle()
    tracked.count = 1
    observed.count = 1
    try await settle()
    tracked.title = "b"
    observed.title = "b"
    try await settle()
    #expect(trackedRuns.all == observedRuns.all)
    trackedToken = nil
    observedToken = nil
    tracked.title = "c"
    observed.title = "c"
    try await settle()
    #expect(trackedRuns.all == observedRuns.all, "both stopped when their token went")
    _ = (trackedToken, observedToken)
  }
}
#endif
