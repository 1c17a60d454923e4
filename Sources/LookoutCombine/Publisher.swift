import Foundation

// A small Combine: enough for `ObservableObject`, `@Published`'s `$` publishers and the pipelines the guides
// show (`sink`, `store(in:)`, `map`, `removeDuplicates`, `debounce`, `assign`). Values are delivered
// synchronously on the sending thread, as Combine's subjects do.

/// Something that sends values, then maybe a completion, to its subscribers.
public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error

  /// Delivers this publisher's values and completion to `subscriber` until the returned cancellable is
  /// cancelled or released.
  func subscribe(_ subscriber: Subscriber<Output, Failure>) -> AnyCancellable
}

/// How a publisher ends.
public enum Completion<Failure: Error> {
  case finished
  case failure(Failure)
}

/// Where a publisher delivers: two closures and a cancellation flag.
public final class Subscriber<Input, Failure: Error>: @unchecked Sendable {
  private let lock = NSLock()
  private var receiveValue: ((Input) -> Void)?
  private var receiveCompletion: ((Completion<Failure>) -> Void)?

  public init(receiveValue: @escaping (Input) -> Void, receiveCompletion: @escaping (Completion<Failure>) -> Void = { _ in }) {
    self.receiveValue = receiveValue
    self.receiveCompletion = receiveCompletion
  }

  public var isCancelled: Bool { lock.withLock { receiveValue == nil } }

  public func receive(_ value: Input) {
    let deliver = lock.withLock { receiveValue }
    deliver?(value)
  }

  public func receive(completion: Completion<Failure>) {
    let deliver = lock.withLock {
      defer {
        receiveValue = nil
        receiveCompletion = nil
      }
      return receiveCompletion
    }
    deliver?(completion)
  }

  /// Stops delivery and releases the closures.
  public func cancel() {
    lock.withLock {
      receiveValue = nil
      receiveCompletion = nil
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
    subscribe(Subscriber(receiveValue: receiveValue, receiveCompletion: receiveCompletion))
  }

  /// Type-erases the publisher.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

extension Publisher where Failure == Never {
  /// Calls `receiveValue` for every value.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    subscribe(Subscriber(receiveValue: receiveValue))
  }

  /// Writes every value to `object`'s property at `keyPath`.
  public func assign<Root: AnyObject>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
    sink { object[keyPath: keyPath] = $0 }
  }
}

/// A type-erased publisher.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  private let attach: (Subscriber<Output, Failure>) -> AnyCancellable

  public init<Upstream: Publisher>(_ upstream: Upstream) where Upstream.Output == Output, Upstream.Failure == Failure {
    attach = upstream.subscribe
  }

  public func subscribe(_ subscriber: Subscriber<Output, Failure>) -> AnyCancellable { attach(subscriber) }
}
