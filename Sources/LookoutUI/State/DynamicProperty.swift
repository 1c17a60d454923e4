/// A view property whose storage the host keeps between evaluations: `@State`, `@Environment`,
/// `@StateObject`… As in SwiftUI, `update()` is called before each evaluation of the body.
public protocol DynamicProperty {
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// How the host connects the dynamic property of a freshly created view value to the node's storage.
@MainActor @preconcurrency
protocol NodeInstallable {
  /// Links this property (a copy of the field, sharing its box) to `node`'s storage for field `slot`.
  func install(in node: ViewNode, slot: Int, name: String, graph: ViewGraph)
}
