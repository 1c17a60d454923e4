import Foundation

/// A built-in style: rendered by its SwiftUI name (`plain`, `borderedProminent`).
protocol BuiltInStyle {
  nonisolated static var styleName: String { get }
}

/// The name a style is rendered by: a built-in's (`bordered`), or the type of a style of your own.
enum StyleName {
  static func of(_ style: Any) -> String {
    if let builtIn = type(of: style) as? BuiltInStyle.Type { return builtIn.styleName }
    return ViewNode.name(of: type(of: style))
  }
}

/// A stand-in for the content a style wraps (a button's label, a toggle's label).
nonisolated public struct StyleConfigurationContent: View, PrimitiveView {
  public typealias Body = Never
  let content: any View
  @MainActor func expand(into builder: inout ChildBuilder) { builder.add(content, key: .position(0)) }
}

// MARK: Buttons

/// A button's appearance that keeps the button's own interaction: `makeBody` styles `configuration.label`.
@MainActor @preconcurrency
public protocol ButtonStyle {
  associatedtype Body: View
  typealias Configuration = ButtonStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ButtonStyle` styles.
public struct ButtonStyleConfiguration {
  public typealias Label = StyleConfigurationContent
  public let label: Label
  public let isPressed: Bool
  public let role: ButtonRole?
}

/// A button's appearance and interaction: `configuration.trigger()` runs the action.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  typealias Configuration = PrimitiveButtonStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `PrimitiveButtonStyle` styles.
public struct PrimitiveButtonStyleConfiguration {
  public typealias Label = StyleConfigurationContent
  public let label: Label
  public let role: ButtonRole?
  let action: @MainActor () -> Void
  @MainActor public func trigger() { action() }
}

nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
  nonisolated static let styleName = "automatic"
}
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
  nonisolated static let styleName = "plain"
}
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
  nonisolated static let styleName = "borderless"
}
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
  nonisolated static let styleName = "bordered"
}
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
  nonisolated static let styleName = "borderedProminent"
}
nonisolated public struct LinkButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
  nonisolated static let styleName = "link"
}
nonisolated public struct GlassButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
  nonisolated static let styleName = "glass"
}
nonisolated public struct GlassProminentButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
  nonisolated static let styleName = "glassProminent"
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { DefaultButtonStyle() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { PlainButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { BorderedButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension PrimitiveButtonStyle where Self == LinkButtonStyle { public static var link: LinkButtonStyle { LinkButtonStyle() } }
extension PrimitiveButtonStyle where Self == GlassButtonStyle { public static var glass: GlassButtonStyle { GlassButtonStyle() } }
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
  public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

/// The shape of a bordered button.
nonisolated public struct ButtonBorderShape: Sendable, Hashable, CustomStringConvertible {
  public let description: String
  public static let automatic = ButtonBorderShape(description: "automatic")
  public static let capsule = ButtonBorderShape(description: "capsule")
  public static let roundedRectangle = ButtonBorderShape(description: "roundedRectangle")
  public static let circle = ButtonBorderShape(description: "circle")
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(description: "roundedRectangle(\(ContainerExpansion.number(radius)))")
  }
}

// MARK: Labels

/// How a label shows its title and icon.
@MainActor @preconcurrency
public protocol LabelStyle {
  associatedtype Body: View
  typealias Configuration = LabelStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `LabelStyle` arranges.
public struct LabelStyleConfiguration {
  public typealias Title = StyleConfigurationContent
  public typealias Icon = StyleConfigurationContent
  public let title: Title
  public let icon: Icon
}

nonisolated public struct DefaultLabelStyle: LabelStyle, BuiltInStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { HStack { configuration.icon; configuration.title } }
  nonisolated static let styleName = "automatic"
}
nonisolated public struct IconOnlyLabelStyle: LabelStyle, BuiltInStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
  nonisolated static let styleName = "iconOnly"
}
nonisolated public struct TitleOnlyLabelStyle: LabelStyle, BuiltInStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
  nonisolated static let styleName = "titleOnly"
}
nonisolated public struct TitleAndIconLabelStyle: LabelStyle, BuiltInStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { HStack { configuration.icon; configuration.title } }
  nonisolated static let styleName = "titleAndIcon"
}

extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { DefaultLabelStyle() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() } }

// MARK: Toggles

/// How a toggle looks and switches: `configuration.isOn` reads and sets its value.
@MainActor @preconcurrency
public protocol ToggleStyle {
  associatedtype Body: View
  typealias Configuration = ToggleStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ToggleStyle` styles.
public struct ToggleStyleConfiguration {
  public typealias Label = StyleConfigurationContent
  public let label: Label
  @Binding public var isOn: Bool
  public var isMixed: Bool = false
}

nonisolated public struct DefaultToggleStyle: ToggleStyle, BuiltInStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
  nonisolated static let styleName = "automatic"
}
nonisolated public struct SwitchToggleStyle: ToggleStyle, BuiltInStyle {
  public init() {}
  public init(tint: Color) {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
  nonisolated static let styleName = "switch"
}
nonisolated public struct ButtonToggleStyle: ToggleStyle, BuiltInStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
  nonisolated static let styleName = "button"
}
nonisolated public struct CheckboxToggleStyle: ToggleStyle, BuiltInStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
  nonisolated static let styleName = "checkbox"
}

extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { DefaultToggleStyle() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { ButtonToggleStyle() } }
extension ToggleStyle where Self == CheckboxToggleStyle { public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() } }

// MARK: Progress views

/// How a progress view shows.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  associatedtype Body: View
  typealias Configuration = ProgressViewStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ProgressViewStyle` shows.
public struct ProgressViewStyleConfiguration {
  public typealias Label = StyleConfigurationContent
  public typealias CurrentValueLabel = StyleConfigurationContent
  public let fractionCompleted: Double?
  public var label: Label?
  public var currentValueLabel: CurrentValueLabel?
}

nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltInStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
  nonisolated static let styleName = "automatic"
}
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle, BuiltInStyle {
  public init() {}
  public init(tint: Color) {}
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
  nonisolated static let styleName = "circular"
}
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle, BuiltInStyle {
  public init() {}
  public init(tint: Color) {}
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
  nonisolated static let styleName = "linear"
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() } }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() } }

// MARK: Containers with a label and content

/// How a group box arranges its label and content.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
  associatedtype Body: View
  typealias Configuration = GroupBoxStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `GroupBoxStyle` arranges.
public struct GroupBoxStyleConfiguration {
  public typealias Label = StyleConfigurationContent
  public typealias Content = StyleConfigurationContent
  public let label: Label
  public let content: Content
}

nonisolated public struct DefaultGroupBoxStyle: GroupBoxStyle, BuiltInStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { VStack { configuration.label; configuration.content } }
  nonisolated static let styleName = "automatic"
}
extension GroupBoxStyle where Self == DefaultGroupBoxStyle { public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() } }

/// How labeled content arranges its label and content.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
  associatedtype Body: View
  typealias Configuration = LabeledContentStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `LabeledContentStyle` arranges.
public struct LabeledContentStyleConfiguration {
  public typealias Label = StyleConfigurationContent
  public typealias Content = StyleConfigurationContent
  public let label: Label
  public let content: Content
}

nonisolated public struct AutomaticLabeledContentStyle: LabeledContentStyle, BuiltInStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { HStack { configuration.label; configuration.content } }
  nonisolated static let styleName = "automatic"
}
extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
  public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

/// How a disclosure group shows its label and content.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
  associatedtype Body: View
  typealias Configuration = DisclosureGroupStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `DisclosureGroupStyle` shows.
public struct DisclosureGroupStyleConfiguration {
  public typealias Label = StyleConfigurationContent
  public typealias Content = StyleConfigurationContent
  public let label: Label
  public let content: Content
  @Binding public var isExpanded: Bool
}

nonisolated public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle, BuiltInStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { VStack { configuration.label; configuration.content } }
  nonisolated static let styleName = "automatic"
}
extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
  public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}
