// The display traits the environment carries (`colorScheme`, `dynamicTypeSize`, size classes), with SwiftUI's names.

/// The light or dark appearance.
nonisolated public enum ColorScheme: Sendable, Hashable, CaseIterable { case light, dark }

/// The contrast setting.
nonisolated public enum ColorSchemeContrast: Sendable, Hashable, CaseIterable { case standard, increased }

/// The horizontal and vertical size classes.
nonisolated public enum UserInterfaceSizeClass: Sendable, Hashable { case compact, regular }

/// The reading direction.
nonisolated public enum LayoutDirection: Sendable, Hashable, CaseIterable { case leftToRight, rightToLeft }

/// The user's text size, in SwiftUI's order.
nonisolated public enum DynamicTypeSize: Int, Sendable, Hashable, Comparable, CaseIterable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
  public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The user's text size, SwiftUI's iOS 13 names for it (`dynamicTypeSize` replaced it).
nonisolated public enum ContentSizeCategory: Int, Sendable, Hashable, Comparable, CaseIterable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension EnvironmentValues {
  /// The text size as a `ContentSizeCategory`: the same setting as `dynamicTypeSize`.
  public var sizeCategory: ContentSizeCategory {
    get { ContentSizeCategory(rawValue: dynamicTypeSize.rawValue) ?? .large }
    set { dynamicTypeSize = DynamicTypeSize(rawValue: newValue.rawValue) ?? .large }
  }
}
