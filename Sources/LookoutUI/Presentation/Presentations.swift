import Foundation

/// Shows content next to the modified view: a presentation's gate (which reads its own flag or item), an
/// overlay, a background, a toolbar.
nonisolated struct PresentationModifier: PrimitiveModifier {
  let kind: String
  let presented: (any View)?
  let key: ChildKey

  @MainActor func apply(to content: any View, into builder: inout ChildBuilder) {
    builder.add(content, key: .position(0))
    if let presented {
      builder.inheritedAttributes = []
      // A gated presentation (a sheet, an alert) makes its own container while it is shown, and none otherwise;
      // a layer comes in its container.
      let shown = presented is TransparentView || presented is PresentationContainer ? presented : PresentationContainer(kind: kind, content: presented)
      builder.add(shown, key: key)
    }
  }
}

/// Reads a presentation's flag in its own evaluation and shows the content while it is true; runs `onDismiss`
/// once the flag goes back to false. Transparent: neither rendered nor reported, as SwiftUI's presentation
/// machinery prints nothing.
struct PresentationGate<Content: View>: View, TransparentView {
  let kind: String
  var title: String?
  let isPresented: Binding<Bool>
  var onDismiss: (() -> Void)?
  let content: () -> Content

  init(kind: String, title: String? = nil, isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
       content: @escaping () -> Content) {
    self.kind = kind
    self.title = title
    self.isPresented = isPresented
    self.onDismiss = onDismiss
    self.content = content
  }

  @MainActor var body: some View {
    let flag = isPresented
    let shown = flag.wrappedValue
    ZStackless {
      if shown {
        PresentationContainer(
          kind: kind, title: title, content: content(),
          dismiss: DismissAction(target: AnyHashable(flag.location.identity)) { flag.wrappedValue = false },
          dismissesOnAction: kind == "Alert" || kind == "ConfirmationDialog")
      }
    }
    .modifier(EffectModifier(effect: .onChange(of: shown, initial: false) { [onDismiss] old, new in
      if old && !new { onDismiss?() }
    }))
  }
}

/// Reads a presentation's item in its own evaluation; a different item (by identity) is a new presentation.
struct ItemPresentationGate<Item, Content: View>: View, TransparentView {
  let kind: String
  var title: String?
  let item: Binding<Item?>
  let identity: (Item) -> AnyHashable
  var onDismiss: (() -> Void)?
  let content: (Item) -> Content

  @MainActor var body: some View {
    let item = item
    let value = item.wrappedValue
    ZStackless {
      if let value {
        PresentationContainer(
          kind: kind, title: title, content: content(value),
          dismiss: DismissAction(target: AnyHashable(item.location.identity)) { item.wrappedValue = nil },
          dismissesOnAction: kind == "Alert" || kind == "ConfirmationDialog")
          .id(identity(value))
      }
    }
    .modifier(EffectModifier(effect: .onChange(of: value != nil, initial: false) { [onDismiss] old, new in
      if old && !new { onDismiss?() }
    }))
  }
}

/// A gate for a `Hashable` item (`.navigationDestination(item:)`).
typealias OptionalPresentationGate<Item: Hashable, Content: View> = ItemPresentationGate<Item, Content>

extension ItemPresentationGate where Item: Hashable {
  init(kind: String, item: Binding<Item?>, content: @escaping (Item) -> Content) {
    self.init(kind: kind, item: item, identity: { AnyHashable($0) }, content: content)
  }
}

/// Its content, without an element of its own (the gates' body).
nonisolated struct ZStackless<Content: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content
  init(@ViewBuilder content: () -> Content) { self.content = content() }
  @MainActor func expand(into builder: inout ChildBuilder) { builder.add(content, key: .position(0)) }
}

/// The element a presentation renders as (`Sheet`, `Alert`), around its content. Its content's
/// `@Environment(\.dismiss)` dismisses it; an alert's or a dialog's buttons dismiss it after their action.
nonisolated struct PresentationContainer: View, PrimitiveView {
  typealias Body = Never
  let kind: String
  var title: String?
  let content: any View
  var dismiss: DismissAction?
  var dismissesOnAction = false

  @MainActor func expand(into builder: inout ChildBuilder) {
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
  /// A presentation whose flag is read by its own gate, not by this view's body.
  func presentation<Content: View>(
    _ kind: String, title: String? = nil, isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    content: @escaping () -> Content
  ) -> some View {
    let gate = PresentationGate(kind: kind, title: title, isPresented: isPresented, onDismiss: onDismiss,
                                content: content)
    return modifier(PrimitiveModifierBox.wrap(PresentationModifier(kind: kind, presented: gate, key: .branch(true))))
  }

  /// A presentation for an identifiable item, read by its own gate.
  func presentation<Item: Identifiable, Content: View>(
    _ kind: String, title: String? = nil, item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    content: @escaping (Item) -> Content
  ) -> some View {
    let gate = ItemPresentationGate(kind: kind, title: title, item: item, identity: { AnyHashable($0.id) },
                                    onDismiss: onDismiss, content: content)
    return modifier(PrimitiveModifierBox.wrap(PresentationModifier(kind: kind, presented: gate, key: .branch(true))))
  }

  /// A presentation of `data` while `isPresented` is true (and `data` is not nil).
  func presentation<T, Content: View>(
    _ kind: String, title: String?, isPresented: Binding<Bool>, presenting data: T?, content: @escaping (T) -> Content
  ) -> some View {
    presentation(kind, title: title, isPresented: isPresented) { ZStackless { if let data { content(data) } } }
  }

  // MARK: Sheets, covers, popovers

  /// Presents `content` as a sheet while `isPresented` is true; `onDismiss` runs once it is dismissed. As in
  /// SwiftUI, the flag is read by the presentation, not by this view's body.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presentation("Sheet", isPresented: isPresented, onDismiss: onDismiss, content: content)
  }

  /// Presents a sheet for `item` while it is not nil; a different item replaces the sheet.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presentation("Sheet", item: item, onDismiss: onDismiss, content: content)
  }

  /// Presents `content` full screen while `isPresented` is true.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presentation("FullScreenCover", isPresented: isPresented, onDismiss: onDismiss, content: content)
  }

  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presentation("FullScreenCover", item: item, onDismiss: onDismiss, content: content)
  }

  /// Presents `content` in a popover while `isPresented` is true.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presentation("Popover", isPresented: isPresented, content: content)
  }

  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presentation("Popover", item: item, content: content)
  }

  // MARK: Alerts

  /// Shows an alert titled `title`, with `actions` (its buttons; an OK button when there are none), while
  /// `isPresented` is true. Its buttons dismiss it after their action.
  public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A)
    -> some View {
    presentation("Alert", title: titleKey.text, isPresented: isPresented, content: actions)
  }
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A)
    -> some View {
    presentation("Alert", title: String(title), isPresented: isPresented, content: actions)
  }
  public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A)
    -> some View {
    presentation("Alert", title: title.content, isPresented: isPresented, content: actions)
  }

  /// Shows an alert with a message under its title.
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
  ) -> some View {
    presentation("Alert", title: titleKey.text, isPresented: isPresented) { TupleView((actions(), message())) }
  }
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
  ) -> some View {
    presentation("Alert", title: String(title), isPresented: isPresented) { TupleView((actions(), message())) }
  }
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
  ) -> some View {
    presentation("Alert", title: title.content, isPresented: isPresented) { TupleView((actions(), message())) }
  }

  /// Shows an alert about `data` while `isPresented` is true.
  public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    presentation("Alert", title: titleKey.text, isPresented: isPresented, presenting: data, content: actions)
  }
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A,
    @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    presentation("Alert", title: titleKey.text, isPresented: isPresented, presenting: data) { TupleView((actions($0), message($0))) }
  }
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A,
    @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    presentation("Alert", title: String(title), isPresented: isPresented, presenting: data) { TupleView((actions($0), message($0))) }
  }

  /// Shows an alert for an error, titled by its description, while `isPresented` is true.
  public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: @escaping () -> A)
    -> some View {
    presentation("Alert", title: error?.errorDescription, isPresented: isPresented, content: actions)
  }
  public func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: @escaping (E) -> A, @ViewBuilder message: @escaping (E) -> M
  ) -> some View {
    presentation("Alert", title: error?.errorDescription, isPresented: isPresented, presenting: error) { TupleView((actions($0), message($0))) }
  }

  /// The pre-iOS 15 alert: an `Alert` value while `isPresented` is true.
  public func alert(isPresented: Binding<Bool>, content: @escaping () -> Alert) -> some View {
    presentation("Alert", isPresented: isPresented) { AlertContent(alert: content()) }
  }

  /// The pre-iOS 15 alert for an item.
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> Alert) -> some View {
    presentation("Alert", item: item) { AlertContent(alert: content($0)) }
  }

  // MARK: Confirmation dialogs

  /// Shows a confirmation dialog titled `title`, with `actions`, while `isPresented` is true.
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    presentation("ConfirmationDialog", title: titleKey.text, isPresented: isPresented, content: actions)
  }
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    presentation("ConfirmationDialog", title: String(title), isPresented: isPresented, content: actions)
  }
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
  ) -> some View {
    presentation("ConfirmationDialog", title: titleKey.text, isPresented: isPresented) { TupleView((actions(), message())) }
  }
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
  ) -> some View {
    presentation("ConfirmationDialog", title: String(title), isPresented: isPresented) { TupleView((actions(), message())) }
  }
  public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    presentation("ConfirmationDialog", title: titleKey.text, isPresented: isPresented, presenting: data, content: actions)
  }
  public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    presentation("ConfirmationDialog", title: titleKey.text, isPresented: isPresented, presenting: data) { TupleView((actions($0), message($0))) }
  }
}

/// Where a popover points.
nonisolated public enum PopoverAttachmentAnchor: Sendable, Hashable {
  case rect(Anchor<CGRect>.Source)
  case point(UnitPoint)
}


/// The pre-iOS 15 alert value: a title, a message and up to two buttons.
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Button]

  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    buttons = [dismissButton ?? .default(Text("OK"))]
  }

  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }

  init(title: Text, message: Text?, buttons: [Button]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// An alert's button.
  public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: (() -> Void)?

    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: nil, action: action) }
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .cancel, action: action) }
    public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: Text("Cancel"), role: .cancel, action: action) }
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .destructive, action: action) }
  }
}

/// An `Alert` value shown as a presentation's content: its title, message and buttons.
nonisolated struct AlertContent: View, PrimitiveView {
  typealias Body = Never
  let alert: Alert

  @MainActor func expand(into builder: inout ChildBuilder) {
    builder.add(alert.title, key: .position(0))
    if let message = alert.message { builder.add(message, key: .position(1)) }
    for (index, button) in alert.buttons.enumerated() {
      let action = button.action
      builder.add(LookoutUI.Button(role: button.role, action: { action?() }, label: { button.label }), key: .position(2 + index))
    }
  }
}
