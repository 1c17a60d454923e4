import Foundation

// Operators about time: delaying, throttling, sharing one subscription.

extension Publisher {
  /// Each value (and the completion) `interval` later, on `scheduler`.
  public func delay<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
                                  scheduler: S, options: S.SchedulerOptions? = nil) -> Derived<Output, Failure> {
    Derived { downstream in
      _deliver(to: Subscribers.Sink(receiveValue: { value in
        scheduler.schedule(in: interval, tolerance: tolerance, options: options) { downstream.receive(value) }
      }, receiveCompletion: { completion in
        scheduler.schedule(in: interval, tolerance: tolerance, options: options) { downstream.receive(completion: completion) }
      }))
    }
  }

  /// At most one value per `interval`: the first of each interval, or its last with `latest`.
  public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool) -> Derived<Output, Failure> {
    Derived { downstream in
      let window = Box<(open: Bool, pending: Output?)>((false, nil))
      return relay(downstream) { value in
        let opensWindow = window.update { state -> Bool in
          if state.open {
            if latest { state.pending = value }
            return false
          }
          state.open = true
          return true
        }
        guard opensWindow else { return }
        downstream.receive(value)
        scheduler.schedule(in: interval, options: nil) {
          let pending = window.update { state -> Output? in
            defer { state = (false, nil) }
            return state.pending
          }
          if let pending { downstream.receive(pending) }
        }
      }
    }
  }

  /// Prints each event, prefixed.
  public func print(_ prefix: String = "", to stream: TextOutputStream? = nil) -> Publishers.HandleEvents<Self> {
    let label = prefix.isEmpty ? "" : "\(prefix): "
    return handleEvents(receiveSubscription: { _ in Swift.print("\(label)receive subscription") },
                        receiveOutput: { Swift.print("\(label)receive value: (\($0))") },
                        receiveCompletion: { Swift.print("\(label)receive \($0)") }, receiveCancel: { Swift.print("\(label)receive cancel") })
  }

  /// Subscribes upstream on `scheduler` (headlessly, at once).
  public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Derived<Output, Failure> {
    Derived { downstream in _deliver(to: downstream) }
  }

  /// One subscription upstream, shared by every subscriber: made by the first, cancelled with the last.
  public func share() -> Shared<Self> { Shared(upstream: self) }
}

/// A publisher whose subscribers share one subscription upstream (`share()`).
public final class Shared<Upstream: Publisher>: Publisher, @unchecked Sendable {
  public typealias Output = Upstream.Output
  public typealias Failure = Upstream.Failure
  private let upstream: Upstream
  private let lock = NSLock()
  private var subscribers = SubscriberList<Output, Failure>()
  private var connection: AnyCancellable?
  private var count = 0

  init(upstream: Upstream) { self.upstream = upstream }

  public func _deliver(to subscriber: Subscribers.Sink<Output, Failure>) -> AnyCancellable {
    let (list, connect): (SubscriberList<Output, Failure>, Bool) = lock.withLock {
      count += 1
      return (subscribers, count == 1)
    }
    let subscription = list.add(subscriber)
    if connect {
      let connection = upstream._deliver(to: Subscribers.Sink(receiveValue: { list.send($0) }, receiveCompletion: { [weak self] completion in
        list.send(completion: completion)
        self?.reset()
      }))
      lock.withLock { self.connection = connection }
    }
    return AnyCancellable { [weak self] in
      subscription.cancel()
      self?.release()
    }
  }

  private func release() {
    let connection: AnyCancellable? = lock.withLock {
      count -= 1
      guard count == 0 else { return nil }
      defer { self.connection = nil }
      return self.connection
    }
    connection?.cancel()
  }

  /// After a completion, the next subscriber subscribes anew.
  private func reset() {
    lock.withLock {
      subscribers = SubscriberList()
      count = 0
      connection = nil
    }
  }
}
