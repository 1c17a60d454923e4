import Foundation

/// The inner publishers of one `flatMap` subscription: how many run, which wait, and when all are done.
final class FlatMapMerge<Value, Inner: Publisher>: @unchecked Sendable {
  private let lock = NSLock()
  private let limit: Int?
  private let transform: (Value) -> Inner
  private let downstream: Subscribers.Sink<Inner.Output, Inner.Failure>
  private var running: [Int: AnyCancellable?] = [:]
  private var waiting: [Value] = []
  private var toStart: [Value] = []
  private var starting = false
  private var nextID = 0
  private var upstreamFinished = false
  private var ended = false
  private var upstream: AnyCancellable?

  init(limit: Int?, transform: @escaping (Value) -> Inner, downstream: Subscribers.Sink<Inner.Output, Inner.Failure>) {
    (self.limit, self.transform, self.downstream) = (limit, transform, downstream)
  }

  func keepUpstream(_ cancellable: AnyCancellable) {
    let keep = lock.withLock {
      if !ended { upstream = cancellable }
      return !ended
    }
    if !keep { cancellable.cancel() }
  }

  func receive(_ value: Value) {
    lock.withLock {
      guard !ended else { return }
      if let limit, running.count + toStart.count >= limit { waiting.append(value) } else { toStart.append(value) }
    }
    startWaiting()
  }

  func upstreamCompleted(_ completion: Completion<Inner.Failure>) {
    if case .failure = completion { return end(with: completion) }
    let finish = lock.withLock {
      upstreamFinished = true
      return isDrained
    }
    if finish { end(with: .finished) }
  }

  func cancel() {
    let cancellables = lock.withLock {
      defer { ended = true; running = [:]; waiting = []; toStart = []; upstream = nil }
      return running.values.compactMap { $0 } + [upstream].compactMap { $0 }
    }
    for cancellable in cancellables { cancellable.cancel() }
  }

  private var isDrained: Bool { upstreamFinished && running.isEmpty && waiting.isEmpty && toStart.isEmpty && !ended }

  /// Starts what may start, in a loop rather than by recursion (an inner publisher may finish at once).
  private func startWaiting() {
    while true {
      let next: (id: Int, value: Value)? = lock.withLock {
        guard !starting, !ended, !toStart.isEmpty else { return nil }
        starting = true
        nextID += 1
        running[nextID] = .some(nil)
        return (nextID, toStart.removeFirst())
      }
      guard let next else { return }
      let cancellable = transform(next.value)._deliver(to: Subscribers.Sink(
        receiveValue: { [downstream] in downstream.receive($0) },
        receiveCompletion: { [self] completion in innerCompleted(next.id, completion) }))
      lock.withLock {
        if running[next.id] != nil { running[next.id] = cancellable }
        starting = false
      }
    }
  }

  private func innerCompleted(_ id: Int, _ completion: Completion<Inner.Failure>) {
    if case .failure = completion { return end(with: completion) }
    let finish = lock.withLock {
      running[id] = nil
      if !waiting.isEmpty { toStart.append(waiting.removeFirst()) }
      return isDrained
    }
    if finish { end(with: .finished) } else { startWaiting() }
  }

  private func end(with completion: Completion<Inner.Failure>) {
    let cancellables: [AnyCancellable]? = lock.withLock {
      guard !ended else { return nil }
      defer { ended = true; running = [:]; waiting = []; toStart = []; upstream = nil }
      return running.values.compactMap { $0 } + [upstream].compactMap { $0 }
    }
    guard let cancellables else { return }
    for cancellable in cancellables { cancellable.cancel() }
    downstream.receive(completion: completion)
  }
}
