import Foundation

/// A font and its metrics. The system font's metrics are San Francisco's (ascender 1950, descender −494 and
/// cap height 1443 in units of 2048 per em), so `UIFont.systemFont(ofSize: 17).lineHeight` is 20.29, as on iOS.
open class UIFont: NSObject, @unchecked Sendable {
  public let fontName: String
  public let familyName: String
  public let pointSize: CGFloat
  let weight: Weight
  let traits: UIFontDescriptor.SymbolicTraits
  package let textStyle: TextStyle?

  package init(name: String, family: String, size: CGFloat, weight: Weight = .regular, traits: UIFontDescriptor.SymbolicTraits = [],
               textStyle: TextStyle? = nil) {
    fontName = name
    familyName = family
    pointSize = size
    self.weight = weight
    self.traits = traits
    self.textStyle = textStyle
  }

  /// A font by its PostScript name; there are no font files headlessly, so any name is accepted with the
  /// system font's metrics.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    self.init(name: fontName, family: fontName.split(separator: "-").first.map(String.init) ?? fontName, size: fontSize)
  }
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    let font = descriptor.font
    self.init(name: font.fontName, family: font.familyName, size: pointSize == 0 ? font.pointSize : pointSize, weight: font.weight,
              traits: descriptor.symbolicTraits, textStyle: font.textStyle)
  }

  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(name: ".SFUI-\(weight.name)", family: ".SF UI", size: fontSize, weight: weight, traits: weight.rawValue >= Weight.semibold.rawValue ? .traitBold : [])
  }
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight, width: Width) -> UIFont { systemFont(ofSize: fontSize, weight: weight) }
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(name: ".SFUI-Italic", family: ".SF UI", size: fontSize, traits: .traitItalic)
  }
  open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(name: ".SFMono-\(weight.name)", family: ".SF Mono", size: fontSize, weight: weight, traits: .traitMonoSpace)
  }
  open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { systemFont(ofSize: fontSize, weight: weight) }

  /// The font of a text style at the user's text size (the current traits', `large` by default).
  open class func preferredFont(forTextStyle style: TextStyle) -> UIFont { preferredFont(forTextStyle: style, compatibleWith: nil) }
  open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
    let category = (traitCollection ?? .current).preferredContentSizeCategory
    let base = systemFont(ofSize: style.size(for: category), weight: style == .headline ? .semibold : .regular)
    return UIFont(name: base.fontName, family: base.familyName, size: base.pointSize, weight: base.weight, traits: base.traits, textStyle: style)
  }

  open class var systemFontSize: CGFloat { 14 }
  open class var smallSystemFontSize: CGFloat { 12 }
  open class var labelFontSize: CGFloat { 17 }
  open class var buttonFontSize: CGFloat { 18 }
  open class var familyNames: [String] { [".SF UI", ".SF Mono"] }
  open class func fontNames(forFamilyName familyName: String) -> [String] { [] }

  open func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(name: fontName, family: familyName, size: fontSize, weight: weight, traits: traits, textStyle: textStyle)
  }

  // San Francisco's vertical metrics, per point of size.
  open var ascender: CGFloat { pointSize * 1950 / 2048 }
  open var descender: CGFloat { -pointSize * 494 / 2048 }
  open var capHeight: CGFloat { pointSize * 1443 / 2048 }
  open var xHeight: CGFloat { pointSize * 1078 / 2048 }
  open var leading: CGFloat { 0 }
  open var lineHeight: CGFloat { ascender - descender + leading }

  open var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

  open override var description: String {
    "<UICTFont: font-family: \"\(familyName)\"; font-weight: \(weight.name); font-size: \(String(format: "%.2f", Double(pointSize)))pt>"
  }
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return fontName == other.fontName && pointSize == other.pointSize && traits == other.traits
  }
  open override var hash: Int { fontName.hashValue &+ Int(pointSize) }

  /// A font weight, UIKit's raw values (`regular` is 0, `bold` 0.4).
  public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public static let ultraLight = Weight(-0.8)
    public static let thin = Weight(-0.6)
    public static let light = Weight(-0.4)
    public static let regular = Weight(0)
    public static let medium = Weight(0.23)
    public static let semibold = Weight(0.3)
    public static let bold = Weight(0.4)
    public static let heavy = Weight(0.56)
    public static let black = Weight(0.62)
    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    var name: String {
      [(Self.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"), (.medium, "Medium"),
       (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black")].first { $0.0 == self }?.1 ?? "Regular"
    }
  }

  /// A font width.
  public struct Width: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let compressed = Width(rawValue: -0.3)
    public static let condensed = Width(rawValue: -0.2)
    public static let standard = Width(rawValue: 0)
    public static let expanded = Width(rawValue: 0.2)
  }

  /// A dynamic type text style.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    public static let extraLargeTitle = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle")
    public static let extraLargeTitle2 = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle2")

    /// Point sizes per content size category, extra small to accessibility extra extra extra large, from Apple's
    /// Human Interface Guidelines (Typography: Dynamic Type sizes, iOS).
    static let sizes: [TextStyle: [CGFloat]] = [
      .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
      .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
      .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
      .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
      .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
      .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
      .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
      .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
      .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
      .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
      .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
      .extraLargeTitle: [36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36],
      .extraLargeTitle2: [28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28],
    ]

    package func size(for category: UIContentSizeCategory) -> CGFloat {
      (Self.sizes[self] ?? Self.sizes[.body]!)[category.index]
    }
  }
}

/// What describes a font: its attributes and traits.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
  let font: UIFont
  init(font: UIFont) { self.font = font }

  public var pointSize: CGFloat { font.pointSize }
  public var symbolicTraits: SymbolicTraits { font.traits }
  public var postscriptName: String { font.fontName }

  public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
    UIFont.preferredFont(forTextStyle: style).fontDescriptor
  }
  public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
    UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
  }

  public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
    UIFontDescriptor(font: UIFont(name: font.fontName, family: font.familyName, size: font.pointSize,
                                  weight: traits.contains(.traitBold) ? .bold : font.weight, traits: traits, textStyle: font.textStyle))
  }
  public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? { self }

  /// The descriptor's attributes: its name, size and traits (a weight of UIKit's scale under `.traits`).
  public var fontAttributes: [AttributeName: Any] {
    [.name: font.fontName, .family: font.familyName, .size: font.pointSize,
     .traits: [TraitKey.weight: font.weight.rawValue, TraitKey.symbolic: font.traits.rawValue] as [TraitKey: Any]]
  }
  public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
    self.init(font: UIFontDescriptor(font: .systemFont(ofSize: 17)).addingAttributes(attributes).font)
  }
  /// The descriptor with `attributes` applied: a name, a size, a weight under `.traits`.
  public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
    let traits = attributes[.traits] as? [TraitKey: Any] ?? [:]
    let weight = (traits[.weight] as? CGFloat ?? (traits[.weight] as? Double).map { CGFloat($0) }).map(UIFont.Weight.init(rawValue:)) ?? font.weight
    let size = attributes[.size] as? CGFloat ?? (attributes[.size] as? Double).map { CGFloat($0) } ?? font.pointSize
    let name = attributes[.name] as? String ?? font.fontName
    return UIFontDescriptor(font: UIFont(name: name, family: attributes[.family] as? String ?? font.familyName, size: size, weight: weight,
                                         traits: font.traits, textStyle: font.textStyle))
  }

  /// A font attribute's name.
  public struct AttributeName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
    public static let name = AttributeName(rawValue: "NSFontNameAttribute")
    public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
    public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
    public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
    public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    public static let fixedAdvance = AttributeName(rawValue: "NSFixedAdvance")
  }

  /// A key of the `.traits` attribute.
  public struct TraitKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
    public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
    public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
  }
  public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { UIFontDescriptor(font: font.withSize(newPointSize)) }

  /// Font traits.
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
    public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
    public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
    public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
  }

  /// A system font design.
  public struct SystemDesign: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
    public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
    public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
  }
}

/// Scales sizes as a text style scales with the user's text size (`UIFontMetrics(forTextStyle: .body).scaledValue(for: 20)`).
open class UIFontMetrics: NSObject, @unchecked Sendable {
  let style: UIFont.TextStyle

  public init(forTextStyle textStyle: UIFont.TextStyle) { style = textStyle }
  public class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

  open func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }
  open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
    let category = (traitCollection ?? .current).preferredContentSizeCategory
    return value * style.size(for: category) / style.size(for: .large)
  }
  open func scaledFont(for font: UIFont) -> UIFont { font.withSize(scaledValue(for: font.pointSize)) }
  open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
    font.withSize(scaledValue(for: font.pointSize, compatibleWith: traitCollection))
  }
  open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont { font.withSize(min(scaledValue(for: font.pointSize), maximumPointSize)) }
}
