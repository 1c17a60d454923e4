import Foundation

// Content layered on a view: backgrounds and overlays that are views are mounted (they can hold state and
// buttons), under `Background` and `Overlay` elements; styles are attributes. Context menus and swipe actions
// mount their buttons under `ContextMenu` and `SwipeActions` elements, where the host can tap them.

nonisolated extension View {
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    layer("Background", content(), key: .position(3))
  }
  @_disfavoredOverload
  public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
    layer("Background", background, key: .position(3))
  }
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    attribute("background", ShapeStyleName.of(style))
  }
  public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { attribute("background", "background") }
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    attribute("background", "\(ShapeStyleName.of(style)) in \(ShapeName.of(shape))")
  }
  public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    attribute("background", "background in \(ShapeName.of(shape))")
  }

  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    layer("Overlay", content(), key: .branch(true))
  }
  @_disfavoredOverload
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
    layer("Overlay", overlay, key: .branch(true))
  }
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    attribute("overlay", ShapeStyleName.of(style))
  }
  public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    attribute("overlay", "\(ShapeStyleName.of(style)) in \(ShapeName.of(shape))")
  }

  @MainActor public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View {
    attribute("mask", RenderedName.of(mask()))
  }
  @_disfavoredOverload
  @MainActor public func mask<M: View>(_ mask: M) -> some View { attribute("mask", RenderedName.of(mask)) }

  /// Content inset at an edge of the safe area (a bottom bar): mounted under a `SafeAreaInset` element.
  public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> V) -> some View {
    layer("SafeAreaInset", content(), key: .position(4))
  }
  public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> V) -> some View {
    layer("SafeAreaInset", content(), key: .position(4))
  }

  /// A menu of actions for the view (long press, right click): its buttons are mounted under `ContextMenu`.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
    layer("ContextMenu", menuItems(), key: .position(5))
  }
  public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
    layer("ContextMenu", menuItems(), key: .position(5))
  }
  public func contextMenu<I: Hashable, M: View>(forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
                                                primaryAction: ((Set<I>) -> Void)? = nil) -> some View {
    attribute("contextMenu", "selection")
  }

  /// Buttons revealed by swiping a row: mounted under `SwipeActions` (with the edge), where the host can tap them.
  public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T)
    -> some View {
    layer("SwipeActions", content(), key: .id(AnyHashable("swipe \(edge)")), title: "\(edge)")
  }

  func layer(_ kind: String, _ content: any View, key: ChildKey, title: String? = nil) -> some View {
    modifier(PrimitiveModifierBox.wrap(PresentationModifier(kind: kind, presented: PresentationContainer(kind: kind, title: title, content: content), key: key)))
  }
}
