import Foundation

/// The interface style a trait collection carries.
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
/// Size classes.
public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }
/// The kind of device the interface is for.
public enum UIUserInterfaceIdiom: Int, Sendable { case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6 }
/// The reading direction.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable { case unspecified = -1, leftToRight, rightToLeft }
/// Whether the user asked for more contrast.
public enum UIAccessibilityContrast: Int, Sendable { case unspecified = -1, normal, high }
/// Whether the user asked for bold text.
public enum UILegibilityWeight: Int, Sendable { case unspecified = -1, regular, bold }

/// The user's text size, UIKit's names (`.large` is the default).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// The categories from smallest to largest.
  public static let ordered: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge, .accessibilityMedium,
    .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]
  /// The position in `ordered` (`large` for unspecified).
  package var index: Int { Self.ordered.firstIndex(of: self) ?? 3 }
  public var isAccessibilityCategory: Bool { index >= 7 }
  public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { lhs.index < rhs.index }

  public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
  public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}

/// The traits the interface is shown with: light or dark, size classes, text size, scale. Dynamic colours
/// resolve against `UITraitCollection.current`, which the headless host sets from the environment of the
/// view being built.
public final class UITraitCollection: NSObject, @unchecked Sendable {
  public let userInterfaceStyle: UIUserInterfaceStyle
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  public let verticalSizeClass: UIUserInterfaceSizeClass
  public let preferredContentSizeCategory: UIContentSizeCategory
  public let displayScale: CGFloat
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  public let layoutDirection: UITraitEnvironmentLayoutDirection
  public let accessibilityContrast: UIAccessibilityContrast
  public let legibilityWeight: UILegibilityWeight

  package init(style: UIUserInterfaceStyle = .unspecified, horizontal: UIUserInterfaceSizeClass = .unspecified,
               vertical: UIUserInterfaceSizeClass = .unspecified, contentSize: UIContentSizeCategory = .unspecified,
               scale: CGFloat = 0, idiom: UIUserInterfaceIdiom = .unspecified, direction: UITraitEnvironmentLayoutDirection = .unspecified,
               contrast: UIAccessibilityContrast = .unspecified, legibility: UILegibilityWeight = .unspecified) {
    userInterfaceStyle = style
    horizontalSizeClass = horizontal
    verticalSizeClass = vertical
    preferredContentSizeCategory = contentSize
    displayScale = scale
    userInterfaceIdiom = idiom
    layoutDirection = direction
    accessibilityContrast = contrast
    legibilityWeight = legibility
  }

  public override convenience init() { self.init(style: .unspecified) }
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init(contentSize: preferredContentSizeCategory) }
  public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }
  public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(idiom: userInterfaceIdiom) }
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(direction: layoutDirection) }
  public convenience init(accessibilityContrast: UIAccessibilityContrast) { self.init(contrast: accessibilityContrast) }
  public convenience init(legibilityWeight: UILegibilityWeight) { self.init(legibility: legibilityWeight) }

  /// The traits of `collections`, later ones winning where they specify a trait.
  public convenience init(traitsFrom collections: [UITraitCollection]) {
    func last<T: Equatable>(_ trait: (UITraitCollection) -> T, unspecified: T) -> T {
      collections.last { trait($0) != unspecified }.map(trait) ?? unspecified
    }
    self.init(
      style: last(\.userInterfaceStyle, unspecified: .unspecified), horizontal: last(\.horizontalSizeClass, unspecified: .unspecified),
      vertical: last(\.verticalSizeClass, unspecified: .unspecified),
      contentSize: last(\.preferredContentSizeCategory, unspecified: .unspecified), scale: last(\.displayScale, unspecified: 0),
      idiom: last(\.userInterfaceIdiom, unspecified: .unspecified), direction: last(\.layoutDirection, unspecified: .unspecified),
      contrast: last(\.accessibilityContrast, unspecified: .unspecified), legibility: last(\.legibilityWeight, unspecified: .unspecified))
  }

  /// The traits dynamic colours and fonts resolve against now: those set with `performAsCurrent` or assigned,
  /// else those of the view the host is building, else a light iPhone's.
  public static var current: UITraitCollection {
    get { CurrentTraits.value }
    set { CurrentTraits.set(newValue) }
  }

  /// Runs `actions` with these traits as `current`.
  public func performAsCurrent(_ actions: () throws -> Void) rethrows {
    let previous = CurrentTraits.assigned
    CurrentTraits.set(self)
    defer { CurrentTraits.set(previous) }
    try actions()
  }

  public func containsTraits(in other: UITraitCollection?) -> Bool {
    guard let other else { return true }
    func matches<T: Equatable>(_ trait: (UITraitCollection) -> T, unspecified: T) -> Bool {
      trait(other) == unspecified || trait(other) == trait(self)
    }
    return matches(\.userInterfaceStyle, unspecified: .unspecified) && matches(\.horizontalSizeClass, unspecified: .unspecified)
      && matches(\.verticalSizeClass, unspecified: .unspecified)
      && matches(\.preferredContentSizeCategory, unspecified: .unspecified)
  }

  public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
    userInterfaceStyle != other?.userInterfaceStyle || accessibilityContrast != other?.accessibilityContrast
  }

  public override var description: String {
    "<UITraitCollection: userInterfaceStyle = \(userInterfaceStyle), preferredContentSizeCategory = \(preferredContentSizeCategory.rawValue)>"
  }
}

/// Where `UITraitCollection.current` comes from: an assignment on this thread, or the host's provider.
package enum CurrentTraits {
  private static let key = "LookoutUIKit.UITraitCollection.current"
  /// What the headless host reports for the view being built (its environment's colour scheme and text size).
  nonisolated(unsafe) package static var provider: (@Sendable () -> UITraitCollection?)?
  package static let defaultTraits = UITraitCollection(
    style: .light, horizontal: .compact, vertical: .regular, contentSize: .large, scale: 3, idiom: .phone, direction: .leftToRight,
    contrast: .normal, legibility: .regular)

  static var assigned: UITraitCollection? { Thread.current.threadDictionary[key] as? UITraitCollection }
  static func set(_ traits: UITraitCollection?) { Thread.current.threadDictionary[key] = traits }
  static var value: UITraitCollection { assigned ?? provider?() ?? defaultTraits }
}
