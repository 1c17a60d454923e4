import Foundation

// What Foundation has on Apple platforms and not on Linux, that SwiftUI code uses beside its views:
// `String(localized:)` and `LocalizedStringResource`. On Apple platforms Foundation's own are used.
#if !canImport(Darwin)
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
#endif
