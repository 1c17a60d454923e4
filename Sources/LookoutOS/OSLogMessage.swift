import Foundation

/// A log message: a string literal whose interpolated values carry a privacy level and a format, as Apple's
/// unified logging takes them (`"user \(name, privacy: .private) signed in after \(seconds, format: .fixed(precision: 1))s"`).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
  /// The message as the system stores it: values that are private here redacted.
  let redacted: String
  /// Every value shown (what a debugger attached to the process would see).
  let unredacted: String

  public init(stringInterpolation: OSLogInterpolation) {
    redacted = stringInterpolation.redacted
    unredacted = stringInterpolation.unredacted
  }
  public init(stringLiteral value: String) {
    redacted = value
    unredacted = value
  }
}

/// The interpolations a log message accepts: strings, numbers, booleans, objects and types, each with a
/// privacy level (strings and objects are private by default, numbers and booleans public) and an alignment.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
  var redacted = ""
  var unredacted = ""

  public init(literalCapacity: Int, interpolationCount: Int) {}

  public mutating func appendLiteral(_ literal: String) {
    redacted += literal
    unredacted += literal
  }

  mutating func append(_ text: String, privacy: OSLogPrivacy, isScalar: Bool, align: OSLogStringAlignment) {
    let shown = align.aligned(text)
    unredacted += shown
    redacted += privacy.isRedacted(scalar: isScalar) ? privacy.redaction(of: text) : shown
  }

  public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
                                           privacy: OSLogPrivacy = .auto) {
    append(argumentString(), privacy: privacy, isScalar: false, align: align)
  }

  public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none,
                                                                        privacy: OSLogPrivacy = .auto) {
    // Numbers and booleans are scalars whichever overload the call resolved to, as the system treats them.
    let value = value()
    let isScalar = value is any BinaryInteger || value is any BinaryFloatingPoint || value is Bool
    append(value.description, privacy: privacy, isScalar: isScalar, align: align)
  }

  public mutating func appendInterpolation<T: BinaryInteger>(_ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
                                                              align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
    append(format.formatted(number()), privacy: privacy, isScalar: true, align: align)
  }

  public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
                                           align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
    append(format.formatted(number()), privacy: privacy, isScalar: true, align: align)
  }

  public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
                                           align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
    append(format.formatted(Double(number())), privacy: privacy, isScalar: true, align: align)
  }

  public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> CGFloat, format: OSLogFloatFormatting = .fixed,
                                           align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
    append(format.formatted(Double(number())), privacy: privacy, isScalar: true, align: align)
  }

  public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth,
                                           privacy: OSLogPrivacy = .auto) {
    let value = boolean()
    append(format == .answer ? (value ? "YES" : "NO") : (value ? "true" : "false"), privacy: privacy, isScalar: true, align: .none)
  }

  public mutating func appendInterpolation(_ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto) {
    append(argumentObject().description, privacy: privacy, isScalar: false, align: .none)
  }

  public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Any.Type, align: OSLogStringAlignment = .none,
                                           privacy: OSLogPrivacy = .auto) {
    append(String(describing: value()), privacy: privacy, isScalar: false, align: align)
  }
}

/// Whether an interpolated value shows in the stored message.
public struct OSLogPrivacy: Equatable, Sendable {
  enum Level: Equatable, Sendable { case auto, `public`, `private`, sensitive }
  let level: Level
  let mask: Mask

  /// How a redacted value shows: `<private>`, or a hash that tells equal values apart.
  public struct Mask: Equatable, Sendable {
    let isHash: Bool
    public static let hash = Mask(isHash: true)
    public static let none = Mask(isHash: false)
  }

  public static let auto = OSLogPrivacy(level: .auto, mask: .none)
  public static let `public` = OSLogPrivacy(level: .public, mask: .none)
  public static let `private` = OSLogPrivacy(level: .private, mask: .none)
  public static let sensitive = OSLogPrivacy(level: .sensitive, mask: .none)
  public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .auto, mask: mask) }
  public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .private, mask: mask) }
  public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .sensitive, mask: mask) }

  /// The system's default: dynamic strings and objects are redacted, scalars are not.
  func isRedacted(scalar: Bool) -> Bool {
    switch level {
    case .public: false
    case .private, .sensitive: true
    case .auto: !scalar
    }
  }

  func redaction(of text: String) -> String {
    guard mask.isHash else { return level == .sensitive ? "<sensitive>" : "<private>" }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return "<mask.hash: '\(Data(withUnsafeBytes(of: hash.bigEndian) { Data($0) }).base64EncodedString())'>"
  }
}

/// How an interpolated integer is written.
public struct OSLogIntegerFormatting: Equatable, Sendable {
  let radix: Int
  let prefix: Bool
  let uppercase: Bool
  let explicitPositiveSign: Bool
  let minDigits: Int

  public static let decimal = OSLogIntegerFormatting(radix: 10, prefix: false, uppercase: false, explicitPositiveSign: false, minDigits: 0)
  public static let hex = OSLogIntegerFormatting(radix: 16, prefix: false, uppercase: false, explicitPositiveSign: false, minDigits: 0)
  public static let octal = OSLogIntegerFormatting(radix: 8, prefix: false, uppercase: false, explicitPositiveSign: false, minDigits: 0)
  public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(radix: 10, prefix: false, uppercase: false, explicitPositiveSign: explicitPositiveSign, minDigits: minDigits)
  }
  public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                         minDigits: Int = 0) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(radix: 16, prefix: includePrefix, uppercase: uppercase, explicitPositiveSign: explicitPositiveSign, minDigits: minDigits)
  }
  public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(radix: 8, prefix: includePrefix, uppercase: false, explicitPositiveSign: explicitPositiveSign, minDigits: minDigits)
  }

  func formatted<T: BinaryInteger>(_ value: T) -> String {
    var digits = String(value.magnitude, radix: radix, uppercase: uppercase)
    if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
    if prefix { digits = (radix == 16 ? "0x" : "0") + digits }
    return (value < 0 ? "-" : explicitPositiveSign ? "+" : "") + digits
  }
}

/// How an interpolated floating-point number is written.
public struct OSLogFloatFormatting: Equatable, Sendable {
  let style: Character
  let precision: Int?
  let explicitPositiveSign: Bool
  let uppercase: Bool

  public static let fixed = OSLogFloatFormatting(style: "f", precision: nil, explicitPositiveSign: false, uppercase: false)
  public static let exponential = OSLogFloatFormatting(style: "e", precision: nil, explicitPositiveSign: false, uppercase: false)
  public static let hybrid = OSLogFloatFormatting(style: "g", precision: nil, explicitPositiveSign: false, uppercase: false)
  public static func fixed(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
    OSLogFloatFormatting(style: "f", precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
  }
  public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
    OSLogFloatFormatting(style: "f", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
  }
  public static func exponential(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
    OSLogFloatFormatting(style: "e", precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
  }
  public static func hybrid(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
    OSLogFloatFormatting(style: "g", precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
  }

  func formatted(_ value: Double) -> String {
    let style = uppercase ? Character(style.uppercased()) : style
    let format = "%" + (explicitPositiveSign ? "+" : "") + (precision.map { ".\($0)" } ?? "") + String(style)
    return String(format: format, value)
  }
}

/// How an interpolated boolean is written: `true`/`false`, or `YES`/`NO`.
public enum OSLogBoolFormat: Sendable { case truth, answer }

/// How an interpolated value is padded to a width.
public struct OSLogStringAlignment: Sendable {
  let columns: Int
  let left: Bool
  public static let none = OSLogStringAlignment(columns: 0, left: false)
  public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns(), left: true) }
  public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns(), left: false) }

  func aligned(_ text: String) -> String {
    guard text.count < columns else { return text }
    let padding = String(repeating: " ", count: columns - text.count)
    return left ? text + padding : padding + text
  }
}
