import Foundation
import LookoutUIKit

/// A colour, AppKit's: fixed components, or a dynamic colour (the system's change with light and dark
/// appearances). The system colours are the iOS palette's where macOS has the same name, and AppKit's
/// element colours map to their iOS counterparts (`windowBackgroundColor` is `systemBackground`'s…).
open class NSColor: NSObject, @unchecked Sendable {
  let fixed: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)?
  let provider: (@Sendable (NSAppearance) -> NSColor)?
  /// The system colour's name (`windowBackgroundColor`).
  public let colorName: String?

  package init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, name: String?) {
    fixed = (red, green, blue, alpha)
    provider = nil
    colorName = name
  }
  package init(name: String?, provider: @escaping @Sendable (NSAppearance) -> NSColor) {
    fixed = nil
    self.provider = provider
    colorName = name
  }

  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { self.init(red: red, green: green, blue: blue, alpha: alpha, name: nil) }
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { self.init(red: red, green: green, blue: blue, alpha: alpha) }
  public convenience init(calibratedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { self.init(red: red, green: green, blue: blue, alpha: alpha) }
  public convenience init(deviceRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { self.init(red: red, green: green, blue: blue, alpha: alpha) }
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { self.init(red: red, green: green, blue: blue, alpha: alpha) }
  public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }
  public convenience init(calibratedWhite white: CGFloat, alpha: CGFloat) { self.init(white: white, alpha: alpha) }
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let (r, g, b) = HSB.rgb(hue: hue, saturation: saturation, brightness: brightness)
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }
  public convenience init?(cgColor: CGColor) {
    let rgba = cgColor.rgba
    self.init(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
  }
  /// A colour that `dynamicProvider` picks for the appearance it is resolved in.
  public convenience init(name colorName: String?, dynamicProvider: @escaping @Sendable (NSAppearance) -> NSColor) {
    self.init(name: colorName, provider: dynamicProvider)
  }
  /// The asset catalogue's colour: known by its name only, headlessly (there are no compiled catalogues).
  public convenience init?(named name: String) { self.init(red: 0, green: 0, blue: 0, alpha: 0, name: name) }
  public convenience init?(named name: String, bundle: Bundle?) { self.init(named: name) }

  /// The fixed colour for the current drawing appearance.
  var resolved: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    var color = self
    while color.fixed == nil, let provider = color.provider { color = provider(.currentDrawing()) }
    return color.fixed ?? (0, 0, 0, 0)
  }

  open var redComponent: CGFloat { resolved.red }
  open var greenComponent: CGFloat { resolved.green }
  open var blueComponent: CGFloat { resolved.blue }
  open var alphaComponent: CGFloat { resolved.alpha }
  open var whiteComponent: CGFloat { 0.299 * resolved.red + 0.587 * resolved.green + 0.114 * resolved.blue }
  open var hueComponent: CGFloat { HSB.hsb(red: resolved.red, green: resolved.green, blue: resolved.blue).hue }
  open var saturationComponent: CGFloat { HSB.hsb(red: resolved.red, green: resolved.green, blue: resolved.blue).saturation }
  open var brightnessComponent: CGFloat { HSB.hsb(red: resolved.red, green: resolved.green, blue: resolved.blue).brightness }
  open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
                   alpha: UnsafeMutablePointer<CGFloat>?) {
    let value = resolved
    red?.pointee = value.red
    green?.pointee = value.green
    blue?.pointee = value.blue
    alpha?.pointee = value.alpha
  }
  open func withAlphaComponent(_ alpha: CGFloat) -> NSColor {
    if let fixed { return NSColor(red: fixed.red, green: fixed.green, blue: fixed.blue, alpha: alpha, name: colorName) }
    let provider = provider!
    return NSColor(name: colorName) { provider($0).withAlphaComponent(alpha) }
  }
  /// The colour itself: components are kept in sRGB.
  open func usingColorSpace(_ space: NSColorSpace) -> NSColor? { self }
  open var cgColor: CGColor {
    let value = resolved
    return CGColor(red: value.red, green: value.green, blue: value.blue, alpha: value.alpha)
  }
  open func set() {}
  open func setFill() {}
  open func setStroke() {}

  open override var description: String {
    if let fixed {
      return "sRGB IEC61966-2.1 colorspace " + [fixed.red, fixed.green, fixed.blue, fixed.alpha].map { String(format: "%g", Double($0)) }.joined(separator: " ")
    }
    return "Catalog color: System \(colorName ?? "dynamic")"
  }
}

/// A colour space.
public final class NSColorSpace: NSObject, @unchecked Sendable {
  public static let sRGB = NSColorSpace()
  public static let deviceRGB = NSColorSpace()
  public static let genericRGB = NSColorSpace()
  public static let extendedSRGB = NSColorSpace()
  public static let displayP3 = NSColorSpace()
}
