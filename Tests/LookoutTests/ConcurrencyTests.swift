import Dispatch
import Foundation
import Lookout
import Observation
import Testing

/// A model shared between threads. Its property *values* are not synchronised by tracking (as with
/// Observation), so the tests either write different properties from different threads or guard value
/// accesses with `storage`; installing, firing and cancelling trackings run unguarded and concurrently.
@Tracked final class SharedCounter: @unchecked Sendable {
  var value = 0
  var other = 0
  var third = 0
  var fourth = 0
  // Recursive: a change notifies on the writing thread, which may read the model again under the lock.
  let storage = NSRecursiveLock()

  func write(_ property: Int, _ newValue: Int) {
    switch property {
    case 0: value = newValue
    case 1: other = newValue
    case 2: third = newValue
    default: fourth = newValue
    }
  }
}

/// Real threads: readers inside scopes, writers, trackers and cancellers at once. Run the suite under
/// `swift test --sanitize=thread` too.
@Suite struct ConcurrencyTests {
  @Test func oneShotFiresExactlyOnceUnderConcurrentWriters() {
    for round in 0..<300 {
      let counter = SharedCounter()
      let fired = Counter()
      withTracking {
        _ = counter.value + counter.other + counter.third + counter.fourth
      } onChange: { fired.increment() }
      DispatchQueue.concurrentPerform(iterations: 4) { writer in
        counter.write(writer, round + 1)
      }
      #expect(fired.count == 1)
    }
  }

  /// Each thread's scope records its own reads (the recorder is a per-thread slot read from a C thread-local),
  /// on threads that start and exit while others are inside scopes: a tracking fires once for what its thread
  /// read, never for another property, and never another thread's tracking.
  @Test func scopesOnShortLivedThreadsRecordOnlyTheirOwnReads() {
    let mistakes = Counter()
    let cycles = Counter()
    for _ in 0..<20 {
      let finished = DispatchGroup()
      let threads = (0..<4).map { _ in
        finished.enter()
        return Thread {
          for _ in 0..<50 {
            let model = SharedCounter()
            let fired = Counter()
            withTracking { _ = model.value } onChange: { fired.increment() }
            model.other += 1  // Not read: fires nothing.
            if fired.count != 0 { mistakes.increment() }
            model.value += 1
            if fired.count != 1 { mistakes.increment() }
            cycles.increment()
          }
          finished.leave()
        }
      }
      for thread in threads { thread.start() }
      finished.wait()
    }
    #expect(cycles.count == 20 * 4 * 50)
    #expect(mistakes.count == 0)
  }

  @Test func readersWritersTrackersAndCancellersTogether() {
    let counters = (0..<8).map { _ in SharedCounter() }
    let fired = Counter()
    let installed = Counter()
    DispatchQueue.concurrentPerform(iterations: 8) { worker in
      for round in 0..<300 {
        let counter = counters[(worker + round) % counters.count]
        switch worker % 4 {
        case 0:
          withTracking {
            counter.storage.withLock { _ = counter.value + counter.other }
          } onChange: { fired.increment() }
          installed.increment()
        case 1:
          counter.storage.withLock { counter.value += 1 }
        case 2:
          let token = withContinuousTracking { _ in counter.storage.withLock { _ = counter.other } }
          counter.storage.withLock { counter.other = round }
          token.cancel()
        default:
          withTracking {
            withTracking {
              counter.storage.withLock { _ = counter.value }
            } onChange: { fired.increment() }
          } onChange: { fired.increment() }
          installed.increment()
          installed.increment()
        }
      }
    }
    // Fire whatever is still pending, then every tracking has fired exactly once.
    for counter in counters {
      counter.value += 1
      counter.other += 1
    }
    #expect(fired.count == installed.count)
  }

  @Test func objectsDyingWhileObservedFromOtherThreads() {
    let released = Counter()
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for _ in 0..<200 {
        var counter: SharedCounter? = SharedCounter()
        let probe = ReleaseProbe(released)
        withTracking { _ = counter?.value } onChange: { withExtendedLifetime(probe) {} }
        counter = nil
      }
    }
    #expect(released.count == 800, "every closure of a tracking whose object died is released")
  }

  @Test func trackingsInstalledWhileAnotherThreadFires() {
    let counter = SharedCounter()
    let fired = Counter()
    let installed = Counter()
    DispatchQueue.concurrentPerform(iterations: 4) { worker in
      for step in 0..<500 {
        if worker == 0 {
          counter.storage.withLock { counter.value = step }
        } else {
          withTracking { counter.storage.withLock { _ = counter.value } } onChange: { fired.increment() }
          installed.increment()
        }
      }
    }
    counter.value = -1
    #expect(fired.count == installed.count)
  }

  @Test func continuousTrackingUnderConcurrentWritersEndsOnTheLastValue() {
    let counter = SharedCounter()
    let last = Log<Int>()
    let token = withContinuousTracking { _ in
      last.append(counter.storage.withLock { counter.value })
    }
    DispatchQueue.concurrentPerform(iterations: 4) { writer in
      for step in 0..<250 { counter.storage.withLock { counter.value = writer * 1000 + step } }
    }
    counter.storage.withLock { counter.value = 100_000 }
    #expect(last.all.last == 100_000)
    token.cancel()
  }
}

/// Counts its own deinitialisation.
final class ReleaseProbe: Sendable {
  let counter: Counter
  init(_ counter: Counter) { self.counter = counter }
  deinit { counter.increment() }
}

/// Writes from other threads, through both APIs. Where they deliberately differ (README: "Where Lookout
/// differs"): Lookout's one-shot tracking fires exactly once however many threads race to write;
/// Observation's may fire once per racing writer, on `@Observable` and on `@Tracked` alike, since there it is
/// Observation's tracking that runs.
@Suite struct ConcurrentWritersDifferentialTests {
  @Test func lookoutFiresOnceObservationAtLeastOnceAndAtMostOncePerWriter() {
    var observationExtraFirings = 0
    for round in 0..<200 {
      let lookout = SharedCounter()
      let bridged = SharedCounter()
      let reference = SharedObservedCounter()
      let lookoutFired = Counter()
      let bridgedFired = Counter()
      let referenceFired = Counter()
      withTracking { _ = lookout.value + lookout.other + lookout.third + lookout.fourth } onChange: { lookoutFired.increment() }
      withObservationTracking { _ = bridged.value + bridged.other + bridged.third + bridged.fourth } onChange: { bridgedFired.increment() }
      withObservationTracking { _ = reference.value + reference.other + reference.third + reference.fourth } onChange: { referenceFired.increment() }
      DispatchQueue.concurrentPerform(iterations: 4) { writer in
        lookout.write(writer, round + 1)
        bridged.write(writer, round + 1)
        reference.write(writer, round + 1)
      }
      #expect(lookoutFired.count == 1)
      #expect((1...4).contains(bridgedFired.count))
      #expect((1...4).contains(referenceFired.count))
      observationExtraFirings += bridgedFired.count - 1 + referenceFired.count - 1
    }
    print("Observation fired more than once per tracking \(observationExtraFirings) times in 400 trackings; Lookout never")
  }
}

@Observable final class SharedObservedCounter: @unchecked Sendable {
  var value = 0
  var other = 0
  var third = 0
  var fourth = 0

  func write(_ property: Int, _ newValue: Int) {
    switch property {
    case 0: value = newValue
    case 1: other = newValue
    case 2: third = newValue
    default: fourth = newValue
    }
  }
}
