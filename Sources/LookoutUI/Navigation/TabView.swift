import Foundation

/// Tabs: every tab's content is mounted (headlessly there is no screen to switch); `.tabItem` or `Tab` labels
/// them. With a selection, the tabs' tags (or values) are what it selects.
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content

  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) { self.content = content() }

  @MainActor func expand(into builder: inout ChildBuilder) { ContainerExpansion.expand("TabView", content: content, into: &builder) }
}

extension TabView where SelectionValue == Int {
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// A tab (iOS 18): its label and content, and the value a selection takes for it.
public struct Tab<Value: Hashable, Content: View, Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let title: String?
  let image: String?
  let content: Content

  init(title: String?, image: String?, content: Content) {
    self.title = title
    self.image = image
    self.content = content
  }

  @MainActor func expand(into builder: inout ChildBuilder) {
    var element = Element(kind: "Tab", label: title)
    if let image { element.details = [ElementAttribute("image", image)] }
    builder.element = element
    builder.add(content, key: .position(0))
  }
}

extension Tab where Label == LookoutUI.Label<Text, Image> {
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) where Value == Never {
    self.init(title: titleKey.text, image: systemImage, content: content())
  }
  public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
    self.init(title: titleKey.text, image: systemImage, content: content())
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) where Value == Never {
    self.init(title: String(title), image: systemImage, content: content())
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
    self.init(title: String(title), image: systemImage, content: content())
  }
  public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) {
    self.init(title: titleKey.text, image: image, content: content())
  }
}

extension Tab {
  @MainActor public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(title: TitleText.of(label()), image: nil, content: content())
  }
}

extension Tab where Label == EmptyView, Value == Never {
  /// A search tab.
  public init(value: Value, role: TabRole, @ViewBuilder content: () -> Content) {
    self.init(title: "Search", image: nil, content: content())
  }
}

/// A tab's role.
nonisolated public enum TabRole: Sendable, Hashable { case search }

extension View {
  /// The tab's label, shown as an attribute (`tabItem: Home`).
  public func tabItem<Label: View>(@ViewBuilder _ label: () -> Label) -> some View {
    let view = label()
    return attribute("tabItem", TabItemTitle.of(view) ?? ViewNode.name(of: Label.self))
  }
}

/// The title of a tab item: its text, its label's title, or the first text of its views.
@MainActor
enum TabItemTitle {
  static func of(_ view: any View) -> String? {
    if let title = TitleText.of(view) { return title }
    for child in Mirror(reflecting: view).children {
      if let value = child.value as? any View, let title = of(value) { return title }
      for inner in Mirror(reflecting: child.value).children {
        if let value = inner.value as? any View, let title = of(value) { return title }
      }
    }
    return nil
  }
}
