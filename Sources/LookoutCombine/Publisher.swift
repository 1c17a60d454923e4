import Foundation

// A small Combine: enough for `ObservableObject`, `@Published`'s `$` publishers and the pipelines the guides
// show (`sink`, `store(in:)`, `map`, `removeDuplicates`, `debounce`, `assign`). Values are delivered
// synchronously on the sending thread, as Combine's subjects do.

/// Something that sends values, then maybe a completion, to its subscribers: Combine's protocol, so a
/// library's own publishers (with their own `Subscription`s) conform as they do to Combine's.
public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error

  /// Attaches `subscriber`: it gets a subscription, asks it for values, and receives them.
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure

  /// Lookout's own publishers deliver to a sink directly, with no demand to count; a publisher of yours
  /// need not implement this (it is reached through `receive(subscriber:)`).
  func _deliver(to sink: Subscribers.Sink<Output, Failure>) -> AnyCancellable
}

extension Publisher {
  /// For a publisher that implements only `receive(subscriber:)`: the sink asks for every value.
  public func _deliver(to sink: Subscribers.Sink<Output, Failure>) -> AnyCancellable {
    receive(subscriber: sink)
    return AnyCancellable(sink)
  }

  /// For Lookout's publishers, which implement `_deliver(to:)`: values go out as `subscriber` asks for them.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let subscription = DemandSubscription(subscriber)
    subscriber.receive(subscription: subscription)
    subscription.connect(_deliver(to: subscription.sink))
  }

  /// The `receive(subscriber:)` of a publisher that produces one result per subscriber: the result waits
  /// for the request, however late it comes.
  func receiveKeepingResult<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
    let subscription = DemandSubscription(subscriber, keepsLateValues: true)
    subscriber.receive(subscription: subscription)
    subscription.connect(_deliver(to: subscription.sink))
  }

  /// A subject's `receive(subscriber:)`: the publishers feeding it are asked once `subscriber` asks.
  func receiveFeedingUpstreams<S: Subscriber>(_ subscriber: S, list: SubscriberList<Output, Failure>) where S.Input == Output, S.Failure == Failure {
    let subscription = DemandSubscription(subscriber, onDemand: list.askUpstreams)
    subscriber.receive(subscription: subscription)
    subscription.connect(list.add(subscription.sink, asksUpstreams: false))
  }

  /// Attaches `subscriber` (Combine's `subscribe(_:)`).
  public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
    receive(subscriber: subscriber)
  }
}

/// How a publisher ends.
public enum Completion<Failure: Error> {
  case finished
  case failure(Failure)
}

extension Completion: Equatable where Failure: Equatable {}
extension Completion: Hashable where Failure: Hashable {}
extension Completion: Sendable where Failure: Sendable {}

/// Something that receives a subscription, then values and maybe a completion: Combine's protocol.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  associatedtype Input
  associatedtype Failure: Error

  /// The publisher accepted the subscriber: request values through `subscription`.
  func receive(subscription: any Subscription)
  /// One value; returns how many more it asks for beyond the demand so far.
  func receive(_ input: Input) -> Subscribers.Demand
  /// The publisher finished or failed; nothing follows.
  func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
  /// Receives `()`.
  public func receive() -> Subscribers.Demand { receive(()) }
}

extension Subscribers {
  /// Delivers to two closures, asking for every value, until cancelled (what `sink` makes).
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
    private let lock = NSLock()
    private var receiveValue: ((Input) -> Void)?
    private var receiveCompletion: ((Completion<Failure>) -> Void)?
    private var subscription: (any Subscription)?

    public init(receiveCompletion: @escaping (Completion<Failure>) -> Void, receiveValue: @escaping (Input) -> Void) {
      self.receiveValue = receiveValue
      self.receiveCompletion = receiveCompletion
    }

    init(receiveValue: @escaping (Input) -> Void, receiveCompletion: @escaping (Completion<Failure>) -> Void = { _ in }) {
      self.receiveValue = receiveValue
      self.receiveCompletion = receiveCompletion
    }

    var isCancelled: Bool { lock.withLock { receiveValue == nil } }

    public func receive(subscription: any Subscription) {
      let accepted = lock.withLock {
        guard receiveValue != nil, self.subscription == nil else { return false }
        self.subscription = subscription
        return true
      }
      if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
    }

    @discardableResult
    public func receive(_ value: Input) -> Subscribers.Demand {
      let deliver = lock.withLock { receiveValue }
      deliver?(value)
      return .none
    }

    public func receive(completion: Completion<Failure>) {
      let deliver = lock.withLock {
        defer {
          receiveValue = nil
          receiveCompletion = nil
          subscription = nil
        }
        return receiveCompletion
      }
      deliver?(completion)
    }

    /// Stops delivery, cancels the subscription and releases the closures.
    public func cancel() {
      let subscription = lock.withLock {
        defer {
          receiveValue = nil
          receiveCompletion = nil
          self.subscription = nil
        }
        return self.subscription
      }
      subscription?.cancel()
    }
  }
}

/// Something that can be cancelled (a subscription, a task).
public protocol Cancellable {
  func cancel()
}

extension Cancellable {
  /// Keeps the subscription alive as long as the collection.
  public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }
  public func store(in array: inout [AnyCancellable]) { AnyCancellable(self).store(in: &array) }
}

/// Cancels a subscription when `cancel()` is called or when it is released, as Combine's does.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
  private let lock = NSLock()
  private var onCancel: (() -> Void)?

  public init(_ cancel: @escaping () -> Void) { onCancel = cancel }
  /// Cancels `cancellable` when cancelled or released.
  public convenience init<C: Cancellable>(_ cancellable: C) {
    if let any = cancellable as? AnyCancellable {
      self.init { any.cancel() }
    } else {
      self.init { cancellable.cancel() }
    }
  }

  public func cancel() {
    let action = lock.withLock {
      defer { onCancel = nil }
      return onCancel
    }
    action?()
  }

  /// Keeps the subscription alive as long as the collection.
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

  public func store(in array: inout [AnyCancellable]) { array.append(self) }

  deinit { cancel() }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Publisher {
  /// Calls `receiveValue` for every value and `receiveCompletion` at the end.
  public func sink(
    receiveCompletion: @escaping (Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    _deliver(to: Subscribers.Sink(receiveValue: receiveValue, receiveCompletion: receiveCompletion))
  }

  /// Type-erases the publisher.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

extension Publisher where Failure == Never {
  /// Calls `receiveValue` for every value.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    _deliver(to: Subscribers.Sink(receiveValue: receiveValue))
  }

  /// Writes every value to `object`'s property at `keyPath`.
  public func assign<Root: AnyObject>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
    sink { object[keyPath: keyPath] = $0 }
  }
}

/// A type-erased publisher.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  private let attach: (Subscribers.Sink<Output, Failure>) -> AnyCancellable
  private let attachAny: (AnySubscriber<Output, Failure>) -> Void

  public init<Upstream: Publisher>(_ upstream: Upstream) where Upstream.Output == Output, Upstream.Failure == Failure {
    if let erased = upstream as? AnyPublisher<Output, Failure> {
      self = erased
      return
    }
    attach = upstream._deliver
    attachAny = upstream.receive(subscriber:)
  }

  public func _deliver(to sink: Subscribers.Sink<Output, Failure>) -> AnyCancellable { attach(sink) }

  /// Hands `subscriber` to the publisher inside, which gives it its own subscription.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    attachAny(AnySubscriber(subscriber))
  }
}
