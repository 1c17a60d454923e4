/// Tabs: every tab's content is mounted (headlessly there is no screen to switch); `.tabItem` labels them.
public struct TabView<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public init<Selection: Hashable>(selection: Binding<Selection>, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func expand(into builder: inout ChildBuilder) {
    ContainerExpansion.expand("TabView", content: content, into: &builder)
  }
}

/// Where a toolbar item goes: shown by name.
public struct ToolbarItemPlacement: Sendable, Equatable, CustomStringConvertible {
  public let description: String
  public static let automatic = ToolbarItemPlacement(description: "automatic")
  public static let primaryAction = ToolbarItemPlacement(description: "primaryAction")
  public static let confirmationAction = ToolbarItemPlacement(description: "confirmationAction")
  public static let cancellationAction = ToolbarItemPlacement(description: "cancellationAction")
  public static let topBarLeading = ToolbarItemPlacement(description: "topBarLeading")
  public static let topBarTrailing = ToolbarItemPlacement(description: "topBarTrailing")
  public static let bottomBar = ToolbarItemPlacement(description: "bottomBar")
}

/// One item of a toolbar, mounted under the `Toolbar` element of the view it is attached to.
public struct ToolbarItem<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let placement: ToolbarItemPlacement
  let content: Content

  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  func expand(into builder: inout ChildBuilder) {
    ContainerExpansion.expand("ToolbarItem", details: placement == .automatic ? [] : [ElementAttribute("placement", placement.description)],
                              content: content, into: &builder)
  }
}

extension View {
  /// Adds toolbar content: mounted (and tappable) under a `Toolbar` element next to this view.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedContent<Self, PrimitiveModifierBox> {
    modifier(PrimitiveModifierBox.wrap(PresentationModifier(kind: "Toolbar", presented: content(), key: .position(2))))
  }

  /// The tab's label, shown as an attribute (`tabItem: Home`).
  public func tabItem<Label: View>(@ViewBuilder _ label: () -> Label) -> ModifiedContent<Self, AttributeModifier> {
    let view = label()
    let title = (view as? Text)?.content ?? (view as? LookoutUI.Label)?.title ?? ViewNode.name(of: Label.self)
    return attribute("tabItem", title)
  }
}
