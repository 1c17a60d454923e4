/// State a view owns, kept by the host for as long as the view keeps its identity: SwiftUI's `@State`.
///
/// As in SwiftUI, the initial value is evaluated every time the view value is created (each time its parent
/// evaluates), but only the first one is kept: an expensive initializer runs again and again. Writing a value
/// equal to the current one does nothing; a write re-evaluates the view only if it read the value.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let box: StateBox<Value>

  public init(wrappedValue value: Value) {
    box = StateBox(value)
  }

  public init(initialValue value: Value) {
    box = StateBox(value)
  }

  @MainActor public var wrappedValue: Value {
    get { box.read() }
    nonmutating set { box.write(newValue) }
  }

  /// A binding to the state: `$count`.
  @MainActor public var projectedValue: Binding<Value> {
    Binding(location: box.location, snapshot: box.read())
  }
}

extension State: NodeInstallable {
  func install(in node: ViewNode, slot: Int, name: String, graph: ViewGraph) -> String? {
    if let storage = node.slots[slot] as? StateStorage<Value> {
      box.link(storage)
    } else {
      let storage = StateStorage(box.initial, owner: node, name: name, graph: graph)
      node.slots[slot] = storage
      box.link(storage)
    }
    return nil
  }
}

/// The box one `State` value shares with its copies: the initial value, then the node's storage.
final class StateBox<Value>: @unchecked Sendable {
  let initial: Value
  private(set) var storage: StateStorage<Value>?

  init(_ initial: Value) { self.initial = initial }

  func link(_ storage: StateStorage<Value>) { self.storage = storage }

  @MainActor var location: any Location<Value> {
    storage ?? ConstantLocation(initial)
  }

  @MainActor func read() -> Value {
    guard let storage else {
      HostDiagnostics.warn(
        "Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update.")
      return initial
    }
    return storage.read()
  }

  @MainActor func write(_ value: Value) {
    guard let storage else {
      HostDiagnostics.warn("Modifying State outside of being installed on a View has no effect.")
      return
    }
    storage.write(value)
  }
}

/// Where a `@State` value lives between evaluations: owned by the view's node.
@MainActor
final class StateStorage<Value>: Location {
  private var value: Value
  /// Set once the value is read during an update (by the body, or by a binding's consumer); only then does
  /// a write invalidate the owner. Never reset, as in SwiftUI.
  private(set) var wasRead = false
  private weak var owner: ViewNode?
  private let name: String
  private weak var graph: ViewGraph?

  init(_ value: Value, owner: ViewNode, name: String, graph: ViewGraph) {
    self.value = value
    self.owner = owner
    self.name = name
    self.graph = graph
  }

  func read() -> Value {
    if EvaluationContext.current != nil { wasRead = true }
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
    guard wasRead, let owner, owner.isMounted else { return }
    graph?.invalidate(owner, .property(name), cause: "\(owner.typeName).\(name.dropFirst()) (@State)")
  }

  var identity: LocationIdentity { .storage(ObjectIdentifier(self)) }
}
