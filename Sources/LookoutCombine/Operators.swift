import Foundation

/// A publisher made from another by a function of how it subscribes.
public struct Derived<Output, Failure: Error>: Publisher {
  let attach: (Subscribers.Sink<Output, Failure>) -> AnyCancellable

  public func _deliver(to subscriber: Subscribers.Sink<Output, Failure>) -> AnyCancellable { attach(subscriber) }
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

  public func map<NewOutput>(_ transform: @escaping (Output) -> NewOutput) -> Derived<NewOutput, Failure> {
    Derived { downstream in relay(downstream) { downstream.receive(transform($0)) } }
  }

  public func compactMap<NewOutput>(_ transform: @escaping (Output) -> NewOutput?) -> Derived<NewOutput, Failure> {
    Derived { downstream in relay(downstream) { if let value = transform($0) { downstream.receive(value) } } }
  }

  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Derived<Output, Failure> {
    Derived { downstream in relay(downstream) { if isIncluded($0) { downstream.receive($0) } } }
  }

  /// Skips the first `count` values.
  public func dropFirst(_ count: Int = 1) -> Derived<Output, Failure> {
    Derived { downstream in
      let remaining = Counter(count)
      return relay(downstream) { if remaining.decrement() < 0 { downstream.receive($0) } }
    }
  }

  /// Delivers each value on `scheduler`.
  public func receive(on scheduler: some Scheduler) -> Derived<Output, Failure> {
    Derived { downstream in relay(downstream) { value in scheduler.schedule { downstream.receive(value) } } }
  }

  /// Delivers a value only after `interval` passed without another one.
  public func debounce(for interval: SchedulerStride, scheduler: some Scheduler) -> Derived<Output, Failure> {
    Derived { downstream in
      let generation = Counter(0)
      return relay(downstream) { value in
        let mine = generation.increment()
        scheduler.schedule(after: interval) {
          if generation.value == mine { downstream.receive(value) }
        }
      }
    }
  }
}

extension Publisher where Output: Equatable {
  /// Skips values equal to the one before.
  public func removeDuplicates() -> Derived<Output, Failure> {
    Derived { downstream in
      let last = LastValue<Output>()
      return relay(downstream) { value in if last.replace(with: value) { downstream.receive(value) } }
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

/// The last value an operator saw.
final class LastValue<Value: Equatable>: @unchecked Sendable {
  private let lock = NSLock()
  private var last: Value?
  /// Stores `value`; returns whether it differs from the previous one.
  func replace(with value: Value) -> Bool {
    lock.withLock {
      defer { last = value }
      return last != value
    }
  }
}

/// A time interval for `debounce`, `delay`, `throttle`: `.milliseconds(300)`, `.seconds(1)`, or seconds as a
/// literal (`debounce(for: 0.5, scheduler: RunLoop.main)`).
public struct SchedulerStride: Sendable, Comparable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  public let seconds: Double
  init(seconds: Double) { self.seconds = seconds }
  public init(floatLiteral value: Double) { seconds = value }
  public init(integerLiteral value: Int) { seconds = Double(value) }
  public static func seconds(_ value: Double) -> SchedulerStride { SchedulerStride(seconds: value) }
  public static func seconds(_ value: Int) -> SchedulerStride { SchedulerStride(seconds: Double(value)) }
  public static func milliseconds(_ value: Int) -> SchedulerStride { SchedulerStride(seconds: Double(value) / 1000) }
  public static func microseconds(_ value: Int) -> SchedulerStride { SchedulerStride(seconds: Double(value) / 1_000_000) }
  public static func nanoseconds(_ value: Int) -> SchedulerStride { SchedulerStride(seconds: Double(value) / 1_000_000_000) }
  public static func < (lhs: SchedulerStride, rhs: SchedulerStride) -> Bool { lhs.seconds < rhs.seconds }
}

/// Where operators deliver: `DispatchQueue.main`, `RunLoop.main`, `ImmediateScheduler.shared`.
public protocol Scheduler {
  func schedule(_ action: @escaping () -> Void)
  func schedule(after interval: SchedulerStride, _ action: @escaping () -> Void)
}

extension DispatchQueue: Scheduler {
  public func schedule(_ action: @escaping () -> Void) {
    nonisolated(unsafe) let action = action
    async { action() }
  }
  public func schedule(after interval: SchedulerStride, _ action: @escaping () -> Void) {
    nonisolated(unsafe) let action = action
    asyncAfter(deadline: .now() + interval.seconds) { action() }
  }
}

extension RunLoop: Scheduler {
  public func schedule(_ action: @escaping () -> Void) {
    nonisolated(unsafe) let action = action
    perform { action() }
  }
  public func schedule(after interval: SchedulerStride, _ action: @escaping () -> Void) {
    nonisolated(unsafe) let action = action
    let timer = Timer(timeInterval: interval.seconds, repeats: false) { _ in action() }
    add(timer, forMode: .default)
  }
}

/// Runs actions at once, on the calling thread (debounce intervals are ignored).
public struct ImmediateScheduler: Scheduler, Sendable {
  public static let shared = ImmediateScheduler()
  public func schedule(_ action: @escaping () -> Void) { action() }
  public func schedule(after interval: SchedulerStride, _ action: @escaping () -> Void) { action() }
}
