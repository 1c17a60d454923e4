import Foundation

/// A publisher that starts when told to (`connect()`), or at its first subscriber (`autoconnect()`).
public protocol ConnectablePublisher: Publisher {
  /// Starts publishing; cancelling the result stops it.
  func connect() -> Cancellable
}

extension ConnectablePublisher {
  /// The publisher, connected at its first subscriber and disconnected after its last.
  public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Publisher {
  /// One subscription upstream through a subject `createSubject` makes, at `connect()`.
  public func multicast<S: Subject>(_ createSubject: @escaping () -> S) -> Publishers.Multicast<Self, S>
  where S.Output == Output, S.Failure == Failure {
    Publishers.Multicast(upstream: self, createSubject: createSubject)
  }

  /// One subscription upstream through `subject`, at `connect()`.
  public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S> where S.Output == Output, S.Failure == Failure {
    Publishers.Multicast(upstream: self) { subject }
  }

  /// The publisher, started only at `connect()`.
  public func makeConnectable() -> Publishers.Multicast<Self, PassthroughSubject<Output, Failure>> {
    multicast { PassthroughSubject() }
  }
}

extension Publishers {
  /// What `autoconnect()` makes: connects at the first subscriber, disconnects after the last.
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public final let upstream: Upstream
    private let lock = NSLock()
    private var subscribers = 0
    private var connection: Cancellable?

    public init(upstream: Upstream) { self.upstream = upstream }

    public func _deliver(to sink: Subscribers.Sink<Output, Failure>) -> AnyCancellable {
      let subscription = upstream._deliver(to: sink)
      let connects = lock.withLock {
        subscribers += 1
        return subscribers == 1
      }
      if connects {
        let connection = upstream.connect()
        lock.withLock { self.connection = connection }
      }
      return AnyCancellable { [self] in
        subscription.cancel()
        let connection: Cancellable? = lock.withLock {
          subscribers -= 1
          guard subscribers == 0 else { return nil }
          defer { self.connection = nil }
          return self.connection
        }
        connection?.cancel()
      }
    }
  }

  /// What `multicast` makes: subscribers attach to one subject, which subscribes upstream at `connect()`.
  public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher, @unchecked Sendable
  where SubjectType.Output == Upstream.Output, SubjectType.Failure == Upstream.Failure {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public final let upstream: Upstream
    public final let createSubject: () -> SubjectType
    private let lock = NSLock()
    private var made: SubjectType?

    public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
      self.upstream = upstream
      self.createSubject = createSubject
    }

    /// The one subject, made at first use.
    private var subject: SubjectType {
      lock.withLock {
        if let made { return made }
        let subject = createSubject()
        made = subject
        return subject
      }
    }

    public func _deliver(to sink: Subscribers.Sink<Output, Failure>) -> AnyCancellable { subject._deliver(to: sink) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      subject.receive(subscriber: subscriber)
    }

    public func connect() -> Cancellable { upstream.subscribe(subject) }
  }
}
