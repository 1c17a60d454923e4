import Foundation

// Foundation's localization values on Apple platforms, which Foundation on Linux lacks: `String(localized:)` and
// `LocalizedStringResource`. Headlessly a string is its own translation.
extension String {
  /// A localizable string: here, the string itself.
  public struct LocalizationValue: ExpressibleByStringInterpolation, Equatable, Sendable {
    let text: String
    public init(_ value: String) { text = value }
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: DefaultStringInterpolation) { text = stringInterpolation.description }
  }

  public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
              comment: StaticString? = nil) {
    self = keyAndValue.text
  }

  public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
              locale: Locale = .current, comment: StaticString? = nil) {
    self = defaultValue.text
  }

  public init(localized resource: LocalizedStringResource) { self = resource.text }
}

/// A localizable string resource: here, its text.
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Equatable, Sendable, CustomStringConvertible {
  let text: String
  public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: Bundle? = nil,
              comment: StaticString? = nil) {
    text = keyAndValue.text
  }
  public init(stringLiteral value: String) { text = value }
  public init(stringInterpolation: DefaultStringInterpolation) { text = stringInterpolation.description }
  public var key: String { text }
  public var description: String { text }
}
