import Foundation

/// Combine's subscription: what a subscriber asks for values through (`request(_:)`) and cancels. Here
/// publishers deliver everything they send (an unlimited demand); types of your own may still conform.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  func request(_ demand: Subscribers.Demand)
}

/// A type with an identifier Combine tells instances apart by.
public protocol CustomCombineIdentifierConvertible {
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// An identifier of a Combine object.
public struct CombineIdentifier: Hashable, Sendable, CustomStringConvertible {
  private let value: UInt
  public init() {
    value = CombineIdentifier.next()
  }
  public init(_ object: AnyObject) { value = UInt(bitPattern: ObjectIdentifier(object).hashValue) }
  public var description: String { "0x\(String(value, radix: 16))" }

  private static let counter = Counter(0)
  private static func next() -> UInt { UInt(counter.increment()) }
}

/// Combine's namespace of subscriber types and their vocabulary.
public enum Subscribers {
  /// How a publisher ends, by Combine's full name.
  public typealias Completion<Failure: Error> = LookoutCombine.Completion<Failure>

  /// How many values a subscriber asks for: a number, or unlimited.
  public struct Demand: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The number, nil for unlimited.
    public let max: Int?
    init(max: Int?) { self.max = max }

    public static let unlimited = Demand(max: nil)
    public static let none = Demand(max: 0)
    public static func max(_ value: Int) -> Demand {
      precondition(value >= 0, "a demand cannot be negative")
      return Demand(max: value)
    }

    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      guard let left = lhs.max, let right = rhs.max else { return .unlimited }
      return .max(left + right)
    }
    public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(rhs) }
    public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
    public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }
    public static func - (lhs: Demand, rhs: Demand) -> Demand {
      guard let left = lhs.max else { return .unlimited }
      guard let right = rhs.max else { return .none }
      return .max(Swift.max(0, left - right))
    }
    public static func - (lhs: Demand, rhs: Int) -> Demand { lhs - .max(rhs) }
    public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }
    public static func < (lhs: Demand, rhs: Demand) -> Bool {
      switch (lhs.max, rhs.max) {
      case (nil, _): false
      case (_, nil): true
      case (let left?, let right?): left < right
      }
    }
    public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.max == rhs }
    public static func > (lhs: Demand, rhs: Int) -> Bool { lhs > .max(rhs) }
    public static func < (lhs: Demand, rhs: Int) -> Bool { lhs < .max(rhs) }
    public var description: String { max.map { "max(\($0))" } ?? "unlimited" }
  }
}

/// Combine's namespace of ready-made subscriptions.
public enum Subscriptions {
  /// A subscription that sends nothing and ignores requests and cancellation.
  public static var empty: any Subscription { EmptySubscription() }
}

private struct EmptySubscription: Subscription {
  let combineIdentifier = CombineIdentifier()
  func request(_ demand: Subscribers.Demand) {}
  func cancel() {}
}
