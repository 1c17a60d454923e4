import Lookout
import Observation
import Testing

// `TrackedValues` against `Observations` (SE-0475), with the scenarios of the upstream
// `test/stdlib/Observation/Observations.swift`; and `Observations` over a `@Tracked` model, as SwiftUI-era
// code iterates one.

@MainActor @Tracked final class TrackedCounterModel {
  var count = 0
  var label = "test"
}

@MainActor @Observable final class ObservedCounterModel {
  var count = 0
  var label = "test"
}

struct SimulatedError: Error, Equatable {}

@MainActor @Suite struct TrackedValuesDifferentialTests {
  @Test func firstValueThenEachChange() async {
    let tracked = TrackedCounterModel()
    let observed = ObservedCounterModel()
    let bridged = TrackedCounterModel()
    var lookoutIterator = TrackedValues { tracked.count }.makeAsyncIterator()
    var observationIterator = Observations { observed.count }.makeAsyncIterator()
    var bridgedIterator = Observations { bridged.count }.makeAsyncIterator()
    let first = (await lookoutIterator.next(), await observationIterator.next(), await bridgedIterator.next())
    #expect(first.0 == 0 && first.1 == 0 && first.2 == 0)
    tracked.count = 42
    observed.count = 42
    bridged.count = 42
    let second = (await lookoutIterator.next(), await observationIterator.next(), await bridgedIterator.next())
    #expect(second.0 == 42 && second.1 == 42 && second.2 == 42)
  }

  @Test func changesBeforeTheConsumerRunsCoalesce() async {
    let tracked = TrackedCounterModel()
    let observed = ObservedCounterModel()
    let bridged = TrackedCounterModel()
    var lookoutIterator = TrackedValues { "\(tracked.label):\(tracked.count)" }.makeAsyncIterator()
    var observationIterator = Observations { "\(observed.label):\(observed.count)" }.makeAsyncIterator()
    var bridgedIterator = Observations { "\(bridged.label):\(bridged.count)" }.makeAsyncIterator()
    #expect(await lookoutIterator.next() == "test:0")
    #expect(await observationIterator.next() == "test:0")
    #expect(await bridgedIterator.next() == "test:0")
    for value in 1...5 {
      tracked.count = value
      observed.count = value
      bridged.count = value
    }
    tracked.label = "updated"
    observed.label = "updated"
    bridged.label = "updated"
    #expect(await observationIterator.next() == "updated:5")
    #expect(await lookoutIterator.next() == "updated:5")
    #expect(await bridgedIterator.next() == "updated:5")
  }

  @Test func equalWritesDoNotWakeTheConsumer() async {
    for apple in [false, true] {
      let tracked = TrackedCounterModel()
      let received = Log<Int>()
      let consumer = Task { @MainActor in
        if apple {
          for await value in Observations({ tracked.count }) {
            received.append(value)
            if value == 7 { break }
          }
        } else {
          for await value in TrackedValues({ tracked.count }) {
            received.append(value)
            if value == 7 { break }
          }
        }
      }
      while received.count == 0 { await Task.yield() }
      tracked.count = 0  // equal: nothing to deliver
      for _ in 0..<10 { await Task.yield() }
      tracked.count = 7
      await consumer.value
      #expect(received.all == [0, 7], "\(apple ? "Observations" : "TrackedValues")")
    }
  }

  @Test func errorsAreThrownOnceThenTheSequenceEnds() async throws {
    let tracked = TrackedCounterModel()
    let observed = ObservedCounterModel()
    var lookoutIterator = TrackedValues { () throws(SimulatedError) -> Int in
      if tracked.count == 1 { throw SimulatedError() }
      return tracked.count
    }.makeAsyncIterator()
    var observationIterator = Observations { () throws(SimulatedError) -> Int in
      if observed.count == 1 { throw SimulatedError() }
      return observed.count
    }.makeAsyncIterator()
    #expect(try await lookoutIterator.next() == 0)
    #expect(try await observationIterator.next() == 0)
    tracked.count = 1
    observed.count = 1
    var lookoutError: SimulatedError?
    do { _ = try await lookoutIterator.next() } catch { lookoutError = error }
    var observationError: SimulatedError?
    do { _ = try await observationIterator.next() } catch { observationError = error }
    #expect(lookoutError == SimulatedError())
    #expect(observationError == SimulatedError())
    #expect(try await lookoutIterator.next() == nil)
    #expect(try await observationIterator.next() == nil)
  }

  @Test func untilFinishedEnds() async {
    let tracked = TrackedCounterModel()
    var lookout = TrackedValues<Int, Never>.untilFinished {
      tracked.count < 2 ? .next(tracked.count) : .finish
    }.makeAsyncIterator()
    var empty = Observations<Int, Never>.untilFinished { .finish }.makeAsyncIterator()
    var lookoutEmpty = TrackedValues<Int, Never>.untilFinished { .finish }.makeAsyncIterator()
    #expect(await empty.next() == nil)
    #expect(await lookoutEmpty.next() == nil)
    #expect(await lookout.next() == 0)
    tracked.count = 1
    #expect(await lookout.next() == 1)
    tracked.count = 2
    #expect(await lookout.next() == nil)
    #expect(await lookout.next() == nil)
  }

  @Test func cancellationEndsTheSequence() async {
    let tracked = TrackedCounterModel()
    let received = Log<Int>()
    let task = Task { @MainActor in
      for await value in TrackedValues({ tracked.count }) { received.append(value) }
      received.append(-1)
    }
    while received.count == 0 { await Task.yield() }
    task.cancel()
    await task.value
    #expect(received.all == [0, -1])
  }

  @Test func twoIteratorsEachSeeEveryValue() async {
    let tracked = TrackedCounterModel()
    let values = TrackedValues { tracked.count }
    var first = values.makeAsyncIterator()
    var second = values.makeAsyncIterator()
    #expect(await first.next() == 0)
    #expect(await second.next() == 0)
    tracked.count = 100
    #expect(await first.next() == 100)
    #expect(await second.next() == 100)
  }

  @Test func perPropertyValues() async {
    let person = SendablePerson()
    var iterator = person.values(of: \.score).makeAsyncIterator()
    #expect(await iterator.next() == 0)
    person.score = 3
    #expect(await iterator.next() == 3)
  }
}

/// A nonisolated model that is `Sendable` (its state is only touched by one task in the test).
@Tracked final class SendablePerson: @unchecked Sendable {
  var score = 0
}

extension TrackedValuesDifferentialTests {
  @MainActor @Test func perPropertyValuesOfAMainActorModel() async {
    let counter = MainActorCounter()
    var iterator = counter.values(of: \.count).makeAsyncIterator()
    #expect(await iterator.next() == 0)
    counter.count = 5
    #expect(await iterator.next() == 5)
  }
}
