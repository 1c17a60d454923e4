import Foundation

// Drag and drop: sources (`.onDrag`, `.draggable`) hand out item providers, destinations (`.onDrop`,
// `.dropDestination`) take them. The host drives both (``ViewHost/drag(_:to:)``, ``ViewHost/drop(_:on:)``),
// as SwiftUI does: a destination sees only the types it declared, its `isTargeted` binding is set while the
// items are over it, and its action runs on the main actor.

/// What a drop does to the dragged items.
nonisolated public enum DropOperation: Sendable, Hashable {
  case cancel, forbidden, copy, move
}

/// How a destination answers a drag over it.
nonisolated public struct DropProposal: Sendable, Equatable {
  public let operation: DropOperation
  public init(operation: DropOperation) { self.operation = operation }
}

/// The items of a drag over a destination, and where they are.
nonisolated public struct DropInfo: @unchecked Sendable {
  public let location: CGPoint
  let providers: [NSItemProvider]

  public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
    providers.contains { provider in contentTypes.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) } }
  }
  public func hasItemsConforming(to typeIdentifiers: [String]) -> Bool {
    providers.contains { provider in typeIdentifiers.contains { provider.hasItemConformingToTypeIdentifier($0) } }
  }
  public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
    providers.filter { provider in contentTypes.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) } }
  }
  public func itemProviders(for typeIdentifiers: [String]) -> [NSItemProvider] {
    providers.filter { provider in typeIdentifiers.contains { provider.hasItemConformingToTypeIdentifier($0) } }
  }
}

/// A destination that follows a drag over it (`.onDrop(of: [.text], delegate: self)`).
@MainActor @preconcurrency
public protocol DropDelegate {
  func validateDrop(info: DropInfo) -> Bool
  func performDrop(info: DropInfo) -> Bool
  func dropEntered(info: DropInfo)
  func dropUpdated(info: DropInfo) -> DropProposal?
  func dropExited(info: DropInfo)
}

extension DropDelegate {
  public func validateDrop(info: DropInfo) -> Bool { info.hasItemsConforming(to: [UTType.item]) }
  public func dropEntered(info: DropInfo) {}
  public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
  public func dropExited(info: DropInfo) {}
}

/// A destination as the host drives it: whether it takes the items, and taking them.
struct DropTarget {
  /// What the destination declared it takes.
  let types: [String]
  /// Runs the drop: `nil` when the destination refuses the items, else what its action returned.
  let perform: @MainActor ([NSItemProvider], CGPoint) async -> Bool?
}

/// Content that can be dragged or dropped on: not rendered (the content shows it as an attribute).
nonisolated struct DragAndDropModifier: PrimitiveModifier {
  let kind: String
  let drag: (@MainActor () -> NSItemProvider)?
  let drop: DropTarget?

  @MainActor func apply(to content: any View, into builder: inout ChildBuilder) {
    var element = Element(kind: kind)
    element.isHidden = true
    element.dragItem = drag
    element.dropTarget = drop
    builder.element = element
    builder.add(content, key: .position(0))
  }
}

extension View {
  /// Makes the view a drag source of what `data` provides.
  public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
    dragSource { data() }
  }
  public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
    dragSource { data() }
  }

  /// Makes the view a drag source of `payload`, in each representation it exports.
  public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
    dragSource { NSItemProvider(transferable: payload()) }
  }
  public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View {
    dragSource { NSItemProvider(transferable: payload()) }
  }

  private func dragSource(_ provider: @escaping @MainActor () -> NSItemProvider) -> some View {
    attribute("draggable", "true").modifier(PrimitiveModifierBox.wrap(DragAndDropModifier(kind: "DragSource", drag: provider, drop: nil)))
  }

  /// Takes drops of items of `supportedContentTypes`; `isTargeted` is true while items are over the view.
  public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                     perform action: @escaping ([NSItemProvider]) -> Bool) -> some View {
    dropTarget(supportedContentTypes.map(\.identifier), isTargeted: isTargeted) { providers, _ in action(providers) }
  }
  public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                     perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View {
    dropTarget(supportedContentTypes.map(\.identifier), isTargeted: isTargeted, perform: action)
  }
  public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                     perform action: @escaping ([NSItemProvider]) -> Bool) -> some View {
    dropTarget(supportedTypes, isTargeted: isTargeted) { providers, _ in action(providers) }
  }
  public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                     perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View {
    dropTarget(supportedTypes, isTargeted: isTargeted, perform: action)
  }

  /// Takes drops as `delegate` decides: validated, entered, updated, then performed.
  public func onDrop(of supportedContentTypes: [UTType], delegate: DropDelegate) -> some View {
    delegateDropTarget(supportedContentTypes.map(\.identifier), delegate)
  }
  public func onDrop(of supportedTypes: [String], delegate: DropDelegate) -> some View {
    delegateDropTarget(supportedTypes, delegate)
  }

  /// Takes drops of `T`: the items are loaded as `T` before `action` runs; `isTargeted` follows the drag.
  public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
                                              isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View {
    let types = T.importedContentTypes.map(\.identifier)
    let target = DropTarget(types: types) { providers, location in
      let accepted = providers.filter { provider in types.contains { provider.hasItemConformingToTypeIdentifier($0) } }
      guard !accepted.isEmpty else { return nil }
      isTargeted(true)
      var items: [T] = []
      for provider in accepted {
        if let item = await loadItem(UncheckedSendable(T.self), from: provider).value { items.append(item) }
      }
      let result = action(items, location)
      isTargeted(false)
      return result
    }
    return attribute("dropDestination", ViewNode.name(of: T.self))
      .modifier(PrimitiveModifierBox.wrap(DragAndDropModifier(kind: "DropDestination", drag: nil, drop: target)))
  }

  private func dropTarget(_ types: [String], isTargeted: Binding<Bool>?,
                          perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View {
    let target = DropTarget(types: types) { providers, location in
      let accepted = providers.filter { provider in types.contains { provider.hasItemConformingToTypeIdentifier($0) } }
      guard !accepted.isEmpty else { return nil }
      isTargeted?.wrappedValue = true
      let result = action(accepted, location)
      isTargeted?.wrappedValue = false
      return result
    }
    return attribute("onDrop", types.joined(separator: ", "))
      .modifier(PrimitiveModifierBox.wrap(DragAndDropModifier(kind: "DropDestination", drag: nil, drop: target)))
  }

  private func delegateDropTarget(_ types: [String], _ delegate: DropDelegate) -> some View {
    let target = DropTarget(types: types) { providers, location in
      let info = DropInfo(location: location, providers: providers)
      guard info.hasItemsConforming(to: types), delegate.validateDrop(info: info) else { return nil }
      delegate.dropEntered(info: info)
      if let operation = delegate.dropUpdated(info: info)?.operation, operation == .forbidden || operation == .cancel {
        delegate.dropExited(info: info)
        return false
      }
      return delegate.performDrop(info: info)
    }
    return attribute("onDrop", types.joined(separator: ", "))
      .modifier(PrimitiveModifierBox.wrap(DragAndDropModifier(kind: "DropDestination", drag: nil, drop: target)))
  }
}

/// `provider`'s item as a `T`, or nil when it cannot be read as one.
nonisolated private func loadItem<T: Transferable>(_ type: UncheckedSendable<T.Type>, from provider: NSItemProvider) async
  -> UncheckedSendable<T?>
{
  guard let contentType = T.importedContentTypes.first(where: { provider.hasItemConformingToTypeIdentifier($0.identifier) }) else {
    return UncheckedSendable(nil)
  }
  let data = await withCheckedContinuation { (continuation: CheckedContinuation<Data?, Never>) in
    provider.loadDataRepresentation(forTypeIdentifier: contentType.identifier) { data, _ in continuation.resume(returning: data) }
  }
  guard let data else { return UncheckedSendable(nil) }
  return UncheckedSendable(try? await type.value.init(importing: data, contentType: contentType))
}
