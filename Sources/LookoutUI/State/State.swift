/// State a view owns, kept by the host for as long as the view keeps its identity: SwiftUI's `@State`.
///
/// As in SwiftUI, the initial value is evaluated every time the view value is created (each time its parent
/// evaluates), but only the first one is kept: an expensive initializer runs again and again. Writing a value
/// equal to the current one does nothing; a write re-evaluates the view only if it read the value.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let box: StateBox<Value>

  /// As SwiftUI up to Xcode 26, the initial value is evaluated here, every time the view value is created;
  /// with a host for Xcode 27 (`ViewHost(…, xcode: 27)`), where `@State` is a macro, only when the view's
  /// storage is first installed: once per identity.
  public init(wrappedValue value: @autoclosure @escaping () -> Value) {
    box = StateBox(value)
  }

  public init(initialValue value: @autoclosure @escaping () -> Value) {
    box = StateBox(value)
  }

  @MainActor public var wrappedValue: Value {
    get { box.read() }
    nonmutating set { box.write(newValue) }
  }

  /// A binding to the state: `$count`. Making it is not a read: a view that only passes `$flag` on (to a
  /// sheet, a toggle, a child) is not updated when the flag changes; whoever reads the binding is.
  @MainActor public var projectedValue: Binding<Value> {
    Binding(location: box.location, snapshot: box.peek())
  }
}

extension State: NodeInstallable {
  @MainActor func install(in node: ViewNode, slot: Int, name: String, graph: ViewGraph) {
    if let storage = node.slots[slot] as? StateStorage<Value> {
      box.link(storage)
    } else {
      let storage = StateStorage(box.initialValue(), owner: node, name: name, graph: graph)
      node.slots[slot] = storage
      box.link(storage)
    }
  }
}

/// The box one `State` value shares with its copies: the initial value, then the node's storage.
final class StateBox<Value>: @unchecked Sendable {
  /// The initial value as evaluated at creation (SwiftUI up to Xcode 26), or the expression that makes it
  /// once the view is first installed (Xcode 27). Only one of the two is kept.
  private enum Initial {
    case value(Value)
    case deferred(() -> Value)
  }

  private let start: Initial
  private(set) var storage: StateStorage<Value>?

  init(_ makeInitial: @escaping () -> Value) {
    start = StateGeneration.lazy ? .deferred(makeInitial) : .value(makeInitial())
  }

  /// The initial value evaluated at creation; nil while it is deferred.
  var initial: Value? {
    if case .value(let value) = start { return value }
    return nil
  }

  /// The initial value: the one evaluated at creation, or (deferred) now.
  func initialValue() -> Value {
    switch start {
    case .value(let value): value
    case .deferred(let make): make()
    }
  }

  func link(_ storage: StateStorage<Value>) { self.storage = storage }

  @MainActor var location: any Location<Value> {
    storage ?? ConstantLocation(initialValue())
  }

  @MainActor func read() -> Value {
    guard let storage else {
      HostDiagnostics.warn(
        "Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update.")
      return initialValue()
    }
    return storage.read()
  }

  /// The value, without counting as a read.
  @MainActor func peek() -> Value { storage?.peek() ?? initialValue() }

  @MainActor func write(_ value: Value) {
    guard let storage else {
      HostDiagnostics.warn("Modifying State outside of being installed on a View has no effect.")
      return
    }
    storage.write(value)
  }
}

/// Storage that explains its changes by the wrapper the view declared.
@MainActor
protocol AttributedStorage: AnyObject {
  var attribute: String { get set }
}

extension StateStorage: AttributedStorage {}

/// Where a `@State` value lives between evaluations: owned by the view's node.
@MainActor
final class StateStorage<Value>: Location {
  private var value: Value
  /// The views that read the value while evaluating (the owner's body, or a view reading a binding to it):
  /// a write updates them, and only them. Never reset, as in SwiftUI.
  private var readers: [Int: WeakNode] = [:]
  private weak var owner: ViewNode?
  private let name: String
  private weak var graph: ViewGraph?
  /// The wrapper the view declared, for explanations: `@State`, or the one of SwiftUI's wrappers that keeps
  /// its value in this storage (`@FocusState`, `@SceneStorage`…).
  var attribute = "@State"

  init(_ value: Value, owner: ViewNode, name: String, graph: ViewGraph) {
    self.value = value
    self.owner = owner
    self.name = name
    self.graph = graph
  }

  func read() -> Value {
    if let reader = EvaluationContext.reader, readers[reader.id] == nil { readers[reader.id] = WeakNode(reader) }
    return value
  }

  /// The value, without counting as a read.
  func peek() -> Value { value }

  func write(_ newValue: Value) {
    if ViewEquality.valuesEqual(value, newValue) { return }
    if let context = EvaluationContext.current, context.node === owner {
      HostDiagnostics.warn("Modifying state during view update, this will cause undefined behavior.")
    }
    value = newValue
    guard let owner else { return }
    let cause = "\(owner.typeName).\(name.dropFirst()) (\(attribute))"
    for (id, reader) in readers.sorted(by: { $0.key < $1.key }) {
      guard let node = reader.node, node.isMounted else {
        readers[id] = nil
        continue
      }
      // The owner's own property changed; another view depends on it through a binding.
      graph?.invalidate(node, node === owner ? .property(name) : .dependencies, cause: cause)
    }
  }

  var identity: LocationIdentity { .storage(ObjectIdentifier(self)) }
}

/// A view node held weakly (a reader of a state value).
@MainActor
struct WeakNode {
  weak var node: ViewNode?
  init(_ node: ViewNode) { self.node = node }
}

/// Which SwiftUI's `@State` the host reproduces: whether initial values are evaluated lazily, once per
/// identity (Xcode 27's macro). Set by the host for the duration of its updates, where view values are
/// created; read by `State`'s initializer, which is not isolated (view values are created on the host's actor).
enum StateGeneration {
  nonisolated(unsafe) static var lazy = false
}
