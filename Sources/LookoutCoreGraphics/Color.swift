import Foundation

/// A colour space: device or sRGB, grey or RGB.
public final class CGColorSpace: Hashable, @unchecked Sendable {
  /// The space's name (`CGColorSpace.sRGB`).
  public let name: String?
  public let numberOfComponents: Int

  public init?(name: String) {
    self.name = name
    numberOfComponents = name.lowercased().contains("gray") ? 1 : 3
  }
  init(name: String, components: Int) {
    self.name = name
    numberOfComponents = components
  }

  public static let sRGB = "kCGColorSpaceSRGB"
  public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
  public static let displayP3 = "kCGColorSpaceDisplayP3"
  public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
  public static let linearSRGB = "kCGColorSpaceLinearSRGB"

  static let rgb = CGColorSpace(name: sRGB, components: 3)
  static let gray = CGColorSpace(name: genericGrayGamma2_2, components: 1)

  public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// A colour: its components in a colour space, alpha last.
public final class CGColor: Hashable, CustomStringConvertible, @unchecked Sendable {
  public let colorSpace: CGColorSpace?
  /// The components, alpha last (`[r, g, b, a]` or `[white, a]`).
  public let components: [CGFloat]?

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    colorSpace = .rgb
    components = [red, green, blue, alpha]
  }
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }
  public init(gray: CGFloat, alpha: CGFloat) {
    colorSpace = .gray
    components = [gray, alpha]
  }
  public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
    colorSpace = space
    self.components = Array(UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1))
  }

  public var numberOfComponents: Int { components?.count ?? 0 }
  public var alpha: CGFloat { components?.last ?? 1 }
  public func copy(alpha: CGFloat) -> CGColor? {
    guard let components else { return nil }
    if colorSpace == .gray { return CGColor(gray: components[0], alpha: alpha) }
    return CGColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
  }

  /// Red, green, blue and alpha, grey expanded.
  package var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    let values = components ?? [0, 0, 0, 1]
    return values.count == 2 ? (values[0], values[0], values[0], values[1]) : (values[0], values[1], values[2], values[3])
  }

  public static let black = CGColor(gray: 0, alpha: 1)
  public static let white = CGColor(gray: 1, alpha: 1)
  public static let clear = CGColor(gray: 0, alpha: 0)

  public var description: String {
    "<CGColor \(colorSpace?.name ?? "unknown") [\((components ?? []).map { String(format: "%g", Double($0)) }.joined(separator: " "))]>"
  }
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components }
  public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}
