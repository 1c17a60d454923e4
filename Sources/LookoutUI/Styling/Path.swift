import Foundation

/// The outline of a shape: lines and curves, with their geometry (bounds, hit testing, trimming, transforms),
/// as in SwiftUI. A shape itself (it renders as `Path`).
nonisolated public struct Path: Shape, Equatable, DescribedShape, CustomStringConvertible {
  var geometry = PathGeometry()

  public init() {}
  public init(_ rect: CGRect) { geometry.addRect(rect) }
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    geometry.addRoundedRect(rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
  }
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    geometry.addRoundedRect(rect, cornerSize: cornerSize)
  }
  public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
  }
  public init(ellipseIn rect: CGRect) { geometry.addEllipse(in: rect) }
  public init(_ callback: (inout Path) -> Void) {
    var path = Path()
    callback(&path)
    self = path
  }
  public init(_ path: CGPath) { geometry = path.geometry }
  public init(_ path: CGMutablePath) { geometry = path.geometry }
  /// A path from its `description` (`"0 0 m 10 0 l h"`), nil when the text is not one.
  public init?(_ string: String) {
    var numbers: [CGFloat] = []
    for token in string.split(whereSeparator: \.isWhitespace) {
      if let number = Double(token) { numbers.append(CGFloat(number)); continue }
      let point = { (index: Int) in CGPoint(x: numbers[index * 2], y: numbers[index * 2 + 1]) }
      switch (token, numbers.count) {
      case ("m", 2): geometry.move(to: point(0))
      case ("l", 2): geometry.addLine(to: point(0))
      case ("q", 4): geometry.addQuadCurve(to: point(1), control: point(0))
      case ("c", 6): geometry.addCurve(to: point(2), control1: point(0), control2: point(1))
      case ("h", 0): geometry.closeSubpath()
      default: return nil
      }
      numbers = []
    }
    guard numbers.isEmpty else { return nil }
  }

  public var isEmpty: Bool { geometry.isEmpty }
  public var currentPoint: CGPoint? { geometry.currentPoint }
  /// The smallest rectangle holding the path (control points of curves excluded).
  public var boundingRect: CGRect { geometry.isEmpty ? .zero : geometry.tightBounds }
  public var cgPath: CGPath { CGMutablePath(geometry: geometry) }
  public func path(in rect: CGRect) -> Path { self }
  var shapeDescription: String { "Path" }

  /// The path as SwiftUI writes it: `x y m`, `x y l`, `cx cy x y q`, `c1x c1y c2x c2y x y c`, `h`.
  nonisolated public var description: String {
    func text(_ points: CGPoint...) -> String {
      points.map { "\(ContainerExpansion.number($0.x)) \(ContainerExpansion.number($0.y))" }.joined(separator: " ")
    }
    return geometry.segments.map { segment in
      switch segment {
      case .move(let point): "\(text(point)) m"
      case .line(let point): "\(text(point)) l"
      case .quadCurve(let point, let control): "\(text(control, point)) q"
      case .curve(let point, let control1, let control2): "\(text(control1, control2, point)) c"
      case .close: "h"
      }
    }.joined(separator: " ")
  }

  /// One element of a path.
  public enum Element: Equatable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
  }

  /// Calls `body` with each element, in order.
  public func forEach(_ body: (Element) -> Void) {
    for segment in geometry.segments {
      switch segment {
      case .move(let point): body(.move(to: point))
      case .line(let point): body(.line(to: point))
      case .quadCurve(let point, let control): body(.quadCurve(to: point, control: control))
      case .curve(let point, let control1, let control2): body(.curve(to: point, control1: control1, control2: control2))
      case .close: body(.closeSubpath)
      }
    }
  }

  /// Whether `point` is inside the filled path.
  public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool { geometry.contains(point, evenOdd: eoFill) }

  public mutating func move(to point: CGPoint) { geometry.move(to: point) }
  public mutating func addLine(to point: CGPoint) { geometry.addLine(to: point) }
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { geometry.addQuadCurve(to: end, control: control) }
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    geometry.addCurve(to: end, control1: control1, control2: control2)
  }
  public mutating func closeSubpath() { geometry.closeSubpath() }

  private mutating func add(_ transform: CGAffineTransform, _ build: (inout PathGeometry) -> Void) {
    var part = PathGeometry()
    build(&part)
    geometry.append(part, transform: transform)
  }
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { add(transform) { $0.addRect(rect) } }
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) { for rect in rects { addRect(rect, transform: transform) } }
  public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                      transform: CGAffineTransform = .identity) {
    add(transform) { $0.addRoundedRect(rect, cornerSize: cornerSize) }
  }
  public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
                                      transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    let limit = min(r.width, r.height) / 2
    let (tl, tr, br, bl) = (min(cornerRadii.topLeading, limit), min(cornerRadii.topTrailing, limit),
                            min(cornerRadii.bottomTrailing, limit), min(cornerRadii.bottomLeading, limit))
    add(transform) { path in
      path.move(to: CGPoint(x: r.minX + tl, y: r.minY))
      path.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
      if tr > 0 { path.addArc(center: CGPoint(x: r.maxX - tr, y: r.minY + tr), radius: tr, startAngle: -.pi / 2, endAngle: 0, clockwise: false) }
      path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
      if br > 0 { path.addArc(center: CGPoint(x: r.maxX - br, y: r.maxY - br), radius: br, startAngle: 0, endAngle: .pi / 2, clockwise: false) }
      path.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
      if bl > 0 { path.addArc(center: CGPoint(x: r.minX + bl, y: r.maxY - bl), radius: bl, startAngle: .pi / 2, endAngle: .pi, clockwise: false) }
      path.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
      if tl > 0 { path.addArc(center: CGPoint(x: r.minX + tl, y: r.minY + tl), radius: tl, startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: false) }
      path.closeSubpath()
    }
  }
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { add(transform) { $0.addEllipse(in: rect) } }
  /// An arc of the circle around `center`; `clockwise` as CoreGraphics takes it (so it looks counter-clockwise
  /// on screen, where y grows downwards), as in SwiftUI.
  public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                              transform: CGAffineTransform = .identity) {
    arc(transform) {
      $0.addArc(center: center, radius: radius, startAngle: startAngle.radians, endAngle: endAngle.radians, clockwise: clockwise)
    }
  }
  public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity) {
    arc(transform) { $0.addArc(center: center, radius: radius, startAngle: startAngle.radians, sweep: delta.radians) }
  }
  public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
    arc(transform) { $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius) }
  }
  /// Adds an arc continuing from the current point (the arc's path starts from it, transformed back).
  private mutating func arc(_ transform: CGAffineTransform, _ build: (inout PathGeometry) -> Void) {
    geometry.add(transformedBy: transform, build)
  }
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) { geometry.append(path.geometry, transform: transform) }

  public func applying(_ transform: CGAffineTransform) -> Path {
    var path = Path()
    path.geometry = geometry.applying(transform)
    return path
  }
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

  /// The part of the outline from `from` to `to`, fractions of its length.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    var path = Path()
    path.geometry = geometry.trimmed(from: from, to: to)
    return path
  }

  /// The area a stroke of the path covers: each straight piece of the outline widened to the line width.
  public func strokedPath(_ style: StrokeStyle) -> Path {
    var path = Path()
    let half = style.lineWidth / 2
    for line in geometry.polylines() {
      var points = line.points
      if line.closed, let first = points.first { points.append(first) }
      for (a, b) in zip(points, points.dropFirst()) {
        let length = hypot(b.x - a.x, b.y - a.y)
        guard length > 0 else { continue }
        let normal = CGPoint(x: -(b.y - a.y) / length * half, y: (b.x - a.x) / length * half)
        path.addLines([
          CGPoint(x: a.x + normal.x, y: a.y + normal.y), CGPoint(x: b.x + normal.x, y: b.y + normal.y),
          CGPoint(x: b.x - normal.x, y: b.y - normal.y), CGPoint(x: a.x - normal.x, y: a.y - normal.y),
        ])
        path.closeSubpath()
      }
    }
    return path
  }

  nonisolated public static func == (lhs: Path, rhs: Path) -> Bool { lhs.geometry == rhs.geometry }
}

/// An angle (`.degrees(90)`, `.radians(.pi)`).
nonisolated public struct Angle: Sendable, Hashable, Comparable, CustomStringConvertible {
  public var radians: Double
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  public init() { radians = 0 }
  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { radians = degrees * .pi / 180 }

  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  public static let zero = Angle()

  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
  public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
  public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
  public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
  public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }

  public var description: String { "\(ContainerExpansion.number(degrees))°" }
}
/// A point in a view's bounds, in unit coordinates (`.center`, `.topLeading`).
nonisolated public struct UnitPoint: Sendable, Hashable {
  public var x: CGFloat
  public var y: CGFloat
  public init() { x = 0; y = 0 }
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
