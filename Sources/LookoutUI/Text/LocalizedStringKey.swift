import Foundation

/// A string literal that may be localized; here, the text itself. Interpolations format as SwiftUI's do:
/// `"\(count)"`, `"\(price, format: .currency(code: "EUR"))"`, `"\(date, style: .time)"`,
/// `"\(value, specifier: "%.1f")"`, `"\(Image(systemName: "star"))"`.
nonisolated public struct LocalizedStringKey: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
  let text: String

  public init(_ value: String) { text = value }
  public init(stringLiteral value: String) { text = value }
  public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + 8 * interpolationCount)
    }

    public mutating func appendLiteral(_ literal: String) { text += literal }
    public mutating func appendInterpolation(_ string: String) { text += string }
    public mutating func appendInterpolation<Value>(_ value: Value) { text += "\(value)" }
    public mutating func appendInterpolation<Value: CVarArg>(_ value: Value, specifier: String) {
      text += String(format: specifier, value)
    }
    public mutating func appendInterpolation<Format: FormatStyle>(_ input: Format.FormatInput, format: Format)
    where Format.FormatOutput == String {
      text += format.format(input)
    }
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { text += style.format(date) }
    public mutating func appendInterpolation(_ text: Text) { self.text += text.content }
    public mutating func appendInterpolation(_ image: Image) { text += "[\(image.name)]" }
    public mutating func appendInterpolation(_ string: AttributedString) { text += String(string.characters) }
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
      text += formatter.string(for: subject) ?? ""
    }
    public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter) {
      text += formatter.string(for: subject) ?? "\(subject)"
    }
  }
}
