import Foundation

/// A 2D vector.
public struct CGVector: Hashable, Sendable {
  public var dx: CGFloat
  public var dy: CGFloat
  public init() { (dx, dy) = (0, 0) }
  public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }
  public init(dx: Double, dy: Double) { (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy)) }
  public init(dx: Int, dy: Int) { (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy)) }
  public static let zero = CGVector()
}

// CoreGraphics's C-style constructors, which Swift code still uses.
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}
public func CGVectorMake(_ dx: CGFloat, _ dy: CGFloat) -> CGVector { CGVector(dx: dx, dy: dy) }

/// How the ends of stroked lines are drawn.
public enum CGLineCap: Int32, Sendable { case butt, round, square }
/// How the joints of stroked lines are drawn.
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }
/// How a path's inside is decided when filling.
public enum CGPathFillRule: Int, Sendable { case winding, evenOdd }
/// How drawn pixels combine with what is under them.
public enum CGBlendMode: Int32, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion,
    hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn,
    destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

// CoreGraphics describes its geometry for debugging (`point.debugDescription`); Foundation on Linux does not.
extension CGPoint: @retroactive CustomDebugStringConvertible {
  public var debugDescription: String { "(\(x), \(y))" }
}
extension CGSize: @retroactive CustomDebugStringConvertible {
  public var debugDescription: String { "(\(width), \(height))" }
}
extension CGRect: @retroactive CustomDebugStringConvertible {
  public var debugDescription: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
