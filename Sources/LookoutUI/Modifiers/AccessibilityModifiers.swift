import Foundation

// Accessibility: recorded as attributes (labels, identifiers, traits); a test can find them in the render.

/// What children an accessibility element combines.
nonisolated public struct AccessibilityChildBehavior: Sendable, Hashable, CustomStringConvertible {
  public let description: String
  public static let ignore = AccessibilityChildBehavior(description: "ignore")
  public static let contain = AccessibilityChildBehavior(description: "contain")
  public static let combine = AccessibilityChildBehavior(description: "combine")
}

/// Accessibility traits (`.isButton`, `.isHeader`).
nonisolated public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
  public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}

/// A heading level.
nonisolated public enum AccessibilityHeadingLevel: Sendable, Hashable { case unspecified, h1, h2, h3, h4, h5, h6 }

/// The kind of text content (`.accessibilityTextContentType(.console)`).
nonisolated public struct AccessibilityTextContentType: Sendable, Hashable {
  let name: String
  public static let plain = AccessibilityTextContentType(name: "plain")
  public static let console = AccessibilityTextContentType(name: "console")
  public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
  public static let messaging = AccessibilityTextContentType(name: "messaging")
  public static let narrative = AccessibilityTextContentType(name: "narrative")
  public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
  public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
  public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

/// The kind of an accessibility action (`.accessibilityAction(.escape)`).
nonisolated public struct AccessibilityActionKind: Sendable, Hashable {
  let name: String
  public static let `default` = AccessibilityActionKind(name: "default")
  public static let escape = AccessibilityActionKind(name: "escape")
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
  public static let delete = AccessibilityActionKind(name: "delete")
  public static let showMenu = AccessibilityActionKind(name: "showMenu")
  public init(named name: Text) { self.name = name.content }
  init(name: String) { self.name = name }
}

/// A role in a labeled pair.
nonisolated public enum AccessibilityLabeledPairRole: Sendable, Hashable { case label, content }

/// The direction of an adjustable action.
nonisolated public enum AccessibilityAdjustmentDirection: Sendable, Hashable { case increment, decrement }

extension View {
  public func accessibilityLabel(_ label: Text) -> some View { attribute("accessibilityLabel", label.content) }
  public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { attribute("accessibilityLabel", label.text) }
  @_disfavoredOverload
  public func accessibilityLabel<Label: StringProtocol>(_ label: Label) -> some View { attribute("accessibilityLabel", String(label)) }
  public func accessibilityValue(_ value: Text) -> some View { attribute("accessibilityValue", value.content) }
  public func accessibilityValue(_ value: LocalizedStringKey) -> some View { attribute("accessibilityValue", value.text) }
  @_disfavoredOverload
  public func accessibilityValue<Value: StringProtocol>(_ value: Value) -> some View { attribute("accessibilityValue", String(value)) }
  public func accessibilityHint(_ hint: Text) -> some View { attribute("accessibilityHint", hint.content) }
  public func accessibilityHint(_ hint: LocalizedStringKey) -> some View { attribute("accessibilityHint", hint.text) }
  @_disfavoredOverload
  public func accessibilityHint<Hint: StringProtocol>(_ hint: Hint) -> some View { attribute("accessibilityHint", String(hint)) }
  public func accessibilityIdentifier(_ identifier: String) -> some View { attribute("accessibilityIdentifier", identifier) }
  public func accessibilityHidden(_ hidden: Bool) -> some View { attribute("accessibilityHidden", "\(hidden)") }
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    attribute("accessibilityElement", children.description)
  }
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { attribute("accessibilityAddTraits", "\(traits.rawValue)") }
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { attribute("accessibilityRemoveTraits", "\(traits.rawValue)") }
  public func accessibilitySortPriority(_ priority: Double) -> some View { attribute("accessibilitySortPriority", ContainerExpansion.number(priority)) }
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { attribute("accessibilityHeading", "\(level)") }
  public func accessibilityInputLabels(_ labels: [Text]) -> some View { attribute("accessibilityInputLabels", labels.map(\.content).joined(separator: ", ")) }
  public func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID) -> some View {
    attribute("accessibilityLabeledPair", "\(role)")
  }
  public func accessibilityRepresentation<Representation: View>(@ViewBuilder representation: () -> Representation) -> some View {
    attribute("accessibilityRepresentation", ViewNode.name(of: Representation.self))
  }
  public func accessibilityShowsLargeContentViewer() -> some View { attribute("accessibilityShowsLargeContentViewer", "true") }
  public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View {
    attribute("accessibilityRespondsToUserInteraction", "\(respondsToUserInteraction)")
  }
  @MainActor public func accessibilityFocused(_ binding: AccessibilityFocusState<Bool>.Binding) -> some View {
    attribute("accessibilityFocused", binding.wrappedValue ? "yes" : "no")
  }
  @MainActor public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View {
    attribute("accessibilityFocused", binding.wrappedValue == value ? "yes" : "no")
  }
}

extension View {
  public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
    attribute("accessibilityAction", actionKind.name)
  }
  public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
    attribute("accessibilityAction", name.content)
  }
  public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
    attribute("accessibilityAction", nameKey.text)
  }
  public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
    attribute("accessibilityActions", ViewNode.name(of: Content.self))
  }
  public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
    attribute("accessibilityAdjustableAction", "true")
  }
}
