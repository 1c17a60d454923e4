import Foundation

/// A decoder of a whole value from an input (`JSONDecoder`, `PropertyListDecoder`), for `decode(type:decoder:)`.
public protocol TopLevelDecoder {
  associatedtype Input
  func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// An encoder of a whole value to an output, for `encode(encoder:)`.
public protocol TopLevelEncoder {
  associatedtype Output
  func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListEncoder: TopLevelEncoder {}

extension Publisher {
  /// Each value decoded as `type`; a decoding error ends the publisher.
  public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder) -> Derived<Item, any Error>
  where Output == Coder.Input {
    tryMap { try decoder.decode(type, from: $0) }
  }

  /// Each value encoded; an encoding error ends the publisher.
  public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Derived<Coder.Output, any Error> where Output: Encodable {
    tryMap { try encoder.encode($0) }
  }

  /// Sends every value and the completion to `subject` (`publisher.subscribe(subject)`).
  public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
    subscribe(Subscriber(receiveValue: { subject.send($0) }, receiveCompletion: { subject.send(completion: $0) }))
  }
}

/// A publisher code can send values through: `PassthroughSubject` and `CurrentValueSubject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  func send(_ value: Output)
  func send(completion: Completion<Failure>)
}

extension Subject where Output == Void {
  public func send() { send(()) }
}

extension PassthroughSubject: Subject {}
extension CurrentValueSubject: Subject {}
