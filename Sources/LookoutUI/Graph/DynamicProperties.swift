/// Finds a view's dynamic properties (by reflection, as SwiftUI does with type metadata) and links each to
/// the node's storage.
@MainActor
enum DynamicProperties {
  /// Links the dynamic properties of `view` to `node`. A type found to have none (most row and leaf views)
  /// is not reflected again.
  static func install(_ view: any View, in node: ViewNode, graph: ViewGraph) {
    if !node.environmentDependencies.isEmpty { node.environmentDependencies.removeAll(keepingCapacity: true) }
    if node.traits.withoutDynamicProperties { return }
    var found = false
    let owner = (view as? DynamicPropertySource)?.dynamicPropertyOwner ?? view
    for (index, child) in Mirror(reflecting: owner).children.enumerated() {
      let name = child.label ?? "_\(index)"
      if let property = child.value as? NodeInstallable {
        found = true
        node.fieldNames[index] = name
        property.install(in: node, slot: index, name: name, graph: graph)
      } else if var custom = child.value as? DynamicProperty {
        // A dynamic property of your own: the host keeps the storage of the wrappers inside it (each in a
        // slot of its own), then calls its `update()`, as SwiftUI does before the body.
        found = true
        node.fieldNames[index] = name
        for (inner, nested) in Mirror(reflecting: custom).children.enumerated() {
          guard let property = nested.value as? NodeInstallable else { continue }
          let slot = (index + 1) * 1_000 + inner
          property.install(in: node, slot: slot, name: nested.label ?? name, graph: graph)
        }
        custom.update()
      }
    }
    if !found { node.traits.withoutDynamicProperties = true }
  }
}
