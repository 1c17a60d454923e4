/// A namespace for matched geometry effects: SwiftUI's `@Namespace`. Each view identity gets its own.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
  let id = ID()

  public init() {}

  public var wrappedValue: ID { id }

  /// A namespace's identity.
  public struct ID: Hashable, Sendable {
    let value: Int
    init() { value = Namespace.ID.next() }

    nonisolated(unsafe) private static var counter = 0
    private static func next() -> Int {
      counter &+= 1
      return counter
    }
  }
}

/// State a gesture updates while it is active: SwiftUI's `@GestureState`. Headlessly no gesture is active,
/// so it holds its initial value.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  let initial: Value

  public init(wrappedValue: Value) { initial = wrappedValue }
  public init(initialValue: Value) { initial = initialValue }
  public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }

  public var wrappedValue: Value { initial }
  public var projectedValue: GestureState<Value> { self }
}
