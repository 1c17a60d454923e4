import Foundation

// The values modifiers take, with SwiftUI's names. Each is shown by name in the rendered tree.

/// Whether something shows (`.listRowSeparator(.hidden)`, `.toolbar(.visible, for: .navigationBar)`).
public enum Visibility: Sendable, Hashable, CaseIterable { case automatic, visible, hidden }

/// The size of controls.
public enum ControlSize: Sendable, Hashable, CaseIterable { case mini, small, regular, large, extraLarge }

/// How a symbol image renders its layers.
public struct SymbolRenderingMode: Sendable, Hashable, CustomStringConvertible {
  public let description: String
  public static let monochrome = SymbolRenderingMode(description: "monochrome")
  public static let multicolor = SymbolRenderingMode(description: "multicolor")
  public static let hierarchical = SymbolRenderingMode(description: "hierarchical")
  public static let palette = SymbolRenderingMode(description: "palette")
}

/// A symbol's variant (`.fill`, `.circle`, `.slash`), combinable.
public struct SymbolVariants: Sendable, Hashable, CustomStringConvertible {
  public let description: String
  public static let none = SymbolVariants(description: "none")
  public static let fill = SymbolVariants(description: "fill")
  public static let circle = SymbolVariants(description: "circle")
  public static let square = SymbolVariants(description: "square")
  public static let rectangle = SymbolVariants(description: "rectangle")
  public static let slash = SymbolVariants(description: "slash")
  public var fill: SymbolVariants { SymbolVariants(description: description + ".fill") }
  public var circle: SymbolVariants { SymbolVariants(description: description + ".circle") }
  public var square: SymbolVariants { SymbolVariants(description: description + ".square") }
  public var slash: SymbolVariants { SymbolVariants(description: description + ".slash") }
}

/// How an image scales with its text.
public typealias ImageScale = Image.Scale

/// The light or dark appearance.
public enum ColorScheme: Sendable, Hashable, CaseIterable { case light, dark }

/// The contrast setting.
public enum ColorSchemeContrast: Sendable, Hashable, CaseIterable { case standard, increased }

/// The horizontal and vertical size classes.
public enum UserInterfaceSizeClass: Sendable, Hashable { case compact, regular }

/// The reading direction.
public enum LayoutDirection: Sendable, Hashable, CaseIterable { case leftToRight, rightToLeft }

/// Whether the scene is in front.
public enum ScenePhase: Sendable, Hashable, Comparable { case background, inactive, active }

/// Whether a list is being edited.
public enum EditMode: Sendable, Hashable {
  case inactive, transient, active
  public var isEditing: Bool { self != .inactive }
}

/// The user's text size, in SwiftUI's order.
public enum DynamicTypeSize: Int, Sendable, Hashable, Comparable, CaseIterable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
  public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Why a view's content is redacted (`.redacted(reason: .placeholder)`).
public struct RedactionReasons: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let placeholder = RedactionReasons(rawValue: 1)
  public static let privacy = RedactionReasons(rawValue: 2)
  public static let invalidated = RedactionReasons(rawValue: 4)
}

/// How a sheet's height is chosen.
public struct PresentationDetent: Sendable, Hashable, CustomStringConvertible {
  public let description: String
  public static let medium = PresentationDetent(description: "medium")
  public static let large = PresentationDetent(description: "large")
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(description: "fraction(\(ContainerExpansion.number(fraction)))") }
  public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(description: "height(\(ContainerExpansion.number(height)))") }
}

/// How a presentation adapts to compact sizes.
public enum PresentationAdaptation: Sendable, Hashable { case automatic, none, popover, sheet, fullScreenCover }

/// Whether content behind a sheet stays interactive.
public struct PresentationBackgroundInteraction: Sendable, Hashable {
  let name: String
  public static let automatic = PresentationBackgroundInteraction(name: "automatic")
  public static let enabled = PresentationBackgroundInteraction(name: "enabled")
  public static let disabled = PresentationBackgroundInteraction(name: "disabled")
  public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
    PresentationBackgroundInteraction(name: "enabled(\(detent))")
  }
}

/// Where a navigation title shows.
public struct NavigationBarItem: Sendable {
  public enum TitleDisplayMode: Sendable, Hashable { case automatic, inline, large }
}

/// Which bar a toolbar modifier applies to (`.toolbar(.hidden, for: .tabBar)`).
public struct ToolbarPlacement: Sendable, Hashable, CustomStringConvertible {
  public let description: String
  public static let automatic = ToolbarPlacement(description: "automatic")
  public static let navigationBar = ToolbarPlacement(description: "navigationBar")
  public static let tabBar = ToolbarPlacement(description: "tabBar")
  public static let bottomBar = ToolbarPlacement(description: "bottomBar")
  public static let windowToolbar = ToolbarPlacement(description: "windowToolbar")
}

/// A toolbar's role (`.toolbarRole(.editor)`).
public enum ToolbarRole: Sendable, Hashable { case automatic, navigationStack, browser, editor }

/// How text can be selected (`.textSelection(.enabled)`).
public protocol TextSelectability: Sendable {}
public struct EnabledTextSelectability: TextSelectability { public init() {} }
public struct DisabledTextSelectability: TextSelectability { public init() {} }
extension TextSelectability where Self == EnabledTextSelectability { public static var enabled: EnabledTextSelectability { .init() } }
extension TextSelectability where Self == DisabledTextSelectability { public static var disabled: DisabledTextSelectability { .init() } }

/// How a scroll view dismisses the keyboard.
public enum ScrollDismissesKeyboardMode: Sendable, Hashable { case automatic, immediately, interactively, never }

/// When a scroll view bounces.
public enum ScrollBounceBehavior: Sendable, Hashable { case automatic, always, basedOnSize }

/// How a scroll view settles (`.scrollTargetBehavior(.paging)`).
public enum ScrollTargetBehaviorKind: Sendable, Hashable { case paging, viewAligned }

/// Which content margins a modifier sets.
public enum ContentMarginPlacement: Sendable, Hashable { case automatic, scrollContent, scrollIndicators }

/// How changed content animates (`.contentTransition(.numericText())`).
public struct ContentTransition: Sendable, Hashable, CustomStringConvertible {
  public let description: String
  public static let identity = ContentTransition(description: "identity")
  public static let opacity = ContentTransition(description: "opacity")
  public static let interpolate = ContentTransition(description: "interpolate")
  public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(description: "numericText") }
  public static func numericText(value: Double) -> ContentTransition { ContentTransition(description: "numericText") }
  public static let symbolEffect = ContentTransition(description: "symbolEffect")
}

/// The label of the keyboard's return key.
public enum SubmitLabel: Sendable, Hashable { case done, go, send, join, route, search, `return`, next, `continue` }

/// What triggers `.onSubmit`.
public struct SubmitTriggers: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}

/// How text input capitalizes.
public struct TextInputAutocapitalization: Sendable, Hashable {
  let name: String
  public static let never = TextInputAutocapitalization(name: "never")
  public static let words = TextInputAutocapitalization(name: "words")
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  public static let characters = TextInputAutocapitalization(name: "characters")
}

/// UIKit's keyboard types, as `.keyboardType(_:)` takes them.
public enum UIKeyboardType: Int, Sendable, Hashable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad,
    twitter, webSearch, asciiCapableNumberPad
  public static let alphabet = UIKeyboardType.asciiCapable
}

/// UIKit's capitalization types, as `.autocapitalization(_:)` takes them.
public enum UITextAutocapitalizationType: Int, Sendable, Hashable { case none, words, sentences, allCharacters }

/// UIKit's text content types, as `.textContentType(_:)` takes them.
public struct UITextContentType: RawRepresentable, Sendable, Hashable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let name = UITextContentType("name")
  public static let givenName = UITextContentType("givenName")
  public static let familyName = UITextContentType("familyName")
  public static let nickname = UITextContentType("nickname")
  public static let username = UITextContentType("username")
  public static let password = UITextContentType("password")
  public static let newPassword = UITextContentType("newPassword")
  public static let oneTimeCode = UITextContentType("oneTimeCode")
  public static let emailAddress = UITextContentType("emailAddress")
  public static let telephoneNumber = UITextContentType("telephoneNumber")
  public static let URL = UITextContentType("URL")
  public static let fullStreetAddress = UITextContentType("fullStreetAddress")
  public static let postalCode = UITextContentType("postalCode")
  public static let addressCity = UITextContentType("addressCity")
  public static let countryName = UITextContentType("countryName")
  public static let organizationName = UITextContentType("organizationName")
  public static let creditCardNumber = UITextContentType("creditCardNumber")
  public static let jobTitle = UITextContentType("jobTitle")
  public static let location = UITextContentType("location")
}

/// A key for a keyboard shortcut: a character (`"s"`) or a special key (`.return`).
public struct KeyEquivalent: Sendable, Hashable, ExpressibleByExtendedGraphemeClusterLiteral, CustomStringConvertible {
  public let character: Character
  public init(_ character: Character) { self.character = character }
  public init(extendedGraphemeClusterLiteral value: Character) { character = value }
  public var description: String { String(character) }
  public static let `return` = KeyEquivalent("\r")
  public static let escape = KeyEquivalent("\u{1B}")
  public static let delete = KeyEquivalent("\u{8}")
  public static let deleteForward = KeyEquivalent("\u{7F}")
  public static let tab = KeyEquivalent("\t")
  public static let space = KeyEquivalent(" ")
  public static let upArrow = KeyEquivalent("↑")
  public static let downArrow = KeyEquivalent("↓")
  public static let leftArrow = KeyEquivalent("←")
  public static let rightArrow = KeyEquivalent("→")
  public static let home = KeyEquivalent("↖")
  public static let end = KeyEquivalent("↘")
  public static let pageUp = KeyEquivalent("⇞")
  public static let pageDown = KeyEquivalent("⇟")
  public static let clear = KeyEquivalent("⌧")
}

/// Modifier keys of a shortcut.
public struct EventModifiers: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let capsLock = EventModifiers(rawValue: 1)
  public static let shift = EventModifiers(rawValue: 2)
  public static let control = EventModifiers(rawValue: 4)
  public static let option = EventModifiers(rawValue: 8)
  public static let command = EventModifiers(rawValue: 16)
  public static let numericPad = EventModifiers(rawValue: 32)
  public static let all = EventModifiers(rawValue: 63)
}

/// A keyboard shortcut (`.keyboardShortcut(.defaultAction)`).
public struct KeyboardShortcut: Sendable, Hashable, CustomStringConvertible {
  public let key: KeyEquivalent
  public let modifiers: EventModifiers
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.key = key
    self.modifiers = modifiers
  }
  public var description: String { key == .return ? "defaultAction" : key == .escape ? "cancelAction" : key.description }
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// Kinds of content shapes (`.contentShape(.contextMenuPreview, .rect)`).
public struct ContentShapeKinds: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let interaction = ContentShapeKinds(rawValue: 1)
  public static let dragPreview = ContentShapeKinds(rawValue: 2)
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
  public static let hoverEffect = ContentShapeKinds(rawValue: 8)
  public static let focusEffect = ContentShapeKinds(rawValue: 16)
  public static let accessibility = ContentShapeKinds(rawValue: 32)
}

/// How a badge stands out.
public enum BadgeProminence: Sendable, Hashable { case standard, increased, decreased }

/// How prominent a section or control is.
public enum Prominence: Sendable, Hashable { case standard, increased }

/// The order of menu items.
public enum MenuOrder: Sendable, Hashable { case automatic, priority, fixed }

/// How wide a section is spaced from its neighbours.
public struct ListSectionSpacing: Sendable, Hashable {
  let name: String
  public static let `default` = ListSectionSpacing(name: "default")
  public static let compact = ListSectionSpacing(name: "compact")
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(name: ContainerExpansion.number(spacing)) }
}

/// Where a search field sits.
public struct SearchFieldPlacement: Sendable, Hashable {
  let name: String
  public static let automatic = SearchFieldPlacement(name: "automatic")
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
    SearchFieldPlacement(name: "navigationBarDrawer")
  }
  public enum NavigationBarDrawerDisplayMode: Sendable, Hashable { case automatic, always }
}

/// A symbol effect (`.symbolEffect(.bounce, value: count)`).
public struct SymbolEffectKind: Sendable, Hashable, CustomStringConvertible {
  public let description: String
  public static let bounce = SymbolEffectKind(description: "bounce")
  public static let pulse = SymbolEffectKind(description: "pulse")
  public static let variableColor = SymbolEffectKind(description: "variableColor")
  public static let scale = SymbolEffectKind(description: "scale")
  public static let appear = SymbolEffectKind(description: "appear")
  public static let disappear = SymbolEffectKind(description: "disappear")
  public static let replace = SymbolEffectKind(description: "replace")
  public static let wiggle = SymbolEffectKind(description: "wiggle")
  public static let rotate = SymbolEffectKind(description: "rotate")
  public static let breathe = SymbolEffectKind(description: "breathe")
  public var up: SymbolEffectKind { self }
  public var down: SymbolEffectKind { self }
  public var byLayer: SymbolEffectKind { self }
  public var wholeSymbol: SymbolEffectKind { self }
}

/// Liquid glass (`.glassEffect(.regular)`).
public struct Glass: Sendable, Hashable, CustomStringConvertible {
  public let description: String
  public static let regular = Glass(description: "regular")
  public static let clear = Glass(description: "clear")
  public static let identity = Glass(description: "identity")
  public func tint(_ color: Color?) -> Glass { Glass(description: description + " tinted") }
  public func interactive(_ isEnabled: Bool = true) -> Glass { Glass(description: description + " interactive") }
}

/// Where a coordinate is measured (`proxy.frame(in: .global)`, `.named("scroll")`).
public enum CoordinateSpace: Hashable, @unchecked Sendable {
  case global, local, named(AnyHashable)
}
