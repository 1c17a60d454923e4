import Foundation

/// Combine's namespace of publisher types: here the ones code makes by name (`Publishers.Merge(a, b)`,
/// `Publishers.CombineLatest(a, b)`, `Publishers.Zip(a, b)`), each a publisher of its own.
public enum Publishers {}

extension Publishers {
  /// The values of both publishers as they come; finished when both are.
  public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
    public typealias Output = A.Output
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }
    public func _deliver(to subscriber: Subscribers.Sink<Output, Failure>) -> AnyCancellable {
      Merging.subscribe([a.eraseToAnyPublisher(), b.eraseToAnyPublisher()], subscriber)
    }
  }

  public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Output == B.Output, B.Output == C.Output, A.Failure == B.Failure, B.Failure == C.Failure {
    public typealias Output = A.Output
    public typealias Failure = A.Failure
    public let a: A, b: B, c: C
    public init(_ a: A, _ b: B, _ c: C) {
      (self.a, self.b, self.c) = (a, b, c)
    }
    public func _deliver(to subscriber: Subscribers.Sink<Output, Failure>) -> AnyCancellable {
      Merging.subscribe([a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher()], subscriber)
    }
  }

  public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where A.Output == B.Output, B.Output == C.Output, C.Output == D.Output, A.Failure == B.Failure, B.Failure == C.Failure,
    C.Failure == D.Failure {
    public typealias Output = A.Output
    public typealias Failure = A.Failure
    public let a: A, b: B, c: C, d: D
    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      (self.a, self.b, self.c, self.d) = (a, b, c, d)
    }
    public func _deliver(to subscriber: Subscribers.Sink<Output, Failure>) -> AnyCancellable {
      Merging.subscribe([a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher()], subscriber)
    }
  }

  /// The values of any number of publishers of one type.
  public struct MergeMany<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let publishers: [Upstream]
    public init(_ upstream: Upstream...) { publishers = upstream }
    public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }
    public func _deliver(to subscriber: Subscribers.Sink<Output, Failure>) -> AnyCancellable {
      Merging.subscribe(publishers.map { $0.eraseToAnyPublisher() }, subscriber)
    }
  }

  /// The latest value of each, once both have sent one; finished when both are.
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }
    public func _deliver(to subscriber: Subscribers.Sink<Output, Failure>) -> AnyCancellable {
      Pairing.subscribe(a, b, latest: true, subscriber)
    }
  }

  public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, B.Failure == C.Failure {
    public typealias Output = (A.Output, B.Output, C.Output)
    public typealias Failure = A.Failure
    public let a: A, b: B, c: C
    public init(_ a: A, _ b: B, _ c: C) {
      (self.a, self.b, self.c) = (a, b, c)
    }
    public func _deliver(to subscriber: Subscribers.Sink<Output, Failure>) -> AnyCancellable {
      CombineLatest<CombineLatest<A, B>, C>(CombineLatest(a, b), c).map { ($0.0, $0.1, $1) }._deliver(to: subscriber)
    }
  }

  /// Values paired in order: the first of each, the second of each…; finished when either is.
  public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }
    public func _deliver(to subscriber: Subscribers.Sink<Output, Failure>) -> AnyCancellable {
      Pairing.subscribe(a, b, latest: false, subscriber)
    }
  }

  public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, B.Failure == C.Failure {
    public typealias Output = (A.Output, B.Output, C.Output)
    public typealias Failure = A.Failure
    public let a: A, b: B, c: C
    public init(_ a: A, _ b: B, _ c: C) {
      (self.a, self.b, self.c) = (a, b, c)
    }
    public func _deliver(to subscriber: Subscribers.Sink<Output, Failure>) -> AnyCancellable {
      Zip<Zip<A, B>, C>(Zip(a, b), c).map { ($0.0, $0.1, $1) }._deliver(to: subscriber)
    }
  }
}

extension Publisher {
  public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
    Publishers.Merge(self, other)
  }
  public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
  where B.Output == Output, C.Output == Output, B.Failure == Failure, C.Failure == Failure {
    Publishers.Merge3(self, b, c)
  }
  public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
    Publishers.CombineLatest(self, other)
  }
  public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T) -> Derived<T, Failure>
  where P.Failure == Failure {
    Publishers.CombineLatest(self, other).map(transform)
  }
  public func combineLatest<B: Publisher, C: Publisher>(_ b: B, _ c: C) -> Publishers.CombineLatest3<Self, B, C>
  where B.Failure == Failure, C.Failure == Failure {
    Publishers.CombineLatest3(self, b, c)
  }
  public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where P.Failure == Failure { Publishers.Zip(self, other) }
  public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T) -> Derived<T, Failure> where P.Failure == Failure {
    Publishers.Zip(self, other).map(transform)
  }
  public func zip<B: Publisher, C: Publisher>(_ b: B, _ c: C) -> Publishers.Zip3<Self, B, C> where B.Failure == Failure, C.Failure == Failure {
    Publishers.Zip3(self, b, c)
  }

  /// The values of the publishers `transform` makes of each value, merged.
  public func flatMap<P: Publisher>(maxPublishers: Int = .max, _ transform: @escaping (Output) -> P) -> Derived<P.Output, Failure>
  where P.Failure == Failure {
    Derived { downstream in
      let inner = Box<[AnyCancellable]>([])
      let upstream = _deliver(to: Subscribers.Sink(receiveValue: { value in
        let subscription = transform(value)._deliver(to: Subscribers.Sink(receiveValue: { downstream.receive($0) }, receiveCompletion: { completion in
          if case .failure = completion { downstream.receive(completion: completion) }
        }))
        inner.value.append(subscription)
      }, receiveCompletion: { completion in
        if case .failure = completion { downstream.receive(completion: completion) }
      }))
      return AnyCancellable {
        upstream.cancel()
        for subscription in inner.value { subscription.cancel() }
      }
    }
  }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
  /// The values of the latest publisher upstream sent, the previous one cancelled.
  public func switchToLatest() -> Derived<Output.Output, Failure> {
    Derived { downstream in
      let current = Box<AnyCancellable?>(nil)
      let upstream = _deliver(to: Subscribers.Sink(receiveValue: { publisher in
        current.value?.cancel()
        current.value = publisher._deliver(to: Subscribers.Sink(receiveValue: { downstream.receive($0) }, receiveCompletion: { completion in
          if case .failure = completion { downstream.receive(completion: completion) }
        }))
      }, receiveCompletion: { completion in
        if case .failure = completion { downstream.receive(completion: completion) }
      }))
      return AnyCancellable {
        upstream.cancel()
        current.value?.cancel()
      }
    }
  }
}

/// How merges subscribe: every upstream, finished when all are, failed at the first failure.
enum Merging {
  static func subscribe<Output, Failure>(_ publishers: [AnyPublisher<Output, Failure>], _ downstream: Subscribers.Sink<Output, Failure>) -> AnyCancellable {
    let remaining = Counter(publishers.count)
    let subscriptions = publishers.map { publisher in
      publisher._deliver(to: Subscribers.Sink(receiveValue: { downstream.receive($0) }, receiveCompletion: { completion in
        switch completion {
        case .failure: downstream.receive(completion: completion)
        case .finished: if remaining.decrement() == 0 { downstream.receive(completion: .finished) }
        }
      }))
    }
    return AnyCancellable { for subscription in subscriptions { subscription.cancel() } }
  }
}

/// How `combineLatest` and `zip` subscribe to two publishers.
enum Pairing {
  static func subscribe<A: Publisher, B: Publisher>(_ a: A, _ b: B, latest: Bool, _ downstream: Subscribers.Sink<(A.Output, B.Output), A.Failure>)
    -> AnyCancellable where A.Failure == B.Failure {
    let state = Box<(left: [A.Output], right: [B.Output], finished: Int)>(([], [], 0))
    // `combineLatest` keeps each side's latest value; `zip` queues them and pairs them in order.
    func pair() -> (A.Output, B.Output)? {
      state.update { state in
        guard let left = state.left.first, let right = state.right.first else { return nil }
        if !latest {
          state.left.removeFirst()
          state.right.removeFirst()
        }
        return (left, right)
      }
    }
    func completed(_ completion: Completion<A.Failure>) {
      switch completion {
      case .failure: downstream.receive(completion: completion)
      case .finished:
        let finished = state.update { state -> Int in
          state.finished += 1
          return state.finished
        }
        // Zip ends with either side; combineLatest when both are done.
        if !latest || finished == 2 { downstream.receive(completion: .finished) }
      }
    }
    let left = a._deliver(to: Subscribers.Sink(receiveValue: { value in
      state.update { latest ? ($0.left = [value]) : $0.left.append(value) }
      if let pair = pair() { downstream.receive(pair) }
    }, receiveCompletion: completed))
    let right = b._deliver(to: Subscribers.Sink(receiveValue: { value in
      state.update { latest ? ($0.right = [value]) : $0.right.append(value) }
      if let pair = pair() { downstream.receive(pair) }
    }, receiveCompletion: completed))
    return AnyCancellable {
      left.cancel()
      right.cancel()
    }
  }
}
