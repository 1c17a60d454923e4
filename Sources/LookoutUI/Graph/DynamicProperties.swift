@_spi(Reflection) import Swift

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
      } else if let custom = child.value as? DynamicProperty {
        // A dynamic property of your own: the host keeps the storage of the wrappers inside it (each in a
        // slot of its own); its `update()` runs before each body (`update(_:)`). One of SwiftUI's own
        // (`@FocusState`, `@SceneStorage`…, kept in a `State` inside) is named as SwiftUI names it: by the
        // view's property (`_focused`), as `@FocusState`.
        found = true
        node.fieldNames[index] = name
        let builtIn = Self.isSwiftUIWrapper(type(of: custom))
        for (inner, nested) in Mirror(reflecting: custom).children.enumerated() {
          guard let property = nested.value as? NodeInstallable else { continue }
          let slot = (index + 1) * 1_000 + inner
          property.install(in: node, slot: slot, name: builtIn ? name : nested.label ?? name, graph: graph)
          if builtIn, let storage = node.slots[slot] as? any AttributedStorage {
            storage.attribute = "@" + ViewNode.name(of: type(of: custom))
          }
        }
      }
    }
    if !found { node.traits.withoutDynamicProperties = true }
  }

  /// Whether `type` is one of the wrappers this module declares for SwiftUI's (not one of the app's own).
  static func isSwiftUIWrapper(_ type: Any.Type) -> Bool { String(reflecting: type).hasPrefix("LookoutUI.") }

  /// Calls `update()` on the view's own dynamic properties of your own, in place, as SwiftUI does before each
  /// evaluation of the body: nested ones first, then the property holding them. The body then reads what
  /// `update()` wrote.
  static func update(_ node: ViewNode) {
    guard !node.traits.withoutDynamicProperties else { return }
    let fields = node.traits.updatedFields ?? {
      let fields = UpdatedField.fields(of: type(of: node.view))
      node.traits.updatedFields = fields
      return fields
    }()
    guard !fields.isEmpty else { return }
    node.view = updated(node.view, fields)
  }

  private static func updated<V: View>(_ view: V, _ fields: [UpdatedField]) -> any View {
    var view = view
    withUnsafeMutableBytes(of: &view) { bytes in
      for field in fields { field.update(bytes.baseAddress! + field.offset) }
    }
    return view
  }
}

extension DynamicProperty {
  /// Calls `update()` on the property of this type stored at `address`.
  static func updateInPlace(at address: UnsafeMutableRawPointer) {
    address.assumingMemoryBound(to: Self.self).pointee.update()
  }
}

/// A dynamic property of your own in a view's storage: where it lies and how to update it there.
struct UpdatedField {
  let offset: Int
  let type: any DynamicProperty.Type

  func update(_ address: UnsafeMutableRawPointer) { type.updateInPlace(at: address) }

  /// The fields of `type` (a struct) holding dynamic properties that are not the host's own wrappers, at any
  /// depth, nested ones before their container; a view whose properties live in another value (a modifier's
  /// body) reaches them through the field that holds that value.
  static func fields(of type: Any.Type, at base: Int = 0) -> [UpdatedField] {
    guard #available(macOS 10.15.4, iOS 13.4, tvOS 13.4, watchOS 6.2, *) else { return [] }
    var found: [UpdatedField] = []
    let source = type is DynamicPropertySource.Type
    _ = _forEachField(of: type) { name, offset, fieldType, _ in
      let name = String(cString: name)
      if let property = fieldType as? any DynamicProperty.Type, !(fieldType is NodeInstallable.Type) {
        found += fields(of: fieldType, at: base + offset)
        found.append(UpdatedField(offset: base + offset, type: property))
      } else if source && name == "modifier" {
        found += fields(of: fieldType, at: base + offset)
      }
      return true
    }
    return found
  }
}
