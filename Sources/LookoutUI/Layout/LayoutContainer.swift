import Foundation

/// A custom layout's content, laid out by it: the host mounts the content as the container's children, then,
/// after each update that expands the container, calls the layout's `sizeThatFits` with the proposed size
/// and `placeSubviews` in the bounds it returned, and shows each placement on the subview's line.
nonisolated struct LayoutContainer<Content: View>: View, PrimitiveView {
  typealias Body = Never
  let layout: AnyLayout
  let content: Content

  @MainActor func expand(into builder: inout ChildBuilder) {
    ContainerExpansion.expand(layout.name, content: content, into: &builder)
    let layout = layout
    builder.effects.append(Effect { node in
      LayoutRun.run(layout, on: node)
      return nil
    })
  }
}

/// One layout pass of a custom layout over a node's children.
@MainActor
enum LayoutRun {
  static func run(_ layout: AnyLayout, on node: ViewNode) {
    let placements = LayoutSubview.Placements()
    let subviews = LayoutSubviews(
      subviews: node.children.enumerated().map { index, child in
        LayoutSubview(index: index, model: SizeModel.of(child), values: values(below: child), placements: placements)
      },
      layoutDirection: node.environment.layoutDirection)
    let proposal = ProposedViewSize(node.environment.screenSize)
    let size = layout.run(proposal: proposal, subviews: subviews)
    node.effectState["layout.size"] = size
    for (index, rect) in placements.all where index < node.children.count {
      guard let shown = elementNode(at: node.children[index]) else { continue }
      let placed = ElementAttribute("placed", "\(shown2(rect.minX)) \(shown2(rect.minY)) \(shown2(rect.width))×\(shown2(rect.height))")
      shown.element?.details.removeAll { $0.name == "placed" }
      shown.element?.details.append(placed)
    }
  }

  private static func shown2(_ value: CGFloat) -> String { ContainerExpansion.number((value * 10).rounded() / 10) }

  /// The values a subview gives its layout: those set on it or on the modifiers and views it is made of.
  private static func values(below node: ViewNode) -> [ObjectIdentifier: UncheckedSendable<Any>] {
    var values: [ObjectIdentifier: UncheckedSendable<Any>] = [:]
    var current: ViewNode? = node
    while let next = current {
      for (key, value) in next.preferences where values[key] == nil { values[key] = UncheckedSendable(value) }
      current = next.children.count == 1 ? next.children[0] : nil
    }
    return values
  }

  /// The first node at or below `node` that renders an element (where a placement is shown).
  private static func elementNode(at node: ViewNode) -> ViewNode? {
    if node.element != nil { return node }
    for child in node.children { if let found = elementNode(at: child) { return found } }
    return nil
  }
}

/// A layout of any type (`AnyLayout(isWide ? HStackLayout() : VStackLayout())`).
nonisolated public struct AnyLayout: Layout, @unchecked Sendable {
  public typealias Cache = Void
  let name: String
  // The wrapped layout's methods; a layout is a value the host only uses on the main actor.
  private let measure: (ProposedViewSize, LayoutSubviews) -> CGSize
  private let place: (CGRect, ProposedViewSize, LayoutSubviews) -> Void
  private let measureAndPlace: (ProposedViewSize, LayoutSubviews) -> CGSize

  public init<L: Layout>(_ layout: L) {
    if let any = layout as? AnyLayout {
      self = any
      return
    }
    name = ViewNode.name(of: L.self)
    let box = UncheckedSendable(layout)
    measure = { proposal, subviews in
      var cache = box.value.makeCache(subviews: subviews)
      return box.value.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    place = { bounds, proposal, subviews in
      var cache = box.value.makeCache(subviews: subviews)
      box.value.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
    measureAndPlace = { proposal, subviews in
      var cache = box.value.makeCache(subviews: subviews)
      let size = box.value.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
      box.value.placeSubviews(in: CGRect(origin: .zero, size: size), proposal: proposal, subviews: subviews, cache: &cache)
      return size
    }
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize { measure(proposal, subviews) }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    place(bounds, proposal, subviews)
  }

  /// `sizeThatFits` with the proposal, then `placeSubviews` in the bounds it returned (one cache for both).
  func run(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize { measureAndPlace(proposal, subviews) }
}
