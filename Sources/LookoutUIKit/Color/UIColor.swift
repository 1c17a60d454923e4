import Foundation

/// A colour, UIKit's: fixed components, or a dynamic colour whose provider picks one for the traits it is
/// resolved with (the system colours change with light and dark mode).
open class UIColor: NSObject, @unchecked Sendable {
  /// Red, green, blue, alpha in extended sRGB; nil for a dynamic colour.
  let fixed: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)?
  let provider: (@Sendable (UITraitCollection) -> UIColor)?
  /// The system colour's name (`systemBlue`), or the asset's (`UIColor(named:)`).
  package let name: String?

  package init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, name: String?) {
    fixed = (red, green, blue, alpha)
    provider = nil
    self.name = name
  }
  package init(name: String?, provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    fixed = nil
    self.provider = provider
    self.name = name
  }

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    fixed = (red, green, blue, alpha)
    provider = nil
    name = nil
  }
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }
  public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let (r, g, b) = HSB.rgb(hue: hue, saturation: saturation, brightness: brightness)
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }
  public convenience init(cgColor: CGColor) {
    let rgba = cgColor.rgba
    self.init(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
  }
  /// A colour that `provider` picks for the traits it is resolved with.
  public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    fixed = nil
    provider = dynamicProvider
    name = nil
  }
  /// The asset catalogue's colour of this name. There are no compiled asset catalogues on Linux: the colour
  /// is known by its name only (it resolves to clear).
  public convenience init?(named name: String) { self.init(named: name, in: nil, compatibleWith: nil) }
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    self.init(red: 0, green: 0, blue: 0, alpha: 0, name: name)
  }

  /// The fixed colour for `traitCollection` (a fixed colour is itself).
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    guard let provider else { return self }
    return provider(traitCollection).resolvedColor(with: traitCollection)
  }

  /// The components, resolved against the current traits.
  var components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    resolvedColor(with: .current).fixed ?? (0, 0, 0, 0)
  }

  @discardableResult
  open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
                   alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
    let value = components
    red?.pointee = value.red
    green?.pointee = value.green
    blue?.pointee = value.blue
    alpha?.pointee = value.alpha
    return true
  }

  @discardableResult
  open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
    let value = components
    white?.pointee = 0.299 * value.red + 0.587 * value.green + 0.114 * value.blue
    alpha?.pointee = value.alpha
    return true
  }

  @discardableResult
  open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                   brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
    let value = components
    let hsb = HSB.hsb(red: value.red, green: value.green, blue: value.blue)
    hue?.pointee = hsb.hue
    saturation?.pointee = hsb.saturation
    brightness?.pointee = hsb.brightness
    alpha?.pointee = value.alpha
    return true
  }

  /// The colour with another alpha (a dynamic colour stays dynamic).
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    if let fixed { return UIColor(red: fixed.red, green: fixed.green, blue: fixed.blue, alpha: alpha, name: name) }
    let provider = provider!
    return UIColor(name: name.map { "\($0) \(alpha)" }) { provider($0).withAlphaComponent(alpha) }
  }

  open var cgColor: CGColor {
    let value = components
    return CGColor(red: value.red, green: value.green, blue: value.blue, alpha: value.alpha)
  }
  open var ciColor: CGColor { cgColor }

  open func set() {}
  open func setFill() {}
  open func setStroke() {}

  /// `UIExtendedSRGBColorSpace 0 0.478431 1 1`, as UIKit describes a fixed colour; a dynamic one by its name.
  open override var description: String {
    if let fixed {
      let values = [fixed.red, fixed.green, fixed.blue, fixed.alpha].map { String(format: "%g", Double($0)) }
      return "UIExtendedSRGBColorSpace " + values.joined(separator: " ")
    }
    return name.map { "<UIDynamicSystemColor: name = \($0)Color>" } ?? "<UIDynamicProviderColor>"
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    if self === other { return true }
    if let fixed, let theirs = other.fixed {
      return fixed.red == theirs.red && fixed.green == theirs.green && fixed.blue == theirs.blue && fixed.alpha == theirs.alpha
    }
    return name != nil && name == other.name
  }
  open override var hash: Int { name?.hashValue ?? Int(components.red * 255) &* 31 &+ Int(components.blue * 255) }
}

/// Conversions between hue-saturation-brightness and RGB.
package enum HSB {
  package static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
    guard saturation > 0 else { return (brightness, brightness, brightness) }
    let h = (hue - floor(hue)) * 6
    let sector = Int(h) % 6, fraction = h - floor(h)
    let p = brightness * (1 - saturation), q = brightness * (1 - saturation * fraction)
    let t = brightness * (1 - saturation * (1 - fraction))
    switch sector {
    case 0: return (brightness, t, p)
    case 1: return (q, brightness, p)
    case 2: return (p, brightness, t)
    case 3: return (p, q, brightness)
    case 4: return (t, p, brightness)
    default: return (brightness, p, q)
    }
  }

  package static func hsb(red: CGFloat, green: CGFloat, blue: CGFloat) -> (hue: CGFloat, saturation: CGFloat, brightness: CGFloat) {
    let maximum = max(red, green, blue), minimum = min(red, green, blue), delta = maximum - minimum
    var hue: CGFloat = 0
    if delta > 0 {
      if maximum == red {
        hue = (green - blue) / delta
      } else if maximum == green {
        hue = 2 + (blue - red) / delta
      } else {
        hue = 4 + (red - green) / delta
      }
      hue /= 6
      if hue < 0 { hue += 1 }
    }
    return (hue, maximum == 0 ? 0 : delta / maximum, maximum)
  }
}
