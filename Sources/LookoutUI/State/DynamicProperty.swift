/// A view property whose storage the host keeps between evaluations: `@State`, `@Environment`,
/// `@StateObject`… As in SwiftUI, `update()` is called before each evaluation of the body.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public protocol DynamicProperty {
  mutating func update()
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension DynamicProperty {
  public mutating func update() {}
}

/// How the host connects the dynamic property of a freshly created view value to the node's storage.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @preconcurrency
protocol NodeInstallable {
  /// Links this property (a copy of the field, sharing its box) to `node`'s storage for field `slot`.
  func install(in node: ViewNode, slot: Int, name: String, graph: ViewGraph)
}
