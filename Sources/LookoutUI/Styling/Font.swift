import Foundation

/// A font: shown by name (`title`, `system(14, semibold)`, `custom(Avenir, 17)`).
nonisolated public struct Font: Hashable, Sendable, CustomStringConvertible {
  public let description: String

  init(description: String) { self.description = description }

  public static let largeTitle = Font(description: "largeTitle")
  public static let title = Font(description: "title")
  public static let title2 = Font(description: "title2")
  public static let title3 = Font(description: "title3")
  public static let headline = Font(description: "headline")
  public static let subheadline = Font(description: "subheadline")
  public static let body = Font(description: "body")
  public static let callout = Font(description: "callout")
  public static let caption = Font(description: "caption")
  public static let caption2 = Font(description: "caption2")
  public static let footnote = Font(description: "footnote")
  public static let extraLargeTitle = Font(description: "extraLargeTitle")
  public static let extraLargeTitle2 = Font(description: "extraLargeTitle2")

  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(description: "system(\([ContainerExpansion.number(size), weight?.description, design?.description].compactMap { $0 }.joined(separator: ", ")))")
  }
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    Font(description: [style.description, design?.description, weight?.description].compactMap { $0 }.joined(separator: " "))
  }
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(description: "custom(\(name), \(ContainerExpansion.number(size)))")
  }
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
    Font(description: "custom(\(name), \(ContainerExpansion.number(size)), \(textStyle))")
  }
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    Font(description: "custom(\(name), \(ContainerExpansion.number(fixedSize)))")
  }

  public func weight(_ weight: Weight) -> Font { Font(description: "\(description) \(weight)") }
  public func width(_ width: Width) -> Font { Font(description: "\(description) \(width)") }
  public func bold() -> Font { weight(.bold) }
  public func italic() -> Font { Font(description: "\(description) italic") }
  public func monospaced() -> Font { Font(description: "\(description) monospaced") }
  public func monospacedDigit() -> Font { Font(description: "\(description) monospacedDigit") }
  public func smallCaps() -> Font { Font(description: "\(description) smallCaps") }
  public func lowercaseSmallCaps() -> Font { smallCaps() }
  public func uppercaseSmallCaps() -> Font { smallCaps() }
  public func leading(_ leading: Leading) -> Font { Font(description: "\(description) leading \(leading)") }

  /// The dynamic type text styles.
  public enum TextStyle: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    case extraLargeTitle, extraLargeTitle2
    public var description: String { rawValue }
  }

  /// A font weight.
  public struct Weight: Hashable, Sendable, CustomStringConvertible {
    public let description: String
    public static let ultraLight = Weight(description: "ultraLight")
    public static let thin = Weight(description: "thin")
    public static let light = Weight(description: "light")
    public static let regular = Weight(description: "regular")
    public static let medium = Weight(description: "medium")
    public static let semibold = Weight(description: "semibold")
    public static let bold = Weight(description: "bold")
    public static let heavy = Weight(description: "heavy")
    public static let black = Weight(description: "black")
  }

  /// A font design.
  public enum Design: String, Hashable, Sendable, CustomStringConvertible {
    case `default`, serif, rounded, monospaced
    public var description: String { rawValue }
  }

  /// A font width.
  public struct Width: Hashable, Sendable, CustomStringConvertible {
    public let description: String
    public static let compressed = Width(description: "compressed")
    public static let condensed = Width(description: "condensed")
    public static let standard = Width(description: "standard")
    public static let expanded = Width(description: "expanded")
  }

  /// Line spacing of a font.
  public enum Leading: Sendable, Hashable { case standard, tight, loose }
}
