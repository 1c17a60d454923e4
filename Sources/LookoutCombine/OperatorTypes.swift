import Foundation

// The operators whose result types code names in signatures (`-> Publishers.Filter<Self>`), each a type of
// Combine's name and shape.

extension Publisher {
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }

  public func compactMap<NewOutput>(_ transform: @escaping (Output) -> NewOutput?) -> Publishers.CompactMap<Self, NewOutput> {
    Publishers.CompactMap(upstream: self, transform: transform)
  }

  /// No values; only the completion.
  public func ignoreOutput() -> Publishers.IgnoreOutput<Self> { Publishers.IgnoreOutput(upstream: self) }

  /// Skips values `predicate` finds equal to the one before.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }

  /// Calls the closures as events pass, without changing them.
  public func handleEvents(
    receiveSubscription: ((any Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
    receiveRequest: ((Subscribers.Demand) -> Void)? = nil
  ) -> Publishers.HandleEvents<Self> {
    Publishers.HandleEvents(upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
                            receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest)
  }

  /// The values of the publishers `transform` makes of each value, merged; at most `maxPublishers` of them
  /// at once (the values beyond wait their turn). Finished when upstream and every inner publisher are.
  public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
    -> Publishers.FlatMap<P, Self> where P.Failure == Failure {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }
}

extension Publisher where Output: Equatable {
  /// Skips values equal to the one before.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> { removeDuplicates(by: ==) }
}

extension Publishers {
  /// What `filter` makes: the values `isIncluded` accepts.
  public struct Filter<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let isIncluded: (Upstream.Output) -> Bool

    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
      (self.upstream, self.isIncluded) = (upstream, isIncluded)
    }

    public func _deliver(to downstream: Subscribers.Sink<Output, Failure>) -> AnyCancellable {
      let isIncluded = isIncluded
      return upstream.relay(downstream) { if isIncluded($0) { downstream.receive($0) } }
    }
  }

  /// What `compactMap` makes: the values `transform` does not turn into nil.
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let transform: (Upstream.Output) -> Output?

    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
      (self.upstream, self.transform) = (upstream, transform)
    }

    public func _deliver(to downstream: Subscribers.Sink<Output, Failure>) -> AnyCancellable {
      let transform = transform
      return upstream.relay(downstream) { if let value = transform($0) { downstream.receive(value) } }
    }
  }

  /// What `ignoreOutput` makes: only the completion.
  public struct IgnoreOutput<Upstream: Publisher>: Publisher {
    public typealias Output = Never
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream

    public init(upstream: Upstream) { self.upstream = upstream }

    public func _deliver(to downstream: Subscribers.Sink<Never, Failure>) -> AnyCancellable {
      upstream.relay(downstream) { _ in }
    }
  }

  /// What `removeDuplicates` makes: each value unless `predicate` finds it equal to the one before.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let predicate: (Output, Output) -> Bool

    public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
      (self.upstream, self.predicate) = (upstream, predicate)
    }

    public func _deliver(to downstream: Subscribers.Sink<Output, Failure>) -> AnyCancellable {
      let predicate = predicate
      let last = Box<Output?>(nil)
      return upstream.relay(downstream) { value in
        let previous = last.update { stored -> Output? in
          defer { stored = value }
          return stored
        }
        if let previous, predicate(previous, value) { return }
        downstream.receive(value)
      }
    }
  }

  /// What `handleEvents` makes: the events unchanged, the closures called as they pass.
  public struct HandleEvents<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public var receiveSubscription: ((any Subscription) -> Void)?
    public var receiveOutput: ((Output) -> Void)?
    public var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    public var receiveCancel: (() -> Void)?
    public var receiveRequest: ((Subscribers.Demand) -> Void)?

    public init(upstream: Upstream, receiveSubscription: ((any Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
                receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
                receiveRequest: ((Subscribers.Demand) -> Void)? = nil) {
      self.upstream = upstream
      self.receiveSubscription = receiveSubscription
      self.receiveOutput = receiveOutput
      self.receiveCompletion = receiveCompletion
      self.receiveCancel = receiveCancel
      self.receiveRequest = receiveRequest
    }

    /// Lookout's publishers deliver all they send: the subscription handed to `receiveSubscription` cancels,
    /// and the one request `receiveRequest` sees is unlimited.
    public func _deliver(to downstream: Subscribers.Sink<Output, Failure>) -> AnyCancellable {
      let connection = Box<AnyCancellable?>(nil)
      let finished = Flag(false)
      let cancel = AnyCancellable { [receiveCancel] in
        guard !finished.value else { return }
        receiveCancel?()
        connection.value?.cancel()
      }
      receiveSubscription?(CancellingSubscription(cancel))
      receiveRequest?(.unlimited)
      let (receiveOutput, receiveCompletion) = (receiveOutput, receiveCompletion)
      connection.value = upstream._deliver(to: Subscribers.Sink(receiveValue: { value in
        receiveOutput?(value)
        downstream.receive(value)
      }, receiveCompletion: { completion in
        finished.value = true
        receiveCompletion?(completion)
        downstream.receive(completion: completion)
      }))
      return cancel
    }
  }

  /// What `flatMap` makes.
  public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher where NewPublisher.Failure == Upstream.Failure {
    public typealias Output = NewPublisher.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let maxPublishers: Subscribers.Demand
    public let transform: (Upstream.Output) -> NewPublisher

    public init(upstream: Upstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> NewPublisher) {
      (self.upstream, self.maxPublishers, self.transform) = (upstream, maxPublishers, transform)
    }

    public func _deliver(to downstream: Subscribers.Sink<Output, Failure>) -> AnyCancellable {
      let merge = FlatMapMerge(limit: maxPublishers.max, transform: transform, downstream: downstream)
      let connection = upstream._deliver(to: Subscribers.Sink(receiveValue: merge.receive, receiveCompletion: merge.upstreamCompleted))
      merge.keepUpstream(connection)
      return AnyCancellable { merge.cancel() }
    }
  }

  /// What `share()` makes, by Combine's name.
  public typealias Share<Upstream: Publisher> = Shared<Upstream>
}

/// A subscription whose cancel cancels `cancellable`; its requests change nothing (all is delivered).
struct CancellingSubscription: Subscription {
  let cancellable: AnyCancellable
  let combineIdentifier = CombineIdentifier()
  init(_ cancellable: AnyCancellable) { self.cancellable = cancellable }
  func request(_ demand: Subscribers.Demand) {}
  func cancel() { cancellable.cancel() }
}
