import Foundation

/// Finishes at once (or never, with `completeImmediately: false`) without a value.
public struct Empty<Output, Failure: Error>: Publisher {
  public let completeImmediately: Bool
  public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
  public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
    self.completeImmediately = completeImmediately
  }
  public func _deliver(to subscriber: Subscribers.Sink<Output, Failure>) -> AnyCancellable {
    if completeImmediately { subscriber.receive(completion: .finished) }
    return AnyCancellable { subscriber.cancel() }
  }
}

/// Fails at once with an error.
public struct Fail<Output, Failure: Error>: Publisher {
  public let error: Failure
  public init(error: Failure) { self.error = error }
  public init(outputType: Output.Type, failure: Failure) { error = failure }
  public func _deliver(to subscriber: Subscribers.Sink<Output, Failure>) -> AnyCancellable {
    subscriber.receive(completion: .failure(error))
    return AnyCancellable {}
  }
}

/// One value or one error, produced once by an asynchronous operation started at creation; later
/// subscribers get the same result.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
  public typealias Promise = (Result<Output, Failure>) -> Void
  private let lock = NSLock()
  private var result: Result<Output, Failure>?
  private let waiting = SubscriberList<Output, Failure>()

  public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
    attemptToFulfill { [self] result in
      let first: Bool = lock.withLock {
        guard self.result == nil else { return false }
        self.result = result
        return true
      }
      guard first else { return }
      switch result {
      case .success(let value):
        waiting.send(value)
        waiting.send(completion: .finished)
      case .failure(let error):
        waiting.send(completion: .failure(error))
      }
    }
  }

  public func _deliver(to subscriber: Subscribers.Sink<Output, Failure>) -> AnyCancellable {
    if let result = lock.withLock({ result }) {
      switch result {
      case .success(let value):
        subscriber.receive(value)
        subscriber.receive(completion: .finished)
      case .failure(let error):
        subscriber.receive(completion: .failure(error))
      }
      return AnyCancellable { subscriber.cancel() }
    }
    return waiting.add(subscriber)
  }

  /// The result waits for the subscriber's request, however late it comes.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure { receiveKeepingResult(subscriber) }
}

/// A publisher made anew, by `createPublisher`, for each subscriber.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
  public typealias Output = DeferredPublisher.Output
  public typealias Failure = DeferredPublisher.Failure
  public let createPublisher: () -> DeferredPublisher
  public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }
  public func _deliver(to subscriber: Subscribers.Sink<Output, Failure>) -> AnyCancellable { createPublisher()._deliver(to: subscriber) }
}

extension Publishers {
  /// The elements of a sequence, one after another, then finished.
  public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
    public typealias Output = Elements.Element
    public let sequence: Elements
    public init(sequence: Elements) { self.sequence = sequence }
    public func _deliver(to subscriber: Subscribers.Sink<Output, Failure>) -> AnyCancellable {
      for element in sequence where !subscriber.isCancelled { subscriber.receive(element) }
      subscriber.receive(completion: .finished)
      return AnyCancellable { subscriber.cancel() }
    }
  }
}

extension Sequence {
  /// The sequence's elements as a publisher (`[1, 2, 3].publisher`).
  public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

extension Optional {
  /// The value, if there is one, then finished (`optional.publisher`). Disfavoured, so a library's own
  /// `Optional.publisher` for iOS 13 (which Apple's marks obsoleted from iOS 14, and so hides) is not ambiguous.
  @_disfavoredOverload
  public var publisher: Publisher { Publisher(self) }

  /// Sends the optional's value if it has one, then finishes (Combine's `Optional.Publisher`).
  public struct Publisher: LookoutCombine.Publisher {
    public typealias Output = Wrapped
    public typealias Failure = Never
    public let output: Wrapped?

    public init(_ output: Wrapped?) { self.output = output }

    public func _deliver(to subscriber: Subscribers.Sink<Wrapped, Never>) -> AnyCancellable {
      if let output { subscriber.receive(output) }
      subscriber.receive(completion: .finished)
      return AnyCancellable {}
    }
  }
}
