import Foundation

// The four-publisher forms of `combineLatest` and `zip`.

extension Publishers {
  public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
    public typealias Output = (A.Output, B.Output, C.Output, D.Output)
    public typealias Failure = A.Failure
    public let a: A, b: B, c: C, d: D
    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      (self.a, self.b, self.c, self.d) = (a, b, c, d)
    }
    public func _deliver(to subscriber: Subscribers.Sink<Output, Failure>) -> AnyCancellable {
      CombineLatest(CombineLatest3(a, b, c), d).map { ($0.0, $0.1, $0.2, $1) }._deliver(to: subscriber)
    }
  }

  public struct Zip4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
    public typealias Output = (A.Output, B.Output, C.Output, D.Output)
    public typealias Failure = A.Failure
    public let a: A, b: B, c: C, d: D
    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      (self.a, self.b, self.c, self.d) = (a, b, c, d)
    }
    public func _deliver(to subscriber: Subscribers.Sink<Output, Failure>) -> AnyCancellable {
      Zip(Zip3(a, b, c), d).map { ($0.0, $0.1, $0.2, $1) }._deliver(to: subscriber)
    }
  }
}

extension Publisher {
  public func combineLatest<B: Publisher, C: Publisher, D: Publisher>(_ b: B, _ c: C, _ d: D) -> Publishers.CombineLatest4<Self, B, C, D>
  where B.Failure == Failure, C.Failure == Failure, D.Failure == Failure {
    Publishers.CombineLatest4(self, b, c, d)
  }

  public func zip<B: Publisher, C: Publisher, D: Publisher>(_ b: B, _ c: C, _ d: D) -> Publishers.Zip4<Self, B, C, D>
  where B.Failure == Failure, C.Failure == Failure, D.Failure == Failure {
    Publishers.Zip4(self, b, c, d)
  }
}
