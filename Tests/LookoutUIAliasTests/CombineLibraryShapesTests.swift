// A small Combine library of the kind CombineExt is, written against Apple's Combine and compiled here with
// `import Combine` meaning LookoutCombine: publishers with subscriptions of their own, subscribers of their
// own (classes and AnySubscriber), a subject of its own, and demand counted as Combine counts it.
#if os(Linux)
import Combine
import Foundation
import Testing

// MARK: - The library

extension Publishers {
  /// Values made by a closure that is handed a subscriber (CombineExt's `create`).
  struct Create<Output, Failure: Error>: Publisher {
    let factory: (AnySubscriber<Output, Failure>) -> Cancellable

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      subscriber.receive(subscription: CreateSubscription(downstream: subscriber, factory: factory))
    }
  }

  /// The latest value of `other` with each value of `upstream`, once `other` has sent one.
  struct WithLatestFrom<Upstream: Publisher, Other: Publisher>: Publisher where Upstream.Failure == Other.Failure {
    typealias Output = (Upstream.Output, Other.Output)
    typealias Failure = Upstream.Failure
    let upstream: Upstream
    let other: Other

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let subscription = LatestSubscription<S, Other.Output>(downstream: subscriber)
      subscriber.receive(subscription: subscription)
      other.subscribe(AnySubscriber(
        receiveSubscription: { subscription.keep($0); $0.request(.unlimited) },
        receiveValue: { subscription.latest = $0; return .none },
        receiveCompletion: { _ in }))
      upstream.subscribe(Relay<Upstream.Output, Other.Output, Failure, S>(owner: subscription))
    }
  }
}

/// A subscription that runs its factory on the first request and forwards what the factory sends.
private final class CreateSubscription<Downstream: Subscriber>: Subscription {
  private var downstream: Downstream?
  private let factory: (AnySubscriber<Downstream.Input, Downstream.Failure>) -> Cancellable
  private var cancellable: Cancellable?
  private var demand = Subscribers.Demand.none

  init(downstream: Downstream, factory: @escaping (AnySubscriber<Downstream.Input, Downstream.Failure>) -> Cancellable) {
    self.downstream = downstream
    self.factory = factory
  }

  func request(_ demand: Subscribers.Demand) {
    self.demand += demand
    guard cancellable == nil else { return }
    cancellable = factory(AnySubscriber(
      receiveSubscription: nil,
      receiveValue: { [weak self] value in
        guard let self, let downstream = self.downstream, self.demand > 0 else { return .none }
        self.demand -= 1
        self.demand += downstream.receive(value)
        return .none
      },
      receiveCompletion: { [weak self] completion in self?.downstream?.receive(completion: completion) }))
  }

  func cancel() {
    cancellable?.cancel()
    downstream = nil
  }
}

/// Holds the other publisher's latest value for `WithLatestFrom`.
private final class LatestSubscription<Downstream: Subscriber, Latest>: Subscription {
  var downstream: Downstream?
  var latest: Latest?
  private var subscriptions: [Subscription] = []

  init(downstream: Downstream) { self.downstream = downstream }
  func keep(_ subscription: Subscription) { subscriptions.append(subscription) }
  func request(_ demand: Subscribers.Demand) {}
  func cancel() {
    subscriptions.forEach { $0.cancel() }
    downstream = nil
  }
}

/// A subscriber class of the library's own.
private final class Relay<Value, Latest, Failure: Error, Downstream: Subscriber>: Subscriber
where Downstream.Input == (Value, Latest), Downstream.Failure == Failure {
  typealias Input = Value
  let owner: LatestSubscription<Downstream, Latest>
  init(owner: LatestSubscription<Downstream, Latest>) { self.owner = owner }

  func receive(subscription: Subscription) {
    owner.keep(subscription)
    subscription.request(.unlimited)
  }
  func receive(_ input: Value) -> Subscribers.Demand {
    guard let latest = owner.latest, let downstream = owner.downstream else { return .none }
    return downstream.receive((input, latest))
  }
  func receive(completion: Subscribers.Completion<Failure>) { owner.downstream?.receive(completion: completion) }
}

/// Replays the last `size` values to every new subscriber (CombineExt's `ReplaySubject`, much reduced).
final class ReplaySubject<Output, Failure: Error>: Subject {
  private let size: Int
  private var buffer: [Output] = []
  private var subscribers: [AnySubscriber<Output, Failure>] = []
  private var upstream: [Subscription] = []
  init(bufferSize size: Int) { self.size = size }

  func send(_ value: Output) {
    buffer = Array((buffer + [value]).suffix(size))
    for subscriber in subscribers { _ = subscriber.receive(value) }
  }
  func send(completion: Subscribers.Completion<Failure>) { subscribers.forEach { $0.receive(completion: completion) } }
  func send(subscription: Subscription) {
    upstream.append(subscription)
    subscription.request(.unlimited)
  }
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let erased = AnySubscriber(subscriber)
    subscribers.append(erased)
    subscriber.receive(subscription: Subscriptions.empty)
    for value in buffer { _ = erased.receive(value) }
  }
}

extension Publisher {
  func withLatestFrom<Other: Publisher>(_ other: Other) -> AnyPublisher<(Output, Other.Output), Failure> where Other.Failure == Failure {
    Publishers.WithLatestFrom(upstream: self, other: other).eraseToAnyPublisher()
  }
}

extension AnyPublisher {
  static func create(_ factory: @escaping (AnySubscriber<Output, Failure>) -> Cancellable) -> AnyPublisher<Output, Failure> {
    Publishers.Create(factory: factory).eraseToAnyPublisher()
  }
}

/// A subscriber that asks for a few values at a time, as a slow consumer does.
private final class Taker<Input>: Subscriber {
  typealias Failure = Never
  var received: [Input] = []
  var finished = false
  var subscription: Subscription?
  let batch: Int
  init(batch: Int) { self.batch = batch }
  func receive(subscription: Subscription) {
    self.subscription = subscription
    subscription.request(.max(batch))
  }
  func receive(_ input: Input) -> Subscribers.Demand {
    received.append(input)
    return .none
  }
  func receive(completion: Subscribers.Completion<Never>) { finished = true }
}

/// Counts values from any thread; asks for 10,000 at once, so each value counts the demand down.
private final class OneAtATime: Subscriber, @unchecked Sendable {
  typealias Input = Int
  typealias Failure = Never
  private let lock = NSLock()
  private var total = 0
  var count: Int { lock.withLock { total } }
  func receive(subscription: Subscription) { subscription.request(.max(10_000)) }
  func receive(_ input: Int) -> Subscribers.Demand {
    lock.withLock { total += 1 }
    return .none
  }
  func receive(completion: Subscribers.Completion<Never>) {}
}

// MARK: - Tests

@Suite struct CombineLibraryShapesTests {
  @Test func aPublisherOfTheLibrarysOwnFeedsLookoutsOperatorsAndSink() {
    var received: [Int] = []
    var completed = false
    let numbers = AnyPublisher<Int, Never>.create { subscriber in
      for value in 1...4 { _ = subscriber.receive(value) }
      subscriber.receive(completion: .finished)
      return AnyCancellable {}
    }
    let cancellable = numbers.map { $0 * 10 }.filter { $0 > 10 }
      .sink(receiveCompletion: { _ in completed = true }, receiveValue: { received.append($0) })
    #expect(received == [20, 30, 40])
    #expect(completed)
    cancellable.cancel()
  }

  @Test func anOperatorOfTheLibrarysOwnTakesLookoutsSubjects() {
    let taps = PassthroughSubject<Void, Never>()
    let text = CurrentValueSubject<String, Never>("draft")
    var sent: [String] = []
    let cancellable = taps.withLatestFrom(text).map(\.1).sink { sent.append($0) }
    taps.send(())
    text.send("final")
    taps.send(())
    #expect(sent == ["draft", "final"])
    cancellable.cancel()
    taps.send(())
    #expect(sent == ["draft", "final"])
  }

  @Test func aSubscriberOfItsOwnGetsOnlyWhatItAsksFor() {
    let taker = Taker<Int>(batch: 2)
    [1, 2, 3, 4, 5].publisher.subscribe(taker)
    #expect(taker.received == [1, 2])
    #expect(!taker.finished)
    taker.subscription?.request(.max(2))
    #expect(taker.received == [1, 2, 3, 4])
    taker.subscription?.request(.unlimited)
    #expect(taker.received == [1, 2, 3, 4, 5])
    #expect(taker.finished)
  }

  @Test func valuesSentFromManyThreadsAreCountedAgainstTheDemandOnce() {
    let subject = PassthroughSubject<Int, Never>()
    let counter = OneAtATime()
    subject.subscribe(counter)
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for value in 0..<1_000 { subject.send(thread * 1_000 + value) }
    }
    #expect(counter.count == 8_000)
  }

  @Test func aCancelledSubscriberOfItsOwnReceivesNothingMore() {
    let subject = PassthroughSubject<Int, Never>()
    let taker = Taker<Int>(batch: 10)
    subject.subscribe(taker)
    subject.send(1)
    taker.subscription?.cancel()
    subject.send(2)
    #expect(taker.received == [1])
  }

  @Test func aSubjectOfItsOwnSubscribesToPublishersAndReplays() {
    let replay = ReplaySubject<Int, Never>(bufferSize: 2)
    let upstream = PassthroughSubject<Int, Never>()
    let connection = upstream.subscribe(replay)
    upstream.send(1)
    upstream.send(2)
    upstream.send(3)
    var late: [Int] = []
    let cancellable = replay.sink { late.append($0) }
    #expect(late == [2, 3])
    upstream.send(4)
    #expect(late == [2, 3, 4])
    cancellable.cancel()
    connection.cancel()
  }

  @Test func anySubscriberAndAssignHaveCombinesShapes() {
    final class Label { var text = "" }
    let label = Label()
    let subject = PassthroughSubject<String, Never>()
    let assign = Subscribers.Assign(object: label, keyPath: \Label.text)
    subject.subscribe(assign)
    subject.send("hello")
    #expect(label.text == "hello")
    assign.cancel()
    subject.send("ignored")
    #expect(label.text == "hello")

    var values: [Int] = []
    let erased = AnySubscriber<Int, Never>(receiveSubscription: { $0.request(.max(1)) }, receiveValue: { values.append($0); return .max(1) })
    Just(7).append(8).subscribe(erased)
    #expect(values == [7, 8])
  }
}

/// Combine's behaviours that libraries rely on, found by running CombineExt's own tests against LookoutCombine
/// (Benchmarks/combine-library-compat.md), each pinned here with code of our own.
@Suite struct CombineBehaviourTests {
  @Test func zipFinishesOnlyWhenAFinishedSideHasNothingLeftToPair() {
    var pairs: [String] = []
    var finished = false
    let cancellable = Just(1).zip(Just(2)).sink(receiveCompletion: { _ in finished = true }, receiveValue: { pairs.append("\($0)\($1)") })
    #expect(pairs == ["12"] && finished)
    cancellable.cancel()

    let left = PassthroughSubject<Int, Never>(), right = PassthroughSubject<Int, Never>()
    var ended = false
    let zipped = left.zip(right).sink(receiveCompletion: { _ in ended = true }, receiveValue: { _ in })
    left.send(1)
    left.send(2)
    right.send(1)
    left.send(completion: .finished)
    #expect(!ended, "left still holds 2, which right may pair")
    right.send(2)
    #expect(ended)
    zipped.cancel()
  }

  @Test func combineLatestSendsNothingMoreWhenASideFinishes() {
    let left = PassthroughSubject<Int, Never>(), right = PassthroughSubject<Int, Never>()
    var values: [String] = []
    let cancellable = left.combineLatest(right).sink { values.append("\($0)\($1)") }
    left.send(1)
    right.send(2)
    left.send(completion: .finished)
    right.send(3)
    #expect(values == ["12", "13"])
    cancellable.cancel()
  }

  @Test func mergingNoPublishersFinishesAtOnce() {
    var finished = false
    let cancellable = Publishers.MergeMany([PassthroughSubject<Int, Never>]()).sink(receiveCompletion: { _ in finished = true }, receiveValue: { _ in })
    #expect(finished)
    cancellable.cancel()
  }

  @Test func aSubjectFedByAPublisherAsksForValuesOnceItHasASubscriber() {
    let source = CurrentValueSubject<String, Never>("initial")
    let relay = PassthroughSubject<String, Never>()
    let feed = source.subscribe(relay)
    var values: [String] = []
    let cancellable = relay.sink { values.append($0) }
    source.send("next")
    #expect(values == ["initial", "next"])
    cancellable.cancel()
    feed.cancel()
  }

  @Test func aLiveSourceDropsWhatNobodyAskedForAndStillFinishes() {
    let subject = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    var finished = false
    subject.subscribe(AnySubscriber(receiveSubscription: { $0.request(.max(2)) }, receiveValue: { values.append($0); return .none },
                                    receiveCompletion: { _ in finished = true }))
    for value in 1...5 { subject.send(value) }
    subject.send(completion: .finished)
    #expect(values == [1, 2])
    #expect(finished)
  }

  @Test func aFutureKeepsItsResultForALateRequest() {
    var promise: Future<Int, Never>.Promise?
    let future = Future<Int, Never> { promise = $0 }
    var values: [Int] = []
    var saved: Subscription?
    future.subscribe(AnySubscriber(receiveSubscription: { saved = $0 }, receiveValue: { values.append($0); return .none }))
    promise?(.success(7))
    #expect(values.isEmpty, "nothing was asked for yet")
    saved?.request(.max(1))
    #expect(values == [7])
  }

  @Test func anErasedPublisherHandsTheSubscriberToThePublisherInside() {
    var subscriptionName = ""
    let erased = AnyPublisher<String, Never>.create { subscriber in
      _ = subscriber.receive("hello")
      return AnyCancellable {}
    }
    erased.subscribe(AnySubscriber(receiveSubscription: { subscription in
      subscriptionName = "\(type(of: subscription))"
      subscription.request(.unlimited)
    }))
    #expect(subscriptionName.hasPrefix("CreateSubscription"))
  }

  @Test func flatMapRunsAsManyInnerPublishersAsAllowedAndFinishesAfterAll() {
    let inners = [PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>()]
    var values: [Int] = []
    var finished = false
    let cancellable = [0, 1].publisher.flatMap(maxPublishers: .max(1)) { inners[$0] }
      .sink(receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
    inners[1].send(99)  // not subscribed yet: the first inner runs alone
    inners[0].send(1)
    inners[0].send(completion: .finished)
    inners[1].send(2)
    #expect(values == [1, 2])
    #expect(!finished)
    inners[1].send(completion: .finished)
    #expect(finished)
    cancellable.cancel()
  }

  @Test func switchToLatestFinishesWhenUpstreamAndTheLatestInnerHave() {
    let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
    let first = PassthroughSubject<Int, Never>(), second = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    var finished = false
    let cancellable = outer.switchToLatest().sink(receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
    outer.send(first)
    first.send(1)
    outer.send(second)
    first.send(2)
    second.send(3)
    outer.send(completion: .finished)
    #expect(!finished)
    second.send(completion: .finished)
    #expect(values == [1, 3] && finished)
    cancellable.cancel()
  }

  @Test func schedulersHaveCombinesShape() {
    func later<S: Scheduler>(on scheduler: S, _ action: @escaping () -> Void) {
      scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(0)), action)
    }
    var ran = false
    later(on: ImmediateScheduler.shared) { ran = true }
    #expect(ran)
    let stride: DispatchQueue.SchedulerTimeType.Stride = .milliseconds(300)
    #expect(stride == .seconds(0.3))
    let ticks: Publishers.Autoconnect<Timer.TimerPublisher> = Timer.publish(every: 60, on: .main, in: .common).autoconnect()
    let debounced = PassthroughSubject<Int, Never>().debounce(for: .milliseconds(300), scheduler: RunLoop.main)
    var optional: [Int] = []
    let cancellable = Optional(4).publisher.sink { optional.append($0) }
    #expect(optional == [4])
    _ = (ticks, debounced, cancellable)
  }
}
#endif
