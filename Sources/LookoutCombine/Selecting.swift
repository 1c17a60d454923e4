import Foundation

// Operators that pick, count or gather values.

extension Publisher {
  /// The first `maxLength` values, then finished.
  public func prefix(_ maxLength: Int) -> Derived<Output, Failure> {
    Derived { downstream in
      let seen = Counter(0)
      if maxLength <= 0 { downstream.receive(completion: .finished) }
      return relay(downstream) { value in
        let count = seen.increment()
        guard count <= maxLength else { return }
        downstream.receive(value)
        if count == maxLength { downstream.receive(completion: .finished) }
      }
    }
  }

  /// Values while `predicate` holds, then finished.
  public func prefix(while predicate: @escaping (Output) -> Bool) -> Derived<Output, Failure> {
    Derived { downstream in
      relay(downstream) { value in
        if predicate(value) { downstream.receive(value) } else { downstream.receive(completion: .finished) }
      }
    }
  }

  /// Values until `publisher` sends one, then finished (upstream cancelled).
  public func prefix<P: Publisher>(untilOutputFrom publisher: P) -> Derived<Output, Failure> {
    Derived { downstream in
      let values = Box<(connection: AnyCancellable?, ended: Bool)>((nil, false))
      let trigger = publisher._deliver(to: Subscribers.Sink(receiveValue: { _ in
        let connection = values.update { state -> AnyCancellable? in
          state.ended = true
          return state.connection
        }
        downstream.receive(completion: .finished)
        connection?.cancel()
      }, receiveCompletion: { _ in }))
      let connection = _deliver(to: downstream)
      if values.update({ state -> Bool in
        state.connection = connection
        return state.ended
      }) { connection.cancel() }
      return AnyCancellable {
        trigger.cancel()
        connection.cancel()
      }
    }
  }

  /// Skips values until `publisher` sends one, then sends all.
  public func drop<P: Publisher>(untilOutputFrom publisher: P) -> Derived<Output, Failure> where P.Failure == Failure {
    Derived { downstream in
      let open = Flag(false)
      let trigger = publisher._deliver(to: Subscribers.Sink(receiveValue: { _ in open.value = true }, receiveCompletion: { completion in
        if case .failure = completion { downstream.receive(completion: completion) }
      }))
      let connection = relay(downstream) { if open.value { downstream.receive($0) } }
      return AnyCancellable {
        trigger.cancel()
        connection.cancel()
      }
    }
  }

  /// Skips values while `predicate` holds, then sends all.
  public func drop(while predicate: @escaping (Output) -> Bool) -> Derived<Output, Failure> {
    Derived { downstream in
      let dropping = Flag(true)
      return relay(downstream) { value in
        if dropping.value && predicate(value) { return }
        dropping.value = false
        downstream.receive(value)
      }
    }
  }

  /// The first value, then finished.
  public func first() -> Derived<Output, Failure> { prefix(1) }

  /// The first value `predicate` accepts, then finished.
  public func first(where predicate: @escaping (Output) -> Bool) -> Derived<Output, Failure> { filter(predicate).prefix(1) }

  /// The value at `index`, then finished.
  public func output(at index: Int) -> Derived<Output, Failure> { dropFirst(index).prefix(1) }

  /// The last value, when upstream finishes.
  public func last() -> Derived<Output, Failure> {
    Derived { downstream in
      let last = Box<Output?>(nil)
      return _deliver(to: Subscribers.Sink(receiveValue: { last.value = $0 }, receiveCompletion: { completion in
        if case .finished = completion, let value = last.value { downstream.receive(value) }
        downstream.receive(completion: completion)
      }))
    }
  }

  /// Every value, as one array, when upstream finishes.
  public func collect() -> Derived<[Output], Failure> {
    Derived { downstream in
      let values = Box<[Output]>([])
      return _deliver(to: Subscribers.Sink(receiveValue: { values.value.append($0) }, receiveCompletion: { completion in
        if case .finished = completion { downstream.receive(values.value) }
        downstream.receive(completion: completion)
      }))
    }
  }

  /// Values in arrays of `count` (the last one shorter, when upstream finishes).
  public func collect(_ count: Int) -> Derived<[Output], Failure> {
    Derived { downstream in
      let values = Box<[Output]>([])
      return _deliver(to: Subscribers.Sink(receiveValue: { value in
        values.value.append(value)
        if values.value.count == count {
          let batch = values.value
          values.value = []
          downstream.receive(batch)
        }
      }, receiveCompletion: { completion in
        if case .finished = completion, !values.value.isEmpty { downstream.receive(values.value) }
        downstream.receive(completion: completion)
      }))
    }
  }

  /// Each value combined with the result so far.
  public func scan<Result>(_ initialResult: Result, _ nextPartialResult: @escaping (Result, Output) -> Result) -> Derived<Result, Failure> {
    Derived { downstream in
      let result = Box(initialResult)
      return relay(downstream) { value in
        result.value = nextPartialResult(result.value, value)
        downstream.receive(result.value)
      }
    }
  }

  /// Every value combined into one, sent when upstream finishes.
  public func reduce<Result>(_ initialResult: Result, _ nextPartialResult: @escaping (Result, Output) -> Result) -> Derived<Result, Failure> {
    scan(initialResult, nextPartialResult).last()
  }

  /// How many values upstream sent, when it finishes.
  public func count() -> Derived<Int, Failure> { reduce(0) { count, _ in count + 1 } }

  /// The values of `key path` (`publisher.map(\.name)`).
  public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.Map<Self, T> { map { $0[keyPath: keyPath] } }

  /// Sends `elements` first, then upstream's values.
  public func prepend(_ elements: Output...) -> Derived<Output, Failure> { prepend(elements) }

  /// Sends the sequence's elements first, then upstream's values.
  public func prepend<S: Sequence>(_ elements: S) -> Derived<Output, Failure> where S.Element == Output {
    Derived { downstream in
      for element in elements { downstream.receive(element) }
      return _deliver(to: downstream)
    }
  }

  /// Upstream's values, then `elements` when it finishes.
  public func append(_ elements: Output...) -> Derived<Output, Failure> { append(elements) }

  /// Upstream's values, then the sequence's elements when it finishes.
  public func append<S: Sequence>(_ elements: S) -> Derived<Output, Failure> where S.Element == Output {
    Derived { downstream in
      _deliver(to: Subscribers.Sink(receiveValue: { downstream.receive($0) }, receiveCompletion: { completion in
        if case .finished = completion { for element in elements { downstream.receive(element) } }
        downstream.receive(completion: completion)
      }))
    }
  }

  /// Whether upstream sent a value `predicate` accepts (sent once known).
  public func contains(where predicate: @escaping (Output) -> Bool) -> Derived<Bool, Failure> {
    Derived { downstream in
      let done = Flag(false)
      return _deliver(to: Subscribers.Sink(receiveValue: { value in
        guard !done.value, predicate(value) else { return }
        done.value = true
        downstream.receive(true)
        downstream.receive(completion: .finished)
      }, receiveCompletion: { completion in
        guard !done.value else { return }
        if case .finished = completion { downstream.receive(false) }
        downstream.receive(completion: completion)
      }))
    }
  }
}

extension Publisher where Output: Equatable {
  public func contains(_ output: Output) -> Derived<Bool, Failure> { contains { $0 == output } }
}

extension Publisher {
  /// `nil` values replaced by `output`.
  public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? { map { $0 ?? output } }
}

/// A mutable value shared by an operator's closures.
final class Box<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value
  init(_ value: Value) { stored = value }
  var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
  /// Changes the value under the lock, returning what `body` returns.
  func update<Result>(_ body: (inout Value) -> Result) -> Result { lock.withLock { body(&stored) } }
}

/// A flag shared by an operator's closures.
typealias Flag = Box<Bool>
