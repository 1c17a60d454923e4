import Foundation

/// Text: an element labelled with its content. As in SwiftUI, the text modifiers (`.font`, `.bold()`,
/// `.foregroundStyle`…) return `Text`, so styled texts concatenate: `Text("Total: ").bold() + Text(price)`.
nonisolated public struct Text: Equatable, Sendable {
  /// What the text shows.
  let content: String
  /// Its styling, in the order applied (shown on its line in the rendered tree).
  var styles: [ElementAttribute] = []

  init(content: String, styles: [ElementAttribute] = []) {
    self.content = content
    self.styles = styles
  }

  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
    content = key.text
  }

  @_disfavoredOverload
  public init<Content: StringProtocol>(_ content: Content) { self.content = String(content) }

  public init(verbatim content: String) { self.content = content }

  /// Disfavoured, so that a string literal is a key, as in SwiftUI: `AttributedString` is also
  /// `ExpressibleByStringLiteral`, and the key's initialiser has default arguments, which would otherwise
  /// make `Text("Hello")` an attributed string.
  @_disfavoredOverload
  public init(_ attributedContent: AttributedString) { content = String(attributedContent.characters) }

  /// A date, shown in one of SwiftUI's styles (`.date`, `.time`, `.relative`, `.offset`, `.timer`).
  public init(_ date: Date, style: DateStyle) { content = style.format(date) }

  /// A value formatted by a format style: `Text(price, format: .currency(code: "EUR"))`.
  public init<Format: FormatStyle>(_ input: Format.FormatInput, format: Format) where Format.FormatOutput == String {
    content = format.format(input)
  }

  /// A value formatted by a `Formatter`.
  public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
    content = formatter.string(for: subject) ?? ""
  }

  /// A date interval: `Text(start...end)`.
  public init(_ dates: ClosedRange<Date>) {
    content = DateStyle.date.format(dates.lowerBound) + " – " + DateStyle.date.format(dates.upperBound)
  }

  /// An image shown inline.
  public init(_ image: Image) { content = "[\(image.name)]" }

  /// A countdown or timer between two dates.
  public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
    content = DateStyle.timer.format(countsDown ? timerInterval.upperBound : timerInterval.lowerBound)
  }

  /// Both texts, one after the other.
  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(content: lhs.content + rhs.content, styles: lhs.styles + rhs.styles.filter { !lhs.styles.contains($0) })
  }

  /// How a date shows (`Text(date, style: .relative)`).
  public struct DateStyle: Sendable, Equatable {
    let name: String

    public static let time = DateStyle(name: "time")
    public static let date = DateStyle(name: "date")
    public static let relative = DateStyle(name: "relative")
    public static let offset = DateStyle(name: "offset")
    public static let timer = DateStyle(name: "timer")

    /// Stable text for snapshots: ISO 8601 parts, or seconds from now for relative styles.
    func format(_ date: Date) -> String {
      switch name {
      case "time": return String(ISO8601DateFormatter.string(from: date, timeZone: .gmt, formatOptions: [.withTime, .withColonSeparatorInTime]).prefix(5))
      case "date": return ISO8601DateFormatter.string(from: date, timeZone: .gmt, formatOptions: [.withFullDate])
      default: return "\(Int(date.timeIntervalSinceNow.rounded()))s"
      }
    }
  }

  /// Case of text (`.textCase(.uppercase)`).
  public enum Case: Sendable, Hashable { case uppercase, lowercase }

  /// How text is shortened when it does not fit.
  public enum TruncationMode: Sendable, Hashable { case head, tail, middle }

  /// Line styles for underlines and strikethroughs.
  public struct LineStyle: Sendable, Hashable {
    public enum Pattern: Sendable, Hashable { case solid, dot, dash, dashDot, dashDotDot }
    public static let single = LineStyle(pattern: .solid)
    let pattern: Pattern
    public init(pattern: Pattern = .solid, color: Color? = nil) { self.pattern = pattern }
  }

  func styled(_ name: String, _ value: String) -> Text {
    var text = self
    text.styles.append(ElementAttribute(name, value))
    return text
  }
}

extension Text: View, PrimitiveView {
  public typealias Body = Never

  @MainActor func expand(into builder: inout ChildBuilder) {
    var element = Element(kind: "Text", label: content)
    element.styles = styles
    builder.element = element
  }
}

// The modifiers that keep a text a `Text` (SwiftUI's `Text` overloads): recorded as its styles.
extension Text {
  public func font(_ font: Font?) -> Text { styled("font", font?.description ?? "default") }
  public func fontWeight(_ weight: Font.Weight?) -> Text { styled("fontWeight", weight?.description ?? "default") }
  public func fontDesign(_ design: Font.Design?) -> Text { styled("fontDesign", design?.description ?? "default") }
  public func fontWidth(_ width: Font.Width?) -> Text { styled("fontWidth", width?.description ?? "default") }
  public func bold() -> Text { styled("bold", "true") }
  public func bold(_ isActive: Bool) -> Text { styled("bold", "\(isActive)") }
  public func italic() -> Text { styled("italic", "true") }
  public func italic(_ isActive: Bool) -> Text { styled("italic", "\(isActive)") }
  public func monospaced(_ isActive: Bool = true) -> Text { styled("monospaced", "\(isActive)") }
  public func monospacedDigit() -> Text { styled("monospacedDigit", "true") }
  public func foregroundColor(_ color: Color?) -> Text { styled("foreground", color?.description ?? "default") }
  public func foregroundStyle<Style: ShapeStyle>(_ style: Style) -> Text { styled("foreground", ShapeStyleName.of(style)) }
  public func kerning(_ kerning: CGFloat) -> Text { styled("kerning", ContainerExpansion.number(kerning)) }
  public func tracking(_ tracking: CGFloat) -> Text { styled("tracking", ContainerExpansion.number(tracking)) }
  public func baselineOffset(_ offset: CGFloat) -> Text { styled("baselineOffset", ContainerExpansion.number(offset)) }
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { styled("underline", "\(isActive)") }
  public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
    styled("underline", "\(isActive)")
  }
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { styled("strikethrough", "\(isActive)") }
  public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
    styled("strikethrough", "\(isActive)")
  }
  public func textScale(_ scale: TextScale, isEnabled: Bool = true) -> Text { styled("textScale", "\(scale)") }
  public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }
  public func accessibilityLabel(_ label: Text) -> Text { self }
  public func accessibilityLabel(_ label: LocalizedStringKey) -> Text { self }
  @_disfavoredOverload public func accessibilityLabel<Label: StringProtocol>(_ label: Label) -> Text { self }
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text { self }
  public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Text { self }
}

/// A text scale (`.textScale(.secondary)`).
nonisolated public enum TextScale: Sendable, Hashable { case `default`, secondary }

/// The text a view shows when it is a title: a text's content, a label's title.
@MainActor
enum TitleText {
  static func of(_ view: any View) -> String? {
    if let text = view as? Text { return text.content }
    if let titled = view as? TitledView { return titled.titleText }
    return nil
  }
}

/// A view with a title the host can find it by (a label, a link).
@MainActor @preconcurrency
protocol TitledView {
  var titleText: String? { get }
}
