import Foundation

/// Subscribers of a subject, delivered outside the lock (a subscriber may send again).
final class SubscriberList<Output, Failure: Error>: @unchecked Sendable {
  private let lock = NSLock()
  private var subscribers: [ObjectIdentifier: Subscribers.Sink<Output, Failure>] = [:]
  private var completion: Completion<Failure>?
  /// Subscriptions to publishers feeding the subject, not yet asked for values: as Combine's subjects do,
  /// the subject asks once it has a subscriber, so what a publisher sends at once is not lost.
  private var unasked: [any Subscription] = []

  /// A subscriber asked for values: the publishers feeding the subject are asked too.
  func askUpstreams() {
    let ask = lock.withLock {
      defer { unasked = [] }
      return unasked
    }
    for subscription in ask { subscription.request(.unlimited) }
  }

  /// An upstream publisher's subscription (`publisher.subscribe(subject)`).
  func offer(_ subscription: any Subscription) {
    let ask = lock.withLock {
      if subscribers.isEmpty && completion == nil { unasked.append(subscription) }
      return !subscribers.isEmpty
    }
    if ask { subscription.request(.unlimited) }
  }

  /// Registers `subscriber`; `first` runs once it is registered and before upstreams are asked for values
  /// (a current value goes out before anything they send).
  func add(_ subscriber: Subscribers.Sink<Output, Failure>, asksUpstreams: Bool = true, first: (() -> Void)? = nil) -> AnyCancellable {
    let (finished, ask): (Completion<Failure>?, [any Subscription]) = lock.withLock {
      if let completion { return (completion, []) }
      subscribers[ObjectIdentifier(subscriber)] = subscriber
      guard asksUpstreams else { return (nil, []) }
      defer { unasked = [] }
      return (nil, unasked)
    }
    if let finished {
      subscriber.receive(completion: finished)
      return AnyCancellable {}
    }
    first?()
    for subscription in ask { subscription.request(.unlimited) }
    return AnyCancellable { [weak self, weak subscriber] in
      guard let self, let subscriber else { return }
      self.lock.withLock { _ = self.subscribers.removeValue(forKey: ObjectIdentifier(subscriber)) }
      subscriber.cancel()
    }
  }

  func send(_ value: Output) {
    for subscriber in lock.withLock({ Array(subscribers.values) }) { subscriber.receive(value) }
  }

  func send(completion: Completion<Failure>) {
    let all = lock.withLock {
      defer { subscribers = [:] }
      self.completion = completion
      return Array(subscribers.values)
    }
    for subscriber in all { subscriber.receive(completion: completion) }
  }

  var isEmpty: Bool { lock.withLock { subscribers.isEmpty } }
}

/// Sends the values it is given to its current subscribers.
public final class PassthroughSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
  private let subscribers = SubscriberList<Output, Failure>()

  public init() {}

  public func send(_ value: Output) { subscribers.send(value) }

  public func send(completion: Completion<Failure>) { subscribers.send(completion: completion) }

  /// Asks the publisher feeding the subject for values once the subject has a subscriber.
  public func send(subscription: any Subscription) { subscribers.offer(subscription) }

  public func _deliver(to subscriber: Subscribers.Sink<Output, Failure>) -> AnyCancellable { subscribers.add(subscriber) }

  /// Values sent while `subscriber` asks for none are dropped, as Combine's subject drops them.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    receiveFeedingUpstreams(subscriber, list: subscribers)
  }
}

extension PassthroughSubject where Output == Void {
  public func send() { send(()) }
}

/// Holds a value, sends it to each new subscriber, then every new value.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
  private let lock = NSLock()
  private var current: Output
  private let subscribers = SubscriberList<Output, Failure>()

  public init(_ value: Output) { current = value }

  public var value: Output {
    get { lock.withLock { current } }
    set { send(newValue) }
  }

  public func send(_ value: Output) {
    lock.withLock { current = value }
    subscribers.send(value)
  }

  public func send(completion: Completion<Failure>) { subscribers.send(completion: completion) }

  public func _deliver(to subscriber: Subscribers.Sink<Output, Failure>) -> AnyCancellable {
    subscribers.add(subscriber) { subscriber.receive(self.value) }
  }

}

/// Sends one value, then finishes.
public struct Just<Output>: Publisher {
  public typealias Failure = Never
  public let output: Output

  public init(_ output: Output) { self.output = output }

  public func _deliver(to subscriber: Subscribers.Sink<Output, Never>) -> AnyCancellable {
    subscriber.receive(output)
    subscriber.receive(completion: .finished)
    return AnyCancellable {}
  }
}
