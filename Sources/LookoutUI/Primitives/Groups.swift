import Foundation

/// A label beside content (`LabeledContent("Version", value: "1.0")`): rendered as `LabeledContent "Version"
/// = 1.0`, or with its content mounted under it.
nonisolated public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let label: Label
  let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  @MainActor func expand(into builder: inout ChildBuilder) {
    let resolved = ControlLabel.resolve(label)
    let value = (content as? Text)?.content
    var element = Element(kind: "LabeledContent", label: resolved.title, value: value)
    element.details = resolved.details
    builder.element = element
    if resolved.mounted { builder.add(label, key: .position(1)) }
    if value == nil { builder.add(content, key: .position(0)) }
  }
}

extension LabeledContent where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(titleKey) } }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(title) } }
}

extension LabeledContent where Label == Text, Content == Text {
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) { self.init(content: { Text(value) }, label: { Text(titleKey) }) }
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) { self.init(content: { Text(value) }, label: { Text(title) }) }
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F.FormatOutput == String {
    self.init(content: { Text(format.format(value)) }, label: { Text(titleKey) })
  }
  @_disfavoredOverload
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F) where F.FormatOutput == String {
    self.init(content: { Text(format.format(value)) }, label: { Text(title) })
  }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
  public init(_ configuration: LabeledContentStyleConfiguration) { self.init(content: { configuration.content }, label: { configuration.label }) }
}

/// Content shown or hidden under a label: tap its label to expand or collapse it (its content is mounted
/// while expanded).
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View, TransparentView {
  let label: Label
  let content: () -> Content
  let isExpanded: Binding<Bool>?
  @State private var expanded = false

  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content
    isExpanded = nil
  }

  public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content
    self.isExpanded = isExpanded
  }

  @MainActor public var body: some View {
    let flag = isExpanded ?? $expanded
    DisclosureElement(label: label, isExpanded: flag.wrappedValue) { flag.wrappedValue.toggle() }
    if flag.wrappedValue { content() }
  }
}

extension DisclosureGroup where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) { self.init(content: content) { Text(titleKey) } }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) { self.init(content: content) { Text(title) } }
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}

/// A disclosure group's tappable line.
nonisolated struct DisclosureElement<Label: View>: View, PrimitiveView {
  typealias Body = Never
  let label: Label
  let isExpanded: Bool
  let toggle: @MainActor () -> Void

  @MainActor func expand(into builder: inout ChildBuilder) {
    let resolved = ControlLabel.resolve(label)
    var element = Element(kind: "DisclosureGroup", label: resolved.title, value: isExpanded ? "expanded" : "collapsed")
    element.tap = toggle
    builder.element = element
    if resolved.mounted { builder.add(label, key: .position(0)) }
  }
}

/// A box around content, with an optional label.
nonisolated public struct GroupBox<Label: View, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let label: Label
  let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  @available(*, deprecated, renamed: "init(content:label:)")
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.label = label
    self.content = content()
  }

  @MainActor func expand(into builder: inout ChildBuilder) {
    let resolved = ControlLabel.resolve(label)
    var element = Element(kind: "GroupBox", label: resolved.title)
    element.details = resolved.details
    builder.element = element
    builder.inheritedAttributes = []
    if resolved.mounted { builder.add(label, key: .position(1)) }
    builder.add(content, key: .position(0))
  }
}

extension GroupBox where Label == EmptyView {
  public init(@ViewBuilder content: () -> Content) { self.init(content: content) { EmptyView() } }
}

extension GroupBox where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(titleKey) } }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(title) } }
}

/// What a screen shows when it has nothing to show.
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View, PrimitiveView {
  public typealias Body = Never
  let label: Label
  let description: Description
  let actions: Actions

  public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
              @ViewBuilder actions: () -> Actions = { EmptyView() }) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  @MainActor func expand(into builder: inout ChildBuilder) {
    let resolved = ControlLabel.resolve(label)
    var element = Element(kind: "ContentUnavailableView", label: resolved.title)
    element.details = resolved.details
    builder.element = element
    if resolved.mounted { builder.add(label, key: .position(0)) }
    builder.add(description, key: .position(1))
    builder.add(actions, key: .position(2))
  }
}

extension ContentUnavailableView where Label == LookoutUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(label: { LookoutUI.Label(titleKey, systemImage: name) }, description: { description })
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(label: { LookoutUI.Label(title, systemImage: name) }, description: { description })
  }
  public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {
    self.init(label: { LookoutUI.Label(titleKey, image: name) }, description: { description })
  }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
  Actions == SearchUnavailableContent.Actions {
  /// "No Results".
  public static var search: ContentUnavailableView { .search(text: "") }
  /// "No Results for “text”".
  public static func search(text: String) -> ContentUnavailableView {
    ContentUnavailableView(label: { LookoutUI.Label("No Results", systemImage: "magnifyingglass") },
                           description: { Text(text.isEmpty ? "Check the spelling or try a new search." : "No Results for “\(text)”") },
                           actions: { EmptyView() })
  }
}

/// The content of `ContentUnavailableView.search`.
public enum SearchUnavailableContent {
  public typealias Label = LookoutUI.Label<Text, Image>
  public typealias Description = Text
  public typealias Actions = EmptyView
}
