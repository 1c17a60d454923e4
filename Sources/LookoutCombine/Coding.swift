import Foundation

/// A decoder of a whole value from an input (`JSONDecoder`, `PropertyListDecoder`), for `decode(type:decoder:)`.
public protocol TopLevelDecoder {
  associatedtype Input
  func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// An encoder of a whole value to an output, for `encode(encoder:)`.
public protocol TopLevelEncoder {
  associatedtype Output
  func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListEncoder: TopLevelEncoder {}

extension Publisher {
  /// Each value decoded as `type`; a decoding error ends the publisher.
  public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder) -> Derived<Item, any Error>
  where Output == Coder.Input {
    tryMap { try decoder.decode(type, from: $0) }
  }

  /// Each value encoded; an encoding error ends the publisher.
  public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Derived<Coder.Output, any Error> where Output: Encodable {
    tryMap { try encoder.encode($0) }
  }

  /// Sends every value and the completion to `subject` (`publisher.subscribe(subject)`).
  /// The subject is offered the subscription (`send(subscription:)`) and asks for what it wants.
  public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
    let subscriber = SubjectSubscriber(subject)
    receive(subscriber: subscriber)
    return AnyCancellable(subscriber)
  }
}

/// A publisher code can send values through: `PassthroughSubject` and `CurrentValueSubject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  func send(_ value: Output)
  func send(completion: Completion<Failure>)
  /// An upstream this subject subscribed to (`publisher.subscribe(subject)`) offers its subscription.
  func send(subscription: any Subscription)
}

extension Subject {
  /// Asks for every value, as Combine's subjects do.
  public func send(subscription: any Subscription) { subscription.request(.unlimited) }
}

extension Subject where Output == Void {
  public func send() { send(()) }
}

extension PassthroughSubject: Subject {}
extension CurrentValueSubject: Subject {}

/// Feeds a subject from a publisher, and cancels the subscription it was offered.
final class SubjectSubscriber<Target: Subject>: Subscriber, Cancellable, @unchecked Sendable {
  typealias Input = Target.Output
  typealias Failure = Target.Failure
  private let lock = NSLock()
  private var subject: Target?
  private var subscription: (any Subscription)?

  init(_ subject: Target) { self.subject = subject }

  func receive(subscription: any Subscription) {
    let subject = lock.withLock {
      if self.subject != nil { self.subscription = subscription }
      return self.subject
    }
    if let subject { subject.send(subscription: subscription) } else { subscription.cancel() }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.withLock { subject }?.send(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let subject = lock.withLock {
      defer { self.subject = nil; subscription = nil }
      return self.subject
    }
    subject?.send(completion: completion)
  }

  func cancel() {
    let subscription = lock.withLock {
      defer { subject = nil; self.subscription = nil }
      return self.subscription
    }
    subscription?.cancel()
  }
}
