import Foundation

/// A path of lines and curves, built step by step; `cgPath` is the CoreGraphics path it describes (SwiftUI
/// code often makes a shape with `Path(UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:).cgPath)`).
open class UIBezierPath: NSObject, @unchecked Sendable {
  private var path = CGMutablePath()
  open var lineWidth: CGFloat = 1
  open var lineCapStyle: CGLineCap = .butt
  open var lineJoinStyle: CGLineJoin = .miter
  open var miterLimit: CGFloat = 10
  open var usesEvenOddFillRule = false

  public override init() {}
  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path.addEllipse(in: rect)
  }
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
  }
  /// A rectangle with only `corners` rounded, by `cornerRadii` (clamped to half the sides).
  public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
    self.init()
    let rect = rect.standardized
    let rx = min(cornerRadii.width, rect.width / 2), ry = min(cornerRadii.height, rect.height / 2)
    let radius = { (corner: UIRectCorner) in corners.contains(corner) ? min(rx, ry) : 0 }
    let (topLeft, topRight, bottomRight, bottomLeft) = (radius(.topLeft), radius(.topRight), radius(.bottomRight), radius(.bottomLeft))
    path.move(to: CGPoint(x: rect.minX + topLeft, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX - topRight, y: rect.minY))
    if topRight > 0 {
      path.addArc(center: CGPoint(x: rect.maxX - topRight, y: rect.minY + topRight), radius: topRight, startAngle: -.pi / 2, endAngle: 0, clockwise: false)
    }
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomRight))
    if bottomRight > 0 {
      path.addArc(center: CGPoint(x: rect.maxX - bottomRight, y: rect.maxY - bottomRight), radius: bottomRight, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    }
    path.addLine(to: CGPoint(x: rect.minX + bottomLeft, y: rect.maxY))
    if bottomLeft > 0 {
      path.addArc(center: CGPoint(x: rect.minX + bottomLeft, y: rect.maxY - bottomLeft), radius: bottomLeft, startAngle: .pi / 2, endAngle: .pi, clockwise: false)
    }
    path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + topLeft))
    if topLeft > 0 {
      path.addArc(center: CGPoint(x: rect.minX + topLeft, y: rect.minY + topLeft), radius: topLeft, startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: false)
    }
    path.closeSubpath()
  }
  /// UIKit's `clockwise` is in its flipped coordinates, where it is CoreGraphics's counter-clockwise.
  public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    self.init()
    path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
  }
  public convenience init(cgPath: CGPath) {
    self.init()
    path.addPath(cgPath)
  }

  open var cgPath: CGPath {
    get { path.copy()! }
    set { path = newValue.mutableCopy()! }
  }
  open var isEmpty: Bool { path.isEmpty }
  open var bounds: CGRect { path.boundingBoxOfPath }
  open var currentPoint: CGPoint { path.currentPoint }
  open func contains(_ point: CGPoint) -> Bool { path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding) }

  open func move(to point: CGPoint) { path.move(to: point) }
  open func addLine(to point: CGPoint) { path.addLine(to: point) }
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: endPoint, control: controlPoint) }
  open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
  }
  open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.cgPath) }
  open func close() { path.closeSubpath() }
  open func removeAllPoints() { path = CGMutablePath() }
  open func apply(_ transform: CGAffineTransform) {
    let transformed = CGMutablePath()
    transformed.addPath(path, transform: transform)
    path = transformed
  }
  open func reversing() -> UIBezierPath { UIBezierPath(cgPath: path) }
  open func fill() {}
  open func stroke() {}
  open func addClip() {}
}
