import Foundation

/// Subscribers of a subject, delivered outside the lock (a subscriber may send again).
final class SubscriberList<Output, Failure: Error>: @unchecked Sendable {
  private let lock = NSLock()
  private var subscribers: [ObjectIdentifier: Subscribers.Sink<Output, Failure>] = [:]
  private var completion: Completion<Failure>?

  func add(_ subscriber: Subscribers.Sink<Output, Failure>) -> AnyCancellable {
    let finished: Completion<Failure>? = lock.withLock {
      if let completion { return completion }
      subscribers[ObjectIdentifier(subscriber)] = subscriber
      return nil
    }
    if let finished {
      subscriber.receive(completion: finished)
      return AnyCancellable {}
    }
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

  public func _deliver(to subscriber: Subscribers.Sink<Output, Failure>) -> AnyCancellable { subscribers.add(subscriber) }
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
    let cancellable = subscribers.add(subscriber)
    subscriber.receive(value)
    return cancellable
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
