/// One entry of the environment a view reads: an object by its type, or a value by its key path.
enum EnvironmentDependency {
  case object(ObjectIdentifier)
  case value(PartialKeyPath<EnvironmentValues>)
}

/// A key for a value in ``EnvironmentValues``, as in SwiftUI:
///
/// ```swift
/// private struct AccentKey: EnvironmentKey { static let defaultValue = "blue" }
/// extension EnvironmentValues {
///     var accent: String { get { self[AccentKey.self] } set { self[AccentKey.self] = newValue } }
/// }
/// ```
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// The values and objects a view inherits from its ancestors: `.environment(object)`,
/// `.environmentObject(object)` (one type-keyed space, as in SwiftUI) and `.environment(\.key, value)`.
public struct EnvironmentValues {
  private var objects: [ObjectIdentifier: AnyObject] = [:]
  private var values: [ObjectIdentifier: Any] = [:]

  public init() {}

  /// The value for `key`, or its default.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  func object(of type: Any.Type) -> AnyObject? { objects[ObjectIdentifier(type)] }

  mutating func setObject(_ object: AnyObject?, as type: Any.Type) {
    objects[ObjectIdentifier(type)] = object
  }

  /// Whether `dependency` is the same here and in `other` (identity for objects).
  @MainActor func same(_ dependency: EnvironmentDependency, as other: EnvironmentValues) -> Bool {
    switch dependency {
    case .object(let type): objects[type] === other.objects[type]
    case .value(let keyPath): ViewEquality.valuesEqual(self[keyPath: keyPath], other[keyPath: keyPath])
    }
  }

  /// Whether controls below are enabled (`.disabled(_:)` clears it).
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
}

private struct IsEnabledKey: EnvironmentKey {
  static let defaultValue = true
}
