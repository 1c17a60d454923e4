/// A title with an icon: rendered as `Label "title"` with the image's name. Generic over its title and
/// icon views, as SwiftUI's is, so `Label { Text(…) } icon: { Image(…) }` and labels of your own views work.
nonisolated public struct Label<Title: View, Icon: View>: View, PrimitiveView, TitledView {
  public typealias Body = Never
  let title: Title
  let icon: Icon

  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  @MainActor var titleText: String? { TitleText.of(title) }

  @MainActor func expand(into builder: inout ChildBuilder) {
    var element = Element(kind: "Label", label: titleText)
    if let image = icon as? Image { element.details = [ElementAttribute("image", image.name)] }
    builder.element = element
    if TitleText.of(title) == nil { builder.add(title, key: .position(0)) }
    if !(icon is Image) { builder.add(icon, key: .position(1)) }
  }
}

extension Label where Title == Text, Icon == Image {
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// A label from a label style's configuration.
  public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
  }
}

/// How a control shows its label: a title it is found by (a text's content, a label's title), details, and
/// whether the label's views are mounted under it (a label that is neither).
@MainActor
enum ControlLabel {
  static func resolve(_ label: any View) -> (title: String?, details: [ElementAttribute], mounted: Bool) {
    if let text = label as? Text { return (text.content, text.styles.reversed(), false) }
    if let titled = label as? TitledView, let title = titled.titleText {
      return (title, (label as? LabelIcon)?.iconDetails ?? [], false)
    }
    return (nil, [], !(label is EmptyView))
  }
}

/// A label whose icon shows as a detail (`image: gear`).
@MainActor @preconcurrency
protocol LabelIcon {
  var iconDetails: [ElementAttribute] { get }
}

extension Label: LabelIcon {
  var iconDetails: [ElementAttribute] { (icon as? Image).map { [ElementAttribute("image", $0.name)] } ?? [] }
}
