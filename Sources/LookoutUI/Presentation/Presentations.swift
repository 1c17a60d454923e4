/// Shows content next to the modified view, for as long as a condition holds: sheets and overlays.
struct PresentationModifier: PrimitiveModifier {
  let kind: String
  let presented: (any View)?
  let key: ChildKey

  func apply(to content: any View, into builder: inout ChildBuilder) {
    builder.add(content, key: .position(0))
    if let presented {
      builder.inheritedAttributes = []
      // A gated presentation (a sheet, an alert) makes its own container while it is shown, and none otherwise.
      let shown = presented is TransparentView ? presented : PresentationContainer(kind: kind, content: presented)
      builder.add(shown, key: key)
    }
  }
}

/// Reads a presentation's flag in its own evaluation and shows the content while it is true. Transparent:
/// it is neither rendered nor reported, as SwiftUI's presentation machinery prints nothing.
struct PresentationGate<Content: View>: View, TransparentView {
  let kind: String
  var title: String?
  let isPresented: Binding<Bool>
  let content: () -> Content

  @ViewBuilder var body: some View {
    if isPresented.wrappedValue {
      // An alert's or a dialog's buttons dismiss it after their action, as in SwiftUI.
      let isPresented = isPresented
      let dismissesOnAction = kind == "Alert" || kind == "ConfirmationDialog"
      PresentationContainer(
        kind: kind, title: title, content: content(),
        dismiss: DismissAction(target: AnyHashable(isPresented.location.identity)) { isPresented.wrappedValue = false },
        dismissesOnAction: dismissesOnAction)
    }
  }
}

/// Reads a presentation's item in its own evaluation; a different item (by id) is a new presentation.
struct ItemPresentationGate<Item: Identifiable, Content: View>: View, TransparentView {
  let kind: String
  let item: Binding<Item?>
  let content: (Item) -> Content

  @ViewBuilder var body: some View {
    if let value = item.wrappedValue {
      let item = item
      PresentationContainer(
        kind: kind, content: content(value),
        dismiss: DismissAction(target: AnyHashable(item.location.identity)) { item.wrappedValue = nil })
        .id(AnyHashable(value.id))
    }
  }
}

/// The element a presentation renders as (`Sheet`, `Overlay`), around its content. Its content's
/// `@Environment(\.dismiss)` dismisses it; an alert's or a dialog's buttons dismiss it after their action.
struct PresentationContainer: View, PrimitiveView {
  typealias Body = Never
  let kind: String
  var title: String?
  let content: any View
  var dismiss: DismissAction?
  var dismissesOnAction = false

  func expand(into builder: inout ChildBuilder) {
    var element = Element(kind: kind, label: title)
    if let dismiss {
      if dismissesOnAction { element.dismissOnAction = dismiss.action }
      builder.environment.dismiss = dismiss
    }
    builder.element = element
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
    presentation("Sheet", isPresented: isPresented, content: content)
  }

  /// Presents `content` full screen while `isPresented` is true (a sheet that covers everything).
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> ModifiedContent<Self, PrimitiveModifierBox> {
    presentation("FullScreenCover", isPresented: isPresented, content: content)
  }

  /// Presents `content` in a popover while `isPresented` is true.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) -> ModifiedContent<Self, PrimitiveModifierBox> {
    presentation("Popover", isPresented: isPresented, content: content)
  }

  /// Shows an alert titled `title`, with `actions` (its buttons), while `isPresented` is true.
  public func alert<Actions: View>(
    _ title: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> Actions
  ) -> ModifiedContent<Self, PrimitiveModifierBox> {
    presentation("Alert", title: title.text, isPresented: isPresented, content: actions)
  }

  /// Shows an alert with a message under its title.
  public func alert<Actions: View, Message: View>(
    _ title: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> Actions,
    @ViewBuilder message: @escaping () -> Message
  ) -> ModifiedContent<Self, PrimitiveModifierBox> {
    presentation("Alert", title: title.text, isPresented: isPresented) { TupleView(actions(), message()) }
  }

  /// Shows a confirmation dialog titled `title`, with `actions`, while `isPresented` is true.
  public func confirmationDialog<Actions: View>(
    _ title: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> Actions
  ) -> ModifiedContent<Self, PrimitiveModifierBox> {
    presentation("ConfirmationDialog", title: title.text, isPresented: isPresented, content: actions)
  }

  /// A presentation whose flag is read by its own gate, not by this view's body.
  func presentation<Content: View>(
    _ kind: String, title: String? = nil, isPresented: Binding<Bool>, content: @escaping () -> Content
  ) -> ModifiedContent<Self, PrimitiveModifierBox> {
    let gate = PresentationGate(kind: kind, title: title, isPresented: isPresented, content: content)
    return modifier(PrimitiveModifierBox.wrap(PresentationModifier(kind: kind, presented: gate, key: .branch(true))))
  }

  /// Presents a sheet for `item` while it is not nil; a different item replaces the sheet.
  /// The item is read by the presentation, not by this view's body.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> ModifiedContent<Self, PrimitiveModifierBox> {
    let gate = ItemPresentationGate(kind: "Sheet", item: item, content: content)
    return modifier(PrimitiveModifierBox.wrap(PresentationModifier(kind: "Sheet", presented: gate, key: .branch(true))))
  }

  /// Layers `content` over this view.
  public func overlay<Content: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Content
  ) -> ModifiedContent<Self, PrimitiveModifierBox> {
    modifier(PrimitiveModifierBox.wrap(PresentationModifier(kind: "Overlay", presented: content(), key: .branch(true))))
  }
}
