/// A value kept under a key of the app's defaults: SwiftUI's `@AppStorage`. Headlessly the defaults are an
/// in-memory store shared by every view (and every host) of the process; a write updates the views that read
/// the key. `AppStorageDefaults.removeAll()` starts a test from the defaults' default values.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  let key: String
  let defaultValue: Value

  public init(wrappedValue: Value, _ key: String) {
    self.key = key
    defaultValue = wrappedValue
  }

  @MainActor public var wrappedValue: Value {
    get { AppStorageDefaults.read(key) as? Value ?? defaultValue }
    nonmutating set { AppStorageDefaults.write(newValue, for: key) }
  }

  /// A binding to the stored value: `$fontSize`.
  @MainActor public var projectedValue: Binding<Value> {
    let key = key
    let defaultValue = defaultValue
    return Binding(get: { AppStorageDefaults.read(key) as? Value ?? defaultValue },
                   set: { AppStorageDefaults.write($0, for: key) })
  }
}

extension AppStorage: DiffingParticipant {
  func isSameForDiffing(as other: Any) -> Bool { (other as? AppStorage<Value>)?.key == key }
}

/// The in-memory defaults behind `@AppStorage`, with the views that read each key.
@MainActor
public enum AppStorageDefaults {
  private static var values: [String: Any] = [:]
  private static var readers: [String: [Int: WeakNode]] = [:]

  static func read(_ key: String) -> Any? {
    if let reader = EvaluationContext.reader { readers[key, default: [:]][reader.id] = WeakNode(reader) }
    return values[key]
  }

  static func write(_ value: Any, for key: String) {
    values[key] = value
    for (_, reader) in (readers[key] ?? [:]).sorted(by: { $0.key < $1.key }) {
      guard let node = reader.node, node.isMounted, let graph = node.graph else { continue }
      graph.invalidate(node, .dependencies, cause: "AppStorage \"\(key)\"")
    }
  }

  /// Forgets every stored value (each `@AppStorage` reads its default again).
  public static func removeAll() {
    values = [:]
  }
}
