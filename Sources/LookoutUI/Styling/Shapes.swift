import Foundation

/// A 2D shape: `path(in:)` describes it, as in SwiftUI; headlessly it renders as its name (`Circle`,
/// `RoundedRectangle(12)`, or the type of a shape of your own). Shapes are views the host expands itself.
public protocol Shape: Animatable, View, Sendable where Body == Never {
  func path(in rect: CGRect) -> Path
}

/// A shape that can be inset (for `.strokeBorder`).
public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  func inset(by amount: CGFloat) -> InsetShape
}

/// The name a shape renders by.
nonisolated enum ShapeName {
  static func of(_ shape: any Shape) -> String {
    if let styled = shape as? StyledShape { return of(styled.styledBase) }
    if let described = shape as? DescribedShape { return described.shapeDescription }
    return ViewNode.name(of: type(of: shape))
  }
}

/// A built-in shape's rendered name, with its parameters (`RoundedRectangle(12)`).
protocol DescribedShape {
  var shapeDescription: String { get }
}

nonisolated extension Shape {
  /// Part of the outline.
  public func trim(from start: CGFloat = 0, to end: CGFloat = 1) -> AttributedShape<Self> {
    AttributedShape(base: self, attribute: ElementAttribute("trim", "\(ContainerExpansion.number(start))–\(ContainerExpansion.number(end))"))
  }
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> AttributedShape<Self> {
    AttributedShape(base: self, attribute: ElementAttribute("rotation", angle.description))
  }
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> AttributedShape<Self> {
    AttributedShape(base: self, attribute: ElementAttribute("scale", ContainerExpansion.number(scale)))
  }
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> AttributedShape<Self> {
    AttributedShape(base: self, attribute: ElementAttribute("scale", "\(ContainerExpansion.number(x))×\(ContainerExpansion.number(y))"))
  }
  public func size(width: CGFloat, height: CGFloat) -> AttributedShape<Self> {
    AttributedShape(base: self, attribute: ElementAttribute("size", "\(ContainerExpansion.number(width))×\(ContainerExpansion.number(height))"))
  }
}

/// A shape with a shape modifier applied (`trim`, `rotation`, `inset`): still a shape.
nonisolated public struct AttributedShape<Base: Shape>: InsettableShape, DescribedShape {
  let base: Base
  let attribute: ElementAttribute

  @MainActor public func path(in rect: CGRect) -> Path { base.path(in: rect) }
  public func inset(by amount: CGFloat) -> AttributedShape<Self> {
    AttributedShape<Self>(base: self, attribute: ElementAttribute("inset", ContainerExpansion.number(amount)))
  }
  var shapeDescription: String { "\(ShapeName.of(base)) \(attribute.name) \(attribute.value)" }
}

/// How corners of rounded rectangles curve.
nonisolated public enum RoundedCornerStyle: Sendable, Hashable { case circular, continuous }

nonisolated public struct Rectangle: InsettableShape, DescribedShape, Equatable {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(rect) }
  public func inset(by amount: CGFloat) -> AttributedShape<Self> { AttributedShape(base: self, attribute: ElementAttribute("inset", ContainerExpansion.number(amount))) }
  var shapeDescription: String { "Rectangle" }
}

nonisolated public struct RoundedRectangle: InsettableShape, DescribedShape, Equatable {
  public let cornerSize: CGSize
  public var style: RoundedCornerStyle

  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }
  public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
  public func inset(by amount: CGFloat) -> AttributedShape<Self> { AttributedShape(base: self, attribute: ElementAttribute("inset", ContainerExpansion.number(amount))) }
  var shapeDescription: String { "RoundedRectangle(\(ContainerExpansion.number(cornerSize.width)))" }
}

/// A rectangle with a radius per corner.
nonisolated public struct UnevenRoundedRectangle: InsettableShape, DescribedShape, Equatable {
  let radii: [CGFloat]
  public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
              topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
    radii = [topLeadingRadius, bottomLeadingRadius, bottomTrailingRadius, topTrailingRadius]
  }
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    radii = [cornerRadii.topLeading, cornerRadii.bottomLeading, cornerRadii.bottomTrailing, cornerRadii.topTrailing]
  }
  public func path(in rect: CGRect) -> Path { Path(rect) }
  public func inset(by amount: CGFloat) -> AttributedShape<Self> { AttributedShape(base: self, attribute: ElementAttribute("inset", ContainerExpansion.number(amount))) }
  var shapeDescription: String { "UnevenRoundedRectangle(\(radii.map(shown).joined(separator: ", ")))" }
}

/// Per-corner radii.
nonisolated public struct RectangleCornerRadii: Sendable, Hashable {
  public var topLeading, bottomLeading, bottomTrailing, topTrailing: CGFloat
  public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}

nonisolated public struct Circle: InsettableShape, DescribedShape, Equatable {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
  public func inset(by amount: CGFloat) -> AttributedShape<Self> { AttributedShape(base: self, attribute: ElementAttribute("inset", ContainerExpansion.number(amount))) }
  var shapeDescription: String { "Circle" }
}

nonisolated public struct Capsule: InsettableShape, DescribedShape, Equatable {
  public var style: RoundedCornerStyle
  public init(style: RoundedCornerStyle = .circular) { self.style = style }
  public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
  public func inset(by amount: CGFloat) -> AttributedShape<Self> { AttributedShape(base: self, attribute: ElementAttribute("inset", ContainerExpansion.number(amount))) }
  var shapeDescription: String { "Capsule" }
}

nonisolated public struct Ellipse: InsettableShape, DescribedShape, Equatable {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
  public func inset(by amount: CGFloat) -> AttributedShape<Self> { AttributedShape(base: self, attribute: ElementAttribute("inset", ContainerExpansion.number(amount))) }
  var shapeDescription: String { "Ellipse" }
}

/// The shape of the container a view is in.
nonisolated public struct ContainerRelativeShape: InsettableShape, DescribedShape, Equatable {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(rect) }
  public func inset(by amount: CGFloat) -> AttributedShape<Self> { AttributedShape(base: self, attribute: ElementAttribute("inset", ContainerExpansion.number(amount))) }
  var shapeDescription: String { "ContainerRelativeShape" }
}

/// A type-erased shape.
nonisolated public struct AnyShape: Shape, DescribedShape {
  let name: String
  public init<S: Shape>(_ shape: S) { name = ShapeName.of(shape) }
  public func path(in rect: CGRect) -> Path { Path(rect) }
  var shapeDescription: String { name }
}

// `.clipShape(.rect(cornerRadius: 8))`, `.contentShape(.circle)`.
nonisolated extension Shape where Self == Rectangle { public static var rect: Rectangle { Rectangle() } }
nonisolated extension Shape where Self == RoundedRectangle {
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}
nonisolated extension Shape where Self == UnevenRoundedRectangle {
  public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                          topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                           bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
  }
  public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }
}
nonisolated extension Shape where Self == Circle { public static var circle: Circle { Circle() } }
nonisolated extension Shape where Self == Capsule {
  public static var capsule: Capsule { Capsule() }
  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
nonisolated extension Shape where Self == Ellipse { public static var ellipse: Ellipse { Ellipse() } }
nonisolated extension Shape where Self == ContainerRelativeShape { public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() } }

/// How a shape is filled.
nonisolated public struct FillStyle: Sendable, Hashable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// How a shape is outlined.
nonisolated public struct StrokeStyle: Sendable, Hashable {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat

  public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
              dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }

}
