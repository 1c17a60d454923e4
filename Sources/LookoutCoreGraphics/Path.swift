import Foundation

// `CGPathElementType` and `CGPathElement` are C types (LookoutCoreGraphicsTypes), as on Apple platforms.

extension CGPathElement {
  /// The element's points: one for a move or a line, two for a quadratic curve, three for a cubic one (the end
  /// point last).
  public var points: UnsafeMutablePointer<CGPoint> {
    get { _points.assumingMemoryBound(to: CGPoint.self) }
    set { _points = UnsafeMutableRawPointer(newValue) }
  }
  public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
    self.init(type: type, _points: UnsafeMutableRawPointer(points))
  }
}

/// The function `apply(info:function:)` calls for each element: a C function, as on Apple platforms.
public typealias CGPathApplierFunction = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

/// An immutable path, CoreGraphics's: lines and curves, measured and hit-tested.
open class CGPath: Hashable, @unchecked Sendable {
  package var geometry: PathGeometry

  package init(geometry: PathGeometry) { self.geometry = geometry }

  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    var geometry = PathGeometry()
    geometry.addRect(rect)
    self.init(geometry: geometry.applying(transform?.pointee ?? .identity))
  }
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    var geometry = PathGeometry()
    geometry.addEllipse(in: rect)
    self.init(geometry: geometry.applying(transform?.pointee ?? .identity))
  }
  public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
    var geometry = PathGeometry()
    geometry.addRoundedRect(rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight))
    self.init(geometry: geometry.applying(transform?.pointee ?? .identity))
  }

  public var isEmpty: Bool { geometry.isEmpty }
  public var currentPoint: CGPoint { geometry.currentPoint ?? .zero }
  /// The bounds of every point, control points included.
  public var boundingBox: CGRect { geometry.controlPointBounds }
  /// The bounds of the path itself.
  public var boundingBoxOfPath: CGRect { geometry.tightBounds }
  public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
    geometry.applying(transform).contains(point, evenOdd: rule == .evenOdd)
  }
  public func copy() -> CGPath? { CGPath(geometry: geometry) }
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    CGPath(geometry: geometry.applying(transform?.pointee ?? .identity))
  }
  public func mutableCopy() -> CGMutablePath? { CGMutablePath(geometry: geometry) }

  /// Calls `block` with each element, in order.
  public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
    for segment in geometry.segments {
      var (type, points): (CGPathElementType, [CGPoint])
      switch segment {
      case .move(let point): (type, points) = (.moveToPoint, [point])
      case .line(let point): (type, points) = (.addLineToPoint, [point])
      case .quadCurve(let point, let control): (type, points) = (.addQuadCurveToPoint, [control, point])
      case .curve(let point, let control1, let control2): (type, points) = (.addCurveToPoint, [control1, control2, point])
      case .close: (type, points) = (.closeSubpath, [])
      }
      // Room for three points whatever the kind, so that `points` is never empty.
      points += Array(repeating: .zero, count: 3 - points.count)
      points.withUnsafeMutableBufferPointer { buffer in
        var element = CGPathElement(type: type, points: buffer.baseAddress!)
        withUnsafePointer(to: &element) { block($0) }
      }
    }
  }

  /// Calls `function` with `info` and each element, in order.
  public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
    applyWithBlock { function(info, $0) }
  }

  public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.geometry == rhs.geometry }
  public func hash(into hasher: inout Hasher) { hasher.combine(geometry) }
}

/// A path being built.
open class CGMutablePath: CGPath, @unchecked Sendable {
  public init() { super.init(geometry: PathGeometry()) }
  package override init(geometry: PathGeometry) { super.init(geometry: geometry) }

  /// Builds with `build` in the untransformed space, from the current point, then adds it transformed.
  private func transformed(_ transform: CGAffineTransform, _ build: (inout PathGeometry) -> Void) {
    geometry.add(transformedBy: transform, build)
  }

  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { geometry.move(to: point.applying(transform)) }
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { geometry.addLine(to: point.applying(transform)) }
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    guard let first = points.first else { return }
    move(to: first, transform: transform)
    for point in points.dropFirst() { addLine(to: point, transform: transform) }
  }
  public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
    geometry.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
  }
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
    geometry.addCurve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
  }
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    var part = PathGeometry()
    part.addRect(rect)
    geometry.append(part, transform: transform)
  }
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) { for rect in rects { addRect(rect, transform: transform) } }
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    var part = PathGeometry()
    part.addEllipse(in: rect)
    geometry.append(part, transform: transform)
  }
  public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
    var part = PathGeometry()
    part.addRoundedRect(rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight))
    geometry.append(part, transform: transform)
  }
  public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                     transform: CGAffineTransform = .identity) {
    transformed(transform) { $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise) }
  }
  public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity) {
    transformed(transform) { $0.addArc(center: center, radius: radius, startAngle: startAngle, sweep: delta) }
  }
  public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
    transformed(transform) { $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius) }
  }
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) { geometry.append(path.geometry, transform: transform) }
  public func closeSubpath() { geometry.closeSubpath() }
}
