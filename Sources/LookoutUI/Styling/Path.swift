import Foundation

/// The outline of a shape, as a list of drawing commands. A shape itself (it renders as `Path`).
public struct Path: Shape, Equatable, DescribedShape {
  enum Command: Equatable, Sendable {
    case move(CGPoint), line(CGPoint), quadCurve(CGPoint, CGPoint), curve(CGPoint, CGPoint, CGPoint), rect(CGRect), ellipse(CGRect), close
  }

  private(set) var commands: [Command] = []

  public init() {}
  public init(_ rect: CGRect) { commands = [.rect(rect)] }
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { commands = [.rect(rect)] }
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { commands = [.rect(rect)] }
  public init(ellipseIn rect: CGRect) { commands = [.ellipse(rect)] }
  public init(_ callback: (inout Path) -> Void) {
    var path = Path()
    callback(&path)
    self = path
  }

  public var isEmpty: Bool { commands.isEmpty }
  public func path(in rect: CGRect) -> Path { self }
  var shapeDescription: String { "Path" }

  public mutating func move(to point: CGPoint) { commands.append(.move(point)) }
  public mutating func addLine(to point: CGPoint) { commands.append(.line(point)) }
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { commands.append(.quadCurve(end, control)) }
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) { commands.append(.curve(end, control1, control2)) }
  public mutating func addRect(_ rect: CGRect) { commands.append(.rect(rect)) }
  public mutating func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }
  public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { commands.append(.rect(rect)) }
  public mutating func addEllipse(in rect: CGRect) { commands.append(.ellipse(rect)) }
  public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
    commands.append(.ellipse(CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2)))
  }
  public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) { commands.append(.line(tangent2End)) }
  public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) {
    addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle, clockwise: false)
  }
  public mutating func addPath(_ path: Path) { commands += path.commands }
  public mutating func closeSubpath() { commands.append(.close) }
}

/// An angle (`.degrees(90)`, `.radians(.pi)`).
public struct Angle: Sendable, Hashable, Comparable, CustomStringConvertible {
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
public struct UnitPoint: Sendable, Hashable {
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
