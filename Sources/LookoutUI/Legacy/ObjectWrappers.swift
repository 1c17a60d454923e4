/// The shared work of the three legacy wrappers: subscribe the node to the object's `objectWillChange`, so
/// every announcement invalidates the holder — whatever its body read.
@MainActor
enum LegacySubscription {
  static func subscribe<Object: ObservableObject>(
    _ object: Object, node: ViewNode, slot: Int, name: String, graph: ViewGraph
  ) {
    let identity = ObjectIdentifier(object)
    if node.subscriptions[slot]?.object == identity { return }
    node.subscriptions[slot]?.cancellable.cancel()
    let queue = graph.queue
    let nodeID = node.id
    let cause = "\(ViewNode.name(of: Object.self)).objectWillChange"
    let cancellable = object.objectWillChange.sink { _ in
      // SwiftUI's purple warning for a model changed while a body evaluates (`model.count += 1` in body).
      if EvaluatingThread.isCurrent {
        MainActor.assumeIsolated {
          HostDiagnostics.warn("Publishing changes from within view updates is not allowed, this will cause undefined behavior.")
        }
      }
      queue.invalidate(nodeID, .property(name), cause: cause)
    }
    node.subscriptions[slot] = (identity, cancellable)
  }
}

/// An observable object a view creates and owns: SwiftUI's `@StateObject`. The object is created once per
/// view identity (the autoclosure runs only when the view is first installed), unlike `@State`'s initial
/// value.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  let box: StateObjectBox<ObjectType>

  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    box = StateObjectBox(thunk)
  }

  @MainActor public var wrappedValue: ObjectType { box.object() }

  @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: box.object())
  }
}

extension StateObject: NodeInstallable {
  @MainActor func install(in node: ViewNode, slot: Int, name: String, graph: ViewGraph) {
    let object: ObjectType
    if let existing = node.slots[slot] as? ObjectType {
      object = existing
    } else {
      object = box.thunk()
      node.slots[slot] = object
    }
    box.installed = object
    LegacySubscription.subscribe(object, node: node, slot: slot, name: name, graph: graph)
  }
}

final class StateObjectBox<ObjectType: AnyObject>: @unchecked Sendable {
  let thunk: () -> ObjectType
  var installed: ObjectType?

  init(_ thunk: @escaping () -> ObjectType) { self.thunk = thunk }

  @MainActor func object() -> ObjectType {
    if let installed { return installed }
    HostDiagnostics.warn(
      "Accessing StateObject's object without being installed on a View. This will create a new instance each time.")
    return thunk()
  }
}

/// An observable object passed in from outside: SwiftUI's `@ObservedObject`. Any announcement of the object
/// invalidates the view.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  public var wrappedValue: ObjectType

  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

  public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  /// `$model`: bindings to the object's properties, `$model.name`.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    @MainActor public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
      let location = ObjectPropertyLocation(object: object, keyPath: keyPath)
      return Binding(location: location, snapshot: location.read())
    }
  }
}

extension ObservedObject: NodeInstallable {
  @MainActor func install(in node: ViewNode, slot: Int, name: String, graph: ViewGraph) {
    LegacySubscription.subscribe(wrappedValue, node: node, slot: slot, name: name, graph: graph)
  }
}

/// An observable object from an ancestor's `.environmentObject(_:)`: SwiftUI's `@EnvironmentObject`. As in
/// SwiftUI, a view may declare one that no ancestor provides; reading it then stops the process with
/// SwiftUI's message (`No ObservableObject of type Session found…`).
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  let box = EnvironmentBox<ObjectType>()

  public init() {}

  @MainActor public var wrappedValue: ObjectType {
    guard let object = box.value else { MissingEnvironmentObject.fail(observableObject: ObjectType.self) }
    return object
  }

  @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }
}

extension EnvironmentObject: NodeInstallable {
  @MainActor func install(in node: ViewNode, slot: Int, name: String, graph: ViewGraph) {
    node.environmentDependencies.append(.object(ObjectIdentifier(ObjectType.self)))
    box.value = node.environment.object(of: ObjectType.self) as? ObjectType
    guard let object = box.value else {
      node.subscriptions[slot]?.cancellable.cancel()
      node.subscriptions[slot] = nil
      return
    }
    LegacySubscription.subscribe(object, node: node, slot: slot, name: name, graph: graph)
  }
}
