import Foundation

/// A publisher made from another by a function of how it subscribes.
public struct Derived<Output, Failure: Error>: Publisher {
  let attach: (Subscribers.Sink<Output, Failure>) -> AnyCancellable

  public func _deliver(to subscriber: Subscribers.Sink<Output, Failure>) -> AnyCancellable { attach(subscriber) }
}

extension Publishers {
  /// Each value transformed: what `map` makes, by Combine's name (a library may name it in a signature).
  public struct Map<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let transform: (Upstream.Output) -> Output

    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    public func _deliver(to subscriber: Subscribers.Sink<Output, Failure>) -> AnyCancellable {
      let transform = transform
      return upstream.relay(subscriber) { subscriber.receive(transform($0)) }
    }
  }
}

extension Publisher {
  /// Subscribes upstream with a subscriber that forwards through `forward` to `downstream`.
  func relay<NewOutput>(
    _ downstream: Subscribers.Sink<NewOutput, Failure>, _ forward: @escaping (Output) -> Void
  ) -> AnyCancellable {
    _deliver(to: Subscribers.Sink(
      receiveValue: forward,
      receiveCompletion: { downstream.receive(completion: $0) }))
  }

  public func map<NewOutput>(_ transform: @escaping (Output) -> NewOutput) -> Publishers.Map<Self, NewOutput> {
    Publishers.Map(upstream: self, transform: transform)
  }

  /// Skips the first `count` values.
  public func dropFirst(_ count: Int = 1) -> Derived<Output, Failure> {
    Derived { downstream in
      let remaining = Counter(count)
      return relay(downstream) { if remaining.decrement() < 0 { downstream.receive($0) } }
    }
  }

  /// Delivers each value on `scheduler`.
  public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Derived<Output, Failure> {
    Derived { downstream in relay(downstream) { value in scheduler.schedule(options: options) { downstream.receive(value) } } }
  }

  /// Delivers a value only after `interval` passed without another one.
  public func debounce<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil)
    -> Derived<Output, Failure> {
    Derived { downstream in
      let generation = Counter(0)
      return relay(downstream) { value in
        let mine = generation.increment()
        scheduler.schedule(in: interval, options: options) {
          if generation.value == mine { downstream.receive(value) }
        }
      }
    }
  }
}

/// A thread-safe count for operators.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count: Int
  init(_ count: Int) { self.count = count }
  var value: Int { lock.withLock { count } }
  func increment() -> Int { lock.withLock { count += 1; return count } }
  func decrement() -> Int { lock.withLock { count -= 1; return count } }
}

