import Foundation

/// Insets from each edge of a rectangle.
public struct UIEdgeInsets: Hashable, Sendable {
  public var top, left, bottom, right: CGFloat
  public init() { (top, left, bottom, right) = (0, 0, 0, 0) }
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }
  public static let zero = UIEdgeInsets()
}

/// Insets that follow the reading direction (leading and trailing).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  public var top, leading, bottom, trailing: CGFloat
  public init() { (top, leading, bottom, trailing) = (0, 0, 0, 0) }
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }
  public static let zero = NSDirectionalEdgeInsets()
}

/// An offset.
public struct UIOffset: Hashable, Sendable {
  public var horizontal, vertical: CGFloat
  public init() { (horizontal, vertical) = (0, 0) }
  public init(horizontal: CGFloat, vertical: CGFloat) { (self.horizontal, self.vertical) = (horizontal, vertical) }
  public static let zero = UIOffset()
}

extension CGRect {
  /// The rectangle with `insets` taken off each edge.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
  }
}

/// Corners of a rectangle.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  public static let allCorners = UIRectCorner(rawValue: 0xF)
}

/// Edges of a rectangle.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = UIRectEdge(rawValue: 1 << 0)
  public static let left = UIRectEdge(rawValue: 1 << 1)
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  public static let right = UIRectEdge(rawValue: 1 << 3)
  public static let all = UIRectEdge(rawValue: 0xF)
  public static let none = UIRectEdge([])
}

// UIKit's boxing of geometry in `NSValue` (a keyboard notification's frame is an `NSValue` of a `CGRect`).
extension NSValue {
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
  public convenience init(cgSize size: CGSize) { self.init(size: size) }
  public var cgRectValue: CGRect { rectValue }
  public var cgPointValue: CGPoint { pointValue }
  public var cgSizeValue: CGSize { sizeValue }
}
