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
  /// Objects by their type and values by their key's type, in one table: every view's node keeps a copy.
  private var entries: [Entry: Any] = [:]

  private struct Entry: Hashable {
    let type: ObjectIdentifier
    let isObject: Bool
  }

  public init() {}

  /// The value for `key`, or its default.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { entries[Entry(type: ObjectIdentifier(key), isObject: false)] as? Key.Value ?? Key.defaultValue }
    set { entries[Entry(type: ObjectIdentifier(key), isObject: false)] = newValue }
  }

  func object(of type: Any.Type) -> AnyObject? { object(ObjectIdentifier(type)) }

  private func object(_ type: ObjectIdentifier) -> AnyObject? {
    entries[Entry(type: type, isObject: true)].map { $0 as AnyObject }
  }

  mutating func setObject(_ object: AnyObject?, as type: Any.Type) {
    entries[Entry(type: ObjectIdentifier(type), isObject: true)] = object
  }

  /// Whether `dependency` is the same here and in `other` (identity for objects).
  @MainActor func same(_ dependency: EnvironmentDependency, as other: EnvironmentValues) -> Bool {
    switch dependency {
    case .object(let type): object(type) === other.object(type)
    case .value(let keyPath): ViewEquality.valuesEqual(self[keyPath: keyPath], other[keyPath: keyPath])
    }
  }

  /// Whether every entry is the same here and in `other` (identity for objects).
  @MainActor func sameValues(as other: EnvironmentValues) -> Bool {
    guard entries.count == other.entries.count else { return false }
    for (key, value) in entries {
      guard let theirs = other.entries[key] else { return false }
      if key.isObject ? (value as AnyObject) !== (theirs as AnyObject) : !ViewEquality.valuesEqual(value, theirs) { return false }
    }
    return true
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
