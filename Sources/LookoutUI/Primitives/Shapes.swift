/// A shape: rendered as its name (and fill); styling only.
public protocol Shape: View {
  /// How the render names the shape: `RoundedRectangle(12)`.
  var shapeDescription: String { get }
}

extension Shape {
  /// Fills the shape with a color.
  public func fill(_ color: Color) -> ModifiedContent<Self, AttributeModifier> { attribute("fill", color.description) }
  /// Outlines the shape.
  public func stroke(_ color: Color, lineWidth: Double = 1) -> ModifiedContent<Self, AttributeModifier> {
    attribute("stroke", "\(color) \(ContainerExpansion.number(lineWidth))")
  }
}

/// The shared body of the basic shapes: an element named after the shape.
protocol BasicShape: Shape, PrimitiveView {}

extension BasicShape {
  func expand(into builder: inout ChildBuilder) { builder.element = Element(kind: shapeDescription) }
}

public struct Rectangle: BasicShape, Equatable {
  public typealias Body = Never
  public init() {}
  public var shapeDescription: String { "Rectangle" }
}

public struct RoundedRectangle: BasicShape, Equatable {
  public typealias Body = Never
  let cornerRadius: Double
  public init(cornerRadius: Double) { self.cornerRadius = cornerRadius }
  public var shapeDescription: String { "RoundedRectangle(\(ContainerExpansion.number(cornerRadius)))" }
}

public struct Circle: BasicShape, Equatable {
  public typealias Body = Never
  public init() {}
  public var shapeDescription: String { "Circle" }
}

public struct Capsule: BasicShape, Equatable {
  public typealias Body = Never
  public init() {}
  public var shapeDescription: String { "Capsule" }
}

public struct Ellipse: BasicShape, Equatable {
  public typealias Body = Never
  public init() {}
  public var shapeDescription: String { "Ellipse" }
}
