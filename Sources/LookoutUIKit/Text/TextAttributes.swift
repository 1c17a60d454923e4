import Foundation

/// Text alignment.
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }
/// How a line that does not fit is broken or truncated.
public enum NSLineBreakMode: Int, Sendable { case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle }

/// An underline or strikethrough style.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// How paragraphs are laid out: alignment, spacing, line breaking.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
  public internal(set) var alignment: NSTextAlignment = .natural
  public internal(set) var lineSpacing: CGFloat = 0
  public internal(set) var paragraphSpacing: CGFloat = 0
  public internal(set) var paragraphSpacingBefore: CGFloat = 0
  public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
  public internal(set) var firstLineHeadIndent: CGFloat = 0
  public internal(set) var headIndent: CGFloat = 0
  public internal(set) var tailIndent: CGFloat = 0
  public internal(set) var minimumLineHeight: CGFloat = 0
  public internal(set) var maximumLineHeight: CGFloat = 0
  public internal(set) var lineHeightMultiple: CGFloat = 0
  public internal(set) var hyphenationFactor: Float = 0

  public override init() {}
  open class var `default`: NSParagraphStyle { NSParagraphStyle() }

  func copyValues(to style: NSParagraphStyle) -> NSParagraphStyle {
    style.alignment = alignment
    style.lineSpacing = lineSpacing
    style.paragraphSpacing = paragraphSpacing
    style.paragraphSpacingBefore = paragraphSpacingBefore
    style.lineBreakMode = lineBreakMode
    style.firstLineHeadIndent = firstLineHeadIndent
    style.headIndent = headIndent
    style.tailIndent = tailIndent
    style.minimumLineHeight = minimumLineHeight
    style.maximumLineHeight = maximumLineHeight
    style.lineHeightMultiple = lineHeightMultiple
    style.hyphenationFactor = hyphenationFactor
    return style
  }
  open func copy(with zone: NSZone? = nil) -> Any { copyValues(to: NSParagraphStyle()) }
  open func mutableCopy(with zone: NSZone? = nil) -> Any { copyValues(to: NSMutableParagraphStyle()) }
}

/// A paragraph style being built.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  open override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
  open override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
  open override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
  open override var paragraphSpacingBefore: CGFloat { get { super.paragraphSpacingBefore } set { super.paragraphSpacingBefore = newValue } }
  open override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
  open override var firstLineHeadIndent: CGFloat { get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue } }
  open override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
  open override var tailIndent: CGFloat { get { super.tailIndent } set { super.tailIndent = newValue } }
  open override var minimumLineHeight: CGFloat { get { super.minimumLineHeight } set { super.minimumLineHeight = newValue } }
  open override var maximumLineHeight: CGFloat { get { super.maximumLineHeight } set { super.maximumLineHeight = newValue } }
  open override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
  open override var hyphenationFactor: Float { get { super.hyphenationFactor } set { super.hyphenationFactor = newValue } }
}

/// A text shadow.
open class NSShadow: NSObject, @unchecked Sendable {
  open var shadowOffset: CGSize = .zero
  open var shadowBlurRadius: CGFloat = 0
  open var shadowColor: Any?
  public override init() {}
}

extension NSAttributedString.Key {
  public static let font = NSAttributedString.Key("NSFont")
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  public static let kern = NSAttributedString.Key("NSKern")
  public static let tracking = NSAttributedString.Key("NSTracking")
  public static let ligature = NSAttributedString.Key("NSLigature")
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
  public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
  public static let shadow = NSAttributedString.Key("NSShadow")
  public static let link = NSAttributedString.Key("NSLink")
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  public static let obliqueness = NSAttributedString.Key("NSObliqueness")
  public static let expansion = NSAttributedString.Key("NSExpansion")
  public static let attachment = NSAttributedString.Key("NSAttachment")
  public static let textEffect = NSAttributedString.Key("NSTextEffect")
  public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
  public static let verticalGlyphForm = NSAttributedString.Key("NSVerticalGlyphForm")
}
