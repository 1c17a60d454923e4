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
  public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
    -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
    Publishers.CombineLatest(self, other).map(transform)
  }
  public func combineLatest<B: Publisher, C: Publisher>(_ b: B, _ c: C) -> Publishers.CombineLatest3<Self, B, C>
  where B.Failure == Failure, C.Failure == Failure {
    Publishers.CombineLatest3(self, b, c)
  }
  public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where P.Failure == Failure { Publishers.Zip(self, other) }
  public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T) -> Publishers.Map<Publishers.Zip<Self, P>, T>
  where P.Failure == Failure {
    Publishers.Zip(self, other).map(transform)
  }
  public func zip<B: Publisher, C: Publisher>(_ b: B, _ c: C) -> Publishers.Zip3<Self, B, C> where B.Failure == Failure, C.Failure == Failure {
    Publishers.Zip3(self, b, c)
  }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
  /// The values of the latest publisher upstream sent, the previous one cancelled.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> { Publishers.SwitchToLatest(upstream: self) }
}

extension Publishers {
  /// What `switchToLatest()` makes: the latest inner publisher's values; finished when upstream and the
  /// latest inner publisher are.
  public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher where Upstream.Output == P, P.Failure == Upstream.Failure {
    public typealias Output = P.Output
    public typealias Failure = P.Failure
    public let upstream: Upstream

    public init(upstream: Upstream) { self.upstream = upstream }

    public func _deliver(to downstream: Subscribers.Sink<Output, Failure>) -> AnyCancellable {
      let state = Box<(current: AnyCancellable?, generation: Int, innerDone: Bool, upstreamDone: Bool)>((nil, 0, true, false))
      let upstream = upstream._deliver(to: Subscribers.Sink(receiveValue: { publisher in
        let (previous, generation) = state.update { current -> (AnyCancellable?, Int) in
          defer { current = (nil, current.generation + 1, false, current.upstreamDone) }
          return (current.current, current.generation + 1)
        }
        previous?.cancel()
        let inner = publisher._deliver(to: Subscribers.Sink(receiveValue: { downstream.receive($0) }, receiveCompletion: { completion in
          if case .failure = completion { return downstream.receive(completion: completion) }
          let finish = state.update { current -> Bool in
            guard current.generation == generation else { return false }
            current.innerDone = true
            return current.upstreamDone
          }
          if finish { downstream.receive(completion: .finished) }
        }))
        state.update { current in if current.generation == generation, !current.innerDone { current.current = inner } }
      }, receiveCompletion: { completion in
        if case .failure = completion { return downstream.receive(completion: completion) }
        let finish = state.update { current -> Bool in
          current.upstreamDone = true
          return current.innerDone
        }
        if finish { downstream.receive(completion: .finished) }
      }))
      return AnyCancellable {
        upstream.cancel()
        state.update { current in current.current }?.cancel()
      }
    }
  }
}

/// How merges subscribe: every upstream, finished when all are, failed at the first failure.
enum Merging {
  static func subscribe<Output, Failure>(_ publishers: [AnyPublisher<Output, Failure>], _ downstream: Subscribers.Sink<Output, Failure>) -> AnyCancellable {
    let remaining = Counter(publishers.count)
    if publishers.isEmpty { downstream.receive(completion: .finished) }
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
  /// Each side's queue (combineLatest keeps only the latest) and whether it finished.
  struct State<Left, Right> {
    var left: [Left] = []
    var right: [Right] = []
    var leftDone = false
    var rightDone = false
    var ended = false

    /// Zip ends once a finished side has nothing left to pair; combineLatest once both sides finished.
    mutating func shouldEnd(latest: Bool) -> Bool {
      guard !ended else { return false }
      let end = latest ? leftDone && rightDone : (leftDone && left.isEmpty) || (rightDone && right.isEmpty)
      if end { ended = true }
      return end
    }
  }

  static func subscribe<A: Publisher, B: Publisher>(_ a: A, _ b: B, latest: Bool, _ downstream: Subscribers.Sink<(A.Output, B.Output), A.Failure>)
    -> AnyCancellable where A.Failure == B.Failure {
    let state = Box(State<A.Output, B.Output>())
    // `combineLatest` keeps each side's latest value; `zip` queues them and pairs them in order.
    func deliver(pairing: Bool = true, _ record: (inout State<A.Output, B.Output>) -> Void) {
      let (pair, end) = state.update { state -> ((A.Output, B.Output)?, Bool) in
        record(&state)
        guard pairing, !state.ended, let left = state.left.first, let right = state.right.first else {
          return (nil, state.shouldEnd(latest: latest))
        }
        if !latest {
          state.left.removeFirst()
          state.right.removeFirst()
        }
        return ((left, right), state.shouldEnd(latest: latest))
      }
      if let pair { downstream.receive(pair) }
      if end { downstream.receive(completion: .finished) }
    }
    func completed(_ completion: Completion<A.Failure>, left: Bool) {
      if case .failure = completion { return downstream.receive(completion: completion) }
      deliver(pairing: false) { left ? ($0.leftDone = true) : ($0.rightDone = true) }
    }
    let left = a._deliver(to: Subscribers.Sink(receiveValue: { value in
      deliver { latest ? ($0.left = [value]) : $0.left.append(value) }
    }, receiveCompletion: { completed($0, left: true) }))
    let right = b._deliver(to: Subscribers.Sink(receiveValue: { value in
      deliver { latest ? ($0.right = [value]) : $0.right.append(value) }
    }, receiveCompletion: { completed($0, left: false) }))
    return AnyCancellable {
      left.cancel()
      right.cancel()
    }
  }
}
