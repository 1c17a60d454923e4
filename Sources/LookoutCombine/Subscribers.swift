import Foundation

/// What a Lookout publisher's `receive(subscriber:)` hands a subscriber of any type: it holds the values
/// and the completion the publisher sends until the subscriber asks for them, as Combine's demand works.
///
/// What a publisher sends while it is being subscribed to (a sequence, `Just`, a current value) waits for
/// the subscriber's requests. What it sends later, while the subscriber asks for nothing, is dropped, as
/// Combine's live sources (subjects, timers, notifications) drop it, so a completion is never held back.
final class DemandSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
  private let lock = NSLock()
  private var connected = false
  private var subscriber: Downstream?
  private var demand = Subscribers.Demand.none
  private var pending: [Downstream.Input] = []
  private var completion: Completion<Downstream.Failure>?
  private var draining = false
  private var connection: AnyCancellable?
  /// What the publisher delivers to.
  private(set) var sink: Subscribers.Sink<Downstream.Input, Downstream.Failure>!

  /// Called at each request: a subject asks the publishers feeding it only once someone asks it.
  private let onDemand: (() -> Void)?

  /// A publisher that produces one result for each subscriber (`Future`, a data task) keeps it for the
  /// subscriber's request, however late it comes, as Combine's do.
  private let keepsLateValues: Bool

  init(_ subscriber: Downstream, keepsLateValues: Bool = false, onDemand: (() -> Void)? = nil) {
    self.subscriber = subscriber
    self.keepsLateValues = keepsLateValues
    self.onDemand = onDemand
    sink = Subscribers.Sink(
      receiveValue: { [self] value in enqueue(value) },
      receiveCompletion: { [self] completion in finish(completion) })
  }

  /// Keeps the publisher's cancellable, or cancels it when the subscriber has already cancelled.
  func connect(_ cancellable: AnyCancellable) {
    let keep = lock.withLock {
      connected = true
      guard subscriber != nil else { return false }
      connection = cancellable
      return true
    }
    if !keep { cancellable.cancel() }
  }

  func request(_ demand: Subscribers.Demand) {
    let live = lock.withLock {
      guard subscriber != nil else { return false }
      self.demand += demand
      return true
    }
    drain()
    if live, demand > 0 { onDemand?() }
  }

  func cancel() {
    let connection = lock.withLock {
      defer {
        subscriber = nil
        pending = []
        self.connection = nil
      }
      return self.connection
    }
    connection?.cancel()
  }

  private func enqueue(_ value: Downstream.Input) {
    lock.withLock {
      guard subscriber != nil, completion == nil else { return }
      if connected && !keepsLateValues && demand == .none && pending.isEmpty { return }
      pending.append(value)
    }
    drain()
  }

  private func finish(_ completion: Completion<Downstream.Failure>) {
    lock.withLock {
      guard subscriber != nil, self.completion == nil else { return }
      self.completion = completion
    }
    drain()
  }

  /// Delivers what the demand allows, outside the lock; one thread at a time, so values keep their order
  /// and a subscriber that requests more from `receive(_:)` is served by the loop it is called from.
  private func drain() {
    lock.lock()
    guard !draining else { return lock.unlock() }
    draining = true
    while let subscriber {
      if demand > 0, !pending.isEmpty {
        let value = pending.removeFirst()
        demand -= 1
        lock.unlock()
        let more = subscriber.receive(value)
        lock.lock()
        demand += more
        continue
      }
      if pending.isEmpty, let completion {
        self.subscriber = nil
        connection = nil
        draining = false
        lock.unlock()
        subscriber.receive(completion: completion)
        return
      }
      break
    }
    draining = false
    lock.unlock()
  }
}

/// A type-erased subscriber: another subscriber, or three closures, or a subject (Combine's `AnySubscriber`).
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
  public let combineIdentifier: CombineIdentifier
  private let receiveSubscription: ((any Subscription) -> Void)?
  private let receiveValue: ((Input) -> Subscribers.Demand)?
  private let receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?

  public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
    if let erased = subscriber as? AnySubscriber<Input, Failure> {
      self = erased
      return
    }
    combineIdentifier = subscriber.combineIdentifier
    receiveSubscription = subscriber.receive(subscription:)
    receiveValue = subscriber.receive(_:)
    receiveCompletion = subscriber.receive(completion:)
  }

  /// Closures left out do nothing; a missing `receiveValue` asks for nothing more.
  public init(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveValue: ((Input) -> Subscribers.Demand)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
  ) {
    combineIdentifier = CombineIdentifier()
    self.receiveSubscription = receiveSubscription
    self.receiveValue = receiveValue
    self.receiveCompletion = receiveCompletion
  }

  /// Sends what it receives into `subject`.
  public init<S: Subject>(_ subject: S) where S.Output == Input, S.Failure == Failure {
    self.init(
      receiveSubscription: { subject.send(subscription: $0) },
      receiveValue: { subject.send($0); return .none },
      receiveCompletion: { subject.send(completion: $0) })
  }

  public var description: String { "Anonymous AnySubscriber" }

  public func receive(subscription: any Subscription) { receiveSubscription?(subscription) }
  public func receive(_ value: Input) -> Subscribers.Demand { receiveValue?(value) ?? .none }
  public func receive(completion: Subscribers.Completion<Failure>) { receiveCompletion?(completion) }
}

extension Subscribers {
  /// Writes every value to a property of an object, asking for every value (Combine's `Assign`).
  public final class Assign<Root, Input>: Subscriber, Cancellable, @unchecked Sendable {
    public typealias Failure = Never
    private let lock = NSLock()
    public private(set) var object: Root?
    public let keyPath: ReferenceWritableKeyPath<Root, Input>
    private var subscription: (any Subscription)?

    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      self.object = object
      self.keyPath = keyPath
    }

    public func receive(subscription: any Subscription) {
      let accepted = lock.withLock {
        guard object != nil, self.subscription == nil else { return false }
        self.subscription = subscription
        return true
      }
      if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
    }

    public func receive(_ value: Input) -> Subscribers.Demand {
      if let object = lock.withLock({ object }) { object[keyPath: keyPath] = value }
      return .none
    }

    public func receive(completion: Subscribers.Completion<Never>) {
      lock.withLock {
        object = nil
        subscription = nil
      }
    }

    public func cancel() {
      let subscription = lock.withLock {
        defer {
          object = nil
          self.subscription = nil
        }
        return self.subscription
      }
      subscription?.cancel()
    }
  }
}
