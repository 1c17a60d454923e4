import Foundation

/// Colors at locations.
nonisolated public struct Gradient: Sendable, Hashable, ShapeStyle, CustomStringConvertible {
  public struct Stop: Sendable, Hashable {
    public var color: Color
    public var location: CGFloat
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  public var stops: [Stop]
  public init(colors: [Color]) {
    stops = colors.enumerated().map { Stop(color: $1, location: colors.count > 1 ? CGFloat($0) / CGFloat(colors.count - 1) : 0) }
  }
  public init(stops: [Stop]) { self.stops = stops }

  public var description: String { "gradient(\(stops.map(\.color.description).joined(separator: ", ")))" }
}

/// A gradient made from one color (`Color.blue.gradient`).
nonisolated public struct AnyGradient: Sendable, Hashable, ShapeStyle, CustomStringConvertible {
  public let description: String
  public init(_ gradient: Gradient) { description = gradient.description }
  init(description: String) { self.description = description }
}

/// A gradient along a line.
nonisolated public struct LinearGradient: ShapeStyle, CustomStringConvertible {
  let gradient: Gradient
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) { self.gradient = gradient }
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) { gradient = Gradient(colors: colors) }
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) { gradient = Gradient(stops: stops) }
  public var description: String { "linear \(gradient)" }
}

/// A gradient from a center outwards.
nonisolated public struct RadialGradient: ShapeStyle, CustomStringConvertible {
  let gradient: Gradient
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { self.gradient = gradient }
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { gradient = Gradient(colors: colors) }
  public var description: String { "radial \(gradient)" }
}

/// A gradient around a center.
nonisolated public struct AngularGradient: ShapeStyle, CustomStringConvertible {
  let gradient: Gradient
  public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) { self.gradient = gradient }
  public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) { gradient = Gradient(colors: colors) }
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) { self.gradient = gradient }
  public var description: String { "angular \(gradient)" }
}

extension ShapeStyle where Self == LinearGradient {
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }
  public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension LinearGradient: View, PrimitiveView {
  public typealias Body = Never
  @MainActor func expand(into builder: inout ChildBuilder) { builder.element = Element(kind: "LinearGradient", label: gradient.description) }
}

extension RadialGradient: View, PrimitiveView {
  public typealias Body = Never
  @MainActor func expand(into builder: inout ChildBuilder) { builder.element = Element(kind: "RadialGradient", label: gradient.description) }
}

extension AngularGradient: View, PrimitiveView {
  public typealias Body = Never
  @MainActor func expand(into builder: inout ChildBuilder) { builder.element = Element(kind: "AngularGradient", label: gradient.description) }
}
