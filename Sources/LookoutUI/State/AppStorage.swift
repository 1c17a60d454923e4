import Foundation

/// A value kept under a key of the app's defaults: SwiftUI's `@AppStorage`. Headlessly the defaults are an
/// in-memory store shared by every view (and every host) of the process; a write updates the views that read
/// the key. `AppStorageDefaults.removeAll()` starts a test from the defaults' default values. Usable from
/// any thread, as SwiftUI's (models declare it too).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  let key: String
  let defaultValue: Value

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.key = key
    defaultValue = wrappedValue
  }

  /// An optional value, nil until something is stored.
  public init<Wrapped>(_ key: String, store: UserDefaults? = nil) where Value == Wrapped? {
    self.key = key
    defaultValue = nil
  }

  public var wrappedValue: Value {
    get { AppStorageDefaults.read(key) as? Value ?? defaultValue }
    nonmutating set { AppStorageDefaults.write(newValue, for: key) }
  }

  /// A binding to the stored value: `$fontSize`.
  public var projectedValue: Binding<Value> {
    let key = key
    let defaultValue = defaultValue
    return Binding(get: { AppStorageDefaults.read(key) as? Value ?? defaultValue }, set: { AppStorageDefaults.write($0, for: key) })
  }
}

extension AppStorage: DiffingParticipant {
  func isSameForDiffing(as other: Any) -> Bool { (other as? AppStorage<Value>)?.key == key }
}

/// The in-memory defaults behind `@AppStorage`, with the views that read each key.
public enum AppStorageDefaults {
  /// A view that read a key: where to invalidate it (the graph's queue takes changes from any thread).
  private struct Reader {
    weak var queue: InvalidationQueue?
    let node: Int
  }

  private final class Store: @unchecked Sendable {
    let lock = NSLock()
    var values: [String: Any] = [:]
    var readers: [String: [ReaderKey: Reader]] = [:]
  }

  private struct ReaderKey: Hashable {
    let queue: ObjectIdentifier
    let node: Int
  }

  private static let store = Store()

  static func read(_ key: String) -> Any? {
    // Only a host's update registers readers; it runs on the main actor.
    if EvaluatingThread.isCurrent {
      MainActor.assumeIsolated {
        guard let reader = EvaluationContext.reader, let queue = ViewGraph.updating?.queue else { return }
        let entry = Reader(queue: queue, node: reader.id)
        store.lock.withLock { store.readers[key, default: [:]][ReaderKey(queue: ObjectIdentifier(queue), node: reader.id)] = entry }
      }
    }
    return store.lock.withLock { store.values[key] }
  }

  static func write(_ value: Any, for key: String) {
    let readers = store.lock.withLock {
      store.values[key] = value
      return store.readers[key].map { Array($0.values) } ?? []
    }
    for reader in readers.sorted(by: { $0.node < $1.node }) {
      reader.queue?.invalidate(reader.node, .dependencies, cause: "AppStorage \"\(key)\"")
    }
  }

  /// Forgets every stored value (each `@AppStorage` reads its default again).
  public static func removeAll() {
    store.lock.withLock { store.values = [:] }
  }
}

/// State restored with its scene: SwiftUI's `@SceneStorage`. Headlessly kept like `@State`, per view.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  let state: State<Value>

  public init(wrappedValue: Value, _ key: String) { state = State(wrappedValue: wrappedValue) }
  public init<Wrapped>(_ key: String) where Value == Wrapped? { state = State(wrappedValue: nil) }

  @MainActor public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  @MainActor public var projectedValue: Binding<Value> { state.projectedValue }
}

/// A dimension that scales with the user's text size: SwiftUI's `@ScaledMetric`. Headlessly the text size is
/// the default, so the value is the one declared.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  let base: Value

  public init(wrappedValue: Value) { base = wrappedValue }
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { base = wrappedValue }

  public var wrappedValue: Value { base }
}
