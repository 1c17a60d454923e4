/// Finds a view's dynamic properties (by reflection, as SwiftUI does with type metadata) and links each to
/// the node's storage.
@MainActor
enum DynamicProperties {
  /// View types known to have no dynamic property: most row and leaf views.
  private static var withoutProperties: Set<ObjectIdentifier> = []

  /// Links the dynamic properties of `view` to `node`. Returns the first error to report (a missing
  /// environment object).
  static func install(_ view: any View, in node: ViewNode, graph: ViewGraph) -> String? {
    let type = ObjectIdentifier(Swift.type(of: view))
    node.environmentDependencies.removeAll(keepingCapacity: true)
    if withoutProperties.contains(type) { return nil }
    var error: String?
    var found = false
    let owner = (view as? DynamicPropertySource)?.dynamicPropertyOwner ?? view
    for (index, child) in Mirror(reflecting: owner).children.enumerated() {
      guard let property = child.value as? NodeInstallable else { continue }
      found = true
      let name = child.label ?? "_\(index)"
      node.fieldNames[index] = name
      if let message = property.install(in: node, slot: index, name: name, graph: graph), error == nil {
        error = message
      }
    }
    if !found { withoutProperties.insert(type) }
    return error
  }
}
