/// Shows content next to the modified view, for as long as a condition holds: sheets and overlays.
struct PresentationModifier: PrimitiveModifier {
  let kind: String
  let presented: (any View)?
  let key: ChildKey

  func apply(to content: any View, into builder: inout ChildBuilder) {
    builder.add(content, key: .position(0))
    if let presented {
      builder.inheritedAttributes = []
      builder.add(PresentationContainer(kind: kind, content: presented), key: key)
    }
  }
}

/// The element a presentation renders as (`Sheet`, `Overlay`), around its content.
struct PresentationContainer: View, PrimitiveView {
  typealias Body = Never
  let kind: String
  let content: any View

  func expand(into builder: inout ChildBuilder) {
    builder.element = Element(kind: kind)
    builder.add(content, key: .position(0))
  }
}

extension View {
  /// Presents `content` as a sheet while `isPresented` is true. The sheet inherits the environment.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: () -> Content
  ) -> ModifiedContent<Self, PrimitiveModifierBox> {
    let presented: (any View)? = isPresented.wrappedValue ? content() : nil
    return modifier(PrimitiveModifierBox.wrap(PresentationModifier(kind: "Sheet", presented: presented, key: .branch(true))))
  }

  /// Presents a sheet for `item` while it is not nil; a different item replaces the sheet.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: (Item) -> Content
  ) -> ModifiedContent<Self, PrimitiveModifierBox> {
    let item = item.wrappedValue
    let presented: (any View)? = item.map { content($0) }
    let key = ChildKey.id(item.map { AnyHashable($0.id) } ?? AnyHashable(0))
    return modifier(PrimitiveModifierBox.wrap(PresentationModifier(kind: "Sheet", presented: presented, key: key)))
  }

  /// Layers `content` over this view.
  public func overlay<Content: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Content
  ) -> ModifiedContent<Self, PrimitiveModifierBox> {
    modifier(PrimitiveModifierBox.wrap(PresentationModifier(kind: "Overlay", presented: content(), key: .branch(true))))
  }
}
