import Foundation
import LookoutUIKit

/// A font and its metrics: the system font's are San Francisco's, as on UIKit's stand-in.
open class NSFont: NSObject, @unchecked Sendable {
  public let fontName: String
  public let familyName: String?
  public let pointSize: CGFloat
  let weight: Weight

  init(name: String, family: String?, size: CGFloat, weight: Weight) {
    fontName = name
    familyName = family
    pointSize = size
    self.weight = weight
  }

  /// A font by its PostScript name: any name, with the system font's metrics, headlessly.
  public convenience init?(name fontName: String, size fontSize: CGFloat) { self.init(name: fontName, family: fontName, size: fontSize, weight: .regular) }

  open class func systemFont(ofSize fontSize: CGFloat) -> NSFont { systemFont(ofSize: fontSize, weight: .regular) }
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> NSFont { NSFont(name: ".AppleSystemUIFont", family: ".AppleSystemUIFont", size: fontSize, weight: weight) }
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> NSFont { systemFont(ofSize: fontSize, weight: .bold) }
  open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> NSFont {
    NSFont(name: ".AppleSystemUIFontMonospaced", family: ".AppleSystemUIFontMonospaced", size: fontSize, weight: weight)
  }
  open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> NSFont { systemFont(ofSize: fontSize, weight: weight) }
  open class func userFont(ofSize fontSize: CGFloat) -> NSFont? { systemFont(ofSize: fontSize == 0 ? 13 : fontSize) }
  open class func userFixedPitchFont(ofSize fontSize: CGFloat) -> NSFont? { monospacedSystemFont(ofSize: fontSize == 0 ? 13 : fontSize, weight: .regular) }
  /// macOS's text styles, at their default sizes.
  open class func preferredFont(forTextStyle style: TextStyle, options: [AnyHashable: Any] = [:]) -> NSFont {
    systemFont(ofSize: style.size, weight: style == .headline ? .bold : .regular)
  }
  open class var systemFontSize: CGFloat { 13 }
  open class var smallSystemFontSize: CGFloat { 11 }
  open class var labelFontSize: CGFloat { 10 }

  open var ascender: CGFloat { pointSize * 1950 / 2048 }
  open var descender: CGFloat { -pointSize * 494 / 2048 }
  open var capHeight: CGFloat { pointSize * 1443 / 2048 }
  open var xHeight: CGFloat { pointSize * 1078 / 2048 }
  open var leading: CGFloat { 0 }
  open func withSize(_ fontSize: CGFloat) -> NSFont { NSFont(name: fontName, family: familyName, size: fontSize, weight: weight) }

  public typealias Weight = UIFont.Weight

  /// macOS's text styles.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let largeTitle = TextStyle(rawValue: "NSCTFontUIUsageLargeTitle")
    public static let title1 = TextStyle(rawValue: "NSCTFontUIUsageTitle1")
    public static let title2 = TextStyle(rawValue: "NSCTFontUIUsageTitle2")
    public static let title3 = TextStyle(rawValue: "NSCTFontUIUsageTitle3")
    public static let headline = TextStyle(rawValue: "NSCTFontUIUsageHeadline")
    public static let subheadline = TextStyle(rawValue: "NSCTFontUIUsageSubhead")
    public static let body = TextStyle(rawValue: "NSCTFontUIUsageBody")
    public static let callout = TextStyle(rawValue: "NSCTFontUIUsageCallout")
    public static let footnote = TextStyle(rawValue: "NSCTFontUIUsageFootnote")
    public static let caption1 = TextStyle(rawValue: "NSCTFontUIUsageCaption1")
    public static let caption2 = TextStyle(rawValue: "NSCTFontUIUsageCaption2")

    /// macOS's sizes: 26, 22, 17, 15, 13 bold, 11, 13, 12, 10, 10, 10.
    var size: CGFloat {
      [Self.largeTitle: 26, .title1: 22, .title2: 17, .title3: 15, .headline: 13, .subheadline: 11, .body: 13, .callout: 12,
       .footnote: 10, .caption1: 10, .caption2: 10][self] ?? 13
    }
  }
}
