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

/// Reads a presentation's flag in its own evaluation and shows the content while it is true. Transparent:
/// it is neither rendered nor reported, as SwiftUI's presentation machinery prints nothing.
struct PresentationGate<Content: View>: View, TransparentView {
  let kind: String
  let isPresented: Binding<Bool>
  let content: () -> Content

  @ViewBuilder var body: some View {
    if isPresented.wrappedValue { PresentationContainer(kind: kind, content: content()) }
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
  /// Presents `content` as a sheet while `isPresented` is true. The sheet inherits the environment. As in
  /// SwiftUI, the flag is read by the presentation, not by this view's body: a view that only passes
  /// `$showing` is not evaluated again when it changes.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> ModifiedContent<Self, PrimitiveModifierBox> {
    let gate = PresentationGate(kind: "Sheet", isPresented: isPresented, content: content)
    return modifier(PrimitiveModifierBox.wrap(PresentationModifier(kind: "Sheet", presented: gate, key: .branch(true))))
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
