import Foundation

/// A menu: its label, and its items mounted under it (tap an item by its title; a menu with a primary action
/// runs it when its own title is tapped).
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let label: Label
  let content: Content
  let primaryAction: (@MainActor () -> Void)?

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    primaryAction = nil
  }

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping @MainActor () -> Void) {
    self.label = label()
    self.content = content()
    self.primaryAction = primaryAction
  }

  @MainActor func expand(into builder: inout ChildBuilder) {
    let resolved = ControlLabel.resolve(label)
    var element = Element(kind: "Menu", label: resolved.title)
    element.details = resolved.details + ControlState.details(builder.environment)
    element.tap = primaryAction
    builder.element = element
    builder.inheritedAttributes = []
    if resolved.mounted { builder.add(label, key: .position(1)) }
    builder.add(content, key: .position(0))
  }
}

extension Menu where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(titleKey) } }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(title) } }
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void) {
    self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
  }
}

extension Menu where Label == LookoutUI.Label<Text, Image> {
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { LookoutUI.Label(titleKey, systemImage: systemImage) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { LookoutUI.Label(title, systemImage: systemImage) }
  }
  public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { LookoutUI.Label(titleKey, image: image) }
  }
}

/// Controls shown as a group.
public struct ControlGroup<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) { self.content = content() }
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) { self.content = content() }

  @MainActor func expand(into builder: inout ChildBuilder) { ContainerExpansion.expand("ControlGroup", content: content, into: &builder) }
}

/// A link to a URL: tapping it opens the URL through the environment's `openURL` (``ViewHost/openedURLs``).
nonisolated public struct Link<Label: View>: View, PrimitiveView, TitledView {
  public typealias Body = Never
  let destination: URL
  let label: Label

  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  @MainActor var titleText: String? { TitleText.of(label) }

  @MainActor func expand(into builder: inout ChildBuilder) {
    let resolved = ControlLabel.resolve(label)
    var element = Element(kind: "Link", label: resolved.title)
    element.details = [ElementAttribute("destination", destination.absoluteString)] + resolved.details + ControlState.details(builder.environment)
    let openURL = builder.environment.openURL
    let destination = destination
    element.tap = { openURL(destination) }
    builder.element = element
    if resolved.mounted { builder.add(label, key: .position(0)) }
  }
}

extension Link where Label == Text {
  public init(_ titleKey: LocalizedStringKey, destination: URL) { self.init(destination: destination) { Text(titleKey) } }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) { self.init(destination: destination) { Text(title) } }
}

/// A preview of what is shared.
public struct SharePreview<Image, Icon> {
  let title: String
  public init(_ titleKey: LocalizedStringKey) where Image == Never, Icon == Never { title = titleKey.text }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) where Image == Never, Icon == Never { self.title = String(title) }
  public init(_ titleKey: LocalizedStringKey, image: Image) where Icon == Never { title = titleKey.text }
  public init(_ titleKey: LocalizedStringKey, icon: Icon) where Image == Never { title = titleKey.text }
  public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) { title = titleKey.text }
}

/// Shares an item: tapping it records the item in ``ViewHost/sharedItems``.
nonisolated public struct ShareLink<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let item: String
  let label: Label?

  public init<Item, PreviewImage, PreviewIcon>(item: Item, subject: Text? = nil, message: Text? = nil,
                                               preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) {
    self.item = "\(item)"
    self.label = label()
  }
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    self.item = "\(item)"
    self.label = label()
  }
  public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    item = items.map { "\($0)" }.joined(separator: ", ")
    self.label = label()
  }

  @MainActor func expand(into builder: inout ChildBuilder) {
    let resolved = label.map(ControlLabel.resolve)
    var element = Element(kind: "ShareLink", label: resolved?.title ?? "Share")
    element.details = [ElementAttribute("item", item)] + ControlState.details(builder.environment)
    let item = item
    let record = builder.environment.shareRecorder
    element.tap = { record(item) }
    builder.element = element
    if resolved?.mounted == true, let label { builder.add(label, key: .position(0)) }
  }
}

extension ShareLink where Label == EmptyView {
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
    self.item = "\(item)"
    label = nil
  }
  public init<Item, PreviewImage, PreviewIcon>(item: Item, subject: Text? = nil, message: Text? = nil,
                                               preview: SharePreview<PreviewImage, PreviewIcon>) {
    self.item = "\(item)"
    label = nil
  }
}

extension ShareLink where Label == Text {
  public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
    self.init(item: item, subject: subject, message: message) { Text(titleKey) }
  }
  public init<Item, PreviewImage, PreviewIcon>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil,
                                               preview: SharePreview<PreviewImage, PreviewIcon>) {
    self.init(item: item, subject: subject, message: message) { Text(titleKey) }
  }
}

private struct ShareRecorderKey: EnvironmentKey { static let defaultValue: @MainActor (String) -> Void = { _ in } }

extension EnvironmentValues {
  var shareRecorder: @MainActor (String) -> Void {
    get { self[ShareRecorderKey.self] }
    set { self[ShareRecorderKey.self] = newValue }
  }
}

/// The order of menu items.
nonisolated public enum MenuOrder: Sendable, Hashable { case automatic, priority, fixed }
