// A stand-in for Apple's Combine, for type-checking migrated code on Linux, where Combine does not exist.
// It declares the shapes migrated code uses — subjects, cancellables, the common operators — with the
// same generic signatures where they matter to type-checking, and does nothing. It is compiled as the
// module `Combine` by MigratedCodeTypechecksTests; it is not part of any target.
import Foundation

public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error
}

public protocol Cancellable {
  func cancel()
}

public final class AnyCancellable: Cancellable, Hashable {
  public init(_ cancel: @escaping () -> Void = {}) {}
  public func cancel() {}
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
  public func store(in array: inout [AnyCancellable]) { array.append(self) }
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

public struct AnyPublisher<Output, Failure: Error>: Publisher {
  public init() {}
}

public final class CurrentValueSubject<Output, Failure: Error>: Publisher {
  public var value: Output
  public init(_ value: Output) { self.value = value }
  public func send(_ value: Output) { self.value = value }
}

public final class PassthroughSubject<Output, Failure: Error>: Publisher {
  public init() {}
  public func send(_ value: Output) {}
}

public struct SchedulerStride: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
  public init(integerLiteral value: Int) {}
  public init(floatLiteral value: Double) {}
  public static func milliseconds(_ value: Int) -> SchedulerStride { 0 }
  public static func seconds(_ value: Double) -> SchedulerStride { 0 }
}

public enum Publishers {
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure
    public init(_ a: A, _ b: B) {}
  }

  public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
    public typealias Output = A.Output
    public typealias Failure = A.Failure
    public init(_ a: A, _ b: B) {}
  }
}

extension Publisher {
  public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> { AnyPublisher() }
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> { AnyPublisher() }
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> { AnyPublisher() }
  public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> { AnyPublisher() }
  public func debounce<S>(for dueTime: SchedulerStride, scheduler: S) -> AnyPublisher<Output, Failure> { AnyPublisher() }
  public func throttle<S>(for interval: SchedulerStride, scheduler: S, latest: Bool) -> AnyPublisher<Output, Failure> { AnyPublisher() }
  public func receive<S>(on scheduler: S) -> AnyPublisher<Output, Failure> { AnyPublisher() }
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher() }
  public func combineLatest<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure> where P.Failure == Failure {
    AnyPublisher()
  }
  public func merge<P: Publisher>(with other: P) -> AnyPublisher<Output, Failure> where P.Output == Output, P.Failure == Failure {
    AnyPublisher()
  }
  public func sink(receiveCompletion: @escaping (Failure) -> Void, receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    AnyCancellable()
  }
  public func assign<Root: AnyObject>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
    AnyCancellable()
  }
}

extension Publisher where Output: Equatable {
  public func removeDuplicates() -> AnyPublisher<Output, Failure> { AnyPublisher() }
}

extension Publisher where Failure == Never {
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { AnyCancellable() }
  public var values: AsyncStream<Output> { AsyncStream { _ in } }
}
