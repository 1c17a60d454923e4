import Foundation

/// A shape drawn in a style: what `.fill` and `.stroke` make of a shape, as in SwiftUI (iOS 17). Such a view
/// can be filled or stroked again, each layer over the ones before: `Circle().fill(.red).stroke(.blue, lineWidth: 2)`.
/// It renders as the shape, each layer shown after the modifiers around it (`Circle [fill: red, stroke: blue 2]`).
public protocol ShapeView<Content>: View {
  associatedtype Content: Shape
  nonisolated var shape: Content { get }
}

/// The layers a shape view draws, first to last.
protocol ShapeLayers {
  var layerShape: any Shape { get }
  var layers: [ElementAttribute] { get }
}

extension ShapeLayers {
  @MainActor func expandLayers(into builder: inout ChildBuilder) {
    var element = Element(kind: ShapeName.of(layerShape))
    element.styles = ShapeStyles.of(layerShape) + layers
    builder.element = element
  }

  /// The layers of `background` (a shape view this one draws over), none for another view.
  static func layers(of background: some View) -> [ElementAttribute] { (background as? ShapeLayers)?.layers ?? [] }
}

/// How layers are shown: `fill: red`, `stroke: blue 2`.
enum ShapeLayer {
  static func fill(_ style: some ShapeStyle) -> ElementAttribute { ElementAttribute("fill", ShapeStyleName.of(style)) }
  static func stroke(_ style: some ShapeStyle, width: CGFloat) -> ElementAttribute {
    ElementAttribute("stroke", "\(ShapeStyleName.of(style)) \(ContainerExpansion.number(width))")
  }
  static func strokeBorder(_ style: some ShapeStyle, width: CGFloat) -> ElementAttribute {
    ElementAttribute("strokeBorder", "\(ShapeStyleName.of(style)) \(ContainerExpansion.number(width))")
  }
}

/// A shape filled with a style.
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: ShapeView, PrimitiveView, ShapeLayers {
  public typealias Body = Never
  public var shape: Content
  public var style: Style
  public var fillStyle: FillStyle

  public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
    self.shape = shape
    self.style = style
    self.fillStyle = fillStyle
  }

  var layerShape: any Shape { shape }
  var layers: [ElementAttribute] { [ShapeLayer.fill(style)] }
  @MainActor func expand(into builder: inout ChildBuilder) { expandLayers(into: &builder) }
}

/// A shape filled with a style, over another layer of the same shape.
nonisolated public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, PrimitiveView, ShapeLayers {
  public typealias Body = Never
  public var shape: Content
  public var style: Style
  public var fillStyle: FillStyle
  public var background: Background

  var layerShape: any Shape { shape }
  var layers: [ElementAttribute] { Self.layers(of: background) + [ShapeLayer.fill(style)] }
  @MainActor func expand(into builder: inout ChildBuilder) { expandLayers(into: &builder) }
}

/// A shape's outline drawn in a style, over another layer of the same shape.
nonisolated public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, PrimitiveView, ShapeLayers {
  public typealias Body = Never
  public var shape: Content
  public var style: Style
  public var strokeStyle: StrokeStyle
  public var isAntialiased: Bool
  public var background: Background

  var layerShape: any Shape { shape }
  var layers: [ElementAttribute] { Self.layers(of: background) + [ShapeLayer.stroke(style, width: strokeStyle.lineWidth)] }
  @MainActor func expand(into builder: inout ChildBuilder) { expandLayers(into: &builder) }
}

/// An insettable shape's outline drawn inside its bounds, over another layer of the same shape.
nonisolated public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView, PrimitiveView, ShapeLayers {
  public typealias Body = Never
  public var shape: Content
  public var style: Style
  public var strokeStyle: StrokeStyle
  public var isAntialiased: Bool
  public var background: Background

  var layerShape: any Shape { shape }
  var layers: [ElementAttribute] { Self.layers(of: background) + [ShapeLayer.strokeBorder(style, width: strokeStyle.lineWidth)] }
  @MainActor func expand(into builder: inout ChildBuilder) { expandLayers(into: &builder) }
}

nonisolated extension Shape {
  /// Fills the shape (with the foreground style by default).
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
    _ShapeView(shape: self, style: content, fillStyle: style)
  }
  /// Outlines the shape.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
    StrokeShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
  }
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
  /// The shape's outline, as a shape (drawn in the foreground style unless filled).
  public func stroke(style: StrokeStyle) -> some Shape { StrokedShape(base: self, style: style) }
  public func stroke(lineWidth: CGFloat = 1) -> some Shape { stroke(style: StrokeStyle(lineWidth: lineWidth)) }
}

nonisolated extension InsettableShape {
  /// Outlines the shape inside its bounds.
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
    -> StrokeBorderShapeView<Self, S, EmptyView> {
    StrokeBorderShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
  }
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> StrokeBorderShapeView<Self, S, EmptyView> {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
  /// The outline inside the bounds, as a shape.
  @MainActor public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
    StrokedShape(base: inset(by: style.lineWidth / 2), style: style, border: true)
  }
  @MainActor public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
    strokeBorder(style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}

nonisolated extension ShapeView {
  /// Fills the shape over this layer.
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
    FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
  }
  /// Outlines the shape over this layer.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
    StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
  }
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}

nonisolated extension ShapeView where Content: InsettableShape {
  /// Outlines the shape inside its bounds, over this layer.
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
    -> StrokeBorderShapeView<Content, S, Self> {
    StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
  }
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> StrokeBorderShapeView<Content, S, Self> {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}

/// A shape's outline as a shape of its own (`Circle().stroke(lineWidth: 2)`): rendered as the shape with
/// `stroke: 2`.
nonisolated struct StrokedShape<Base: Shape>: Shape, StyledShape {
  let base: Base
  let style: StrokeStyle
  var border = false

  @MainActor func path(in rect: CGRect) -> Path { base.path(in: rect).strokedPath(style) }
  var styledBase: any Shape { base }
  var shapeStyle: ElementAttribute {
    ElementAttribute(border ? "strokeBorder" : "stroke", ContainerExpansion.number(style.lineWidth))
  }
}

/// A shape that renders as another with a style (`stroke: 2`).
protocol StyledShape {
  var styledBase: any Shape { get }
  var shapeStyle: ElementAttribute { get }
}

/// The styles a shape carries, innermost first.
nonisolated enum ShapeStyles {
  static func of(_ shape: any Shape) -> [ElementAttribute] {
    guard let styled = shape as? StyledShape else { return [] }
    return of(styled.styledBase) + [styled.shapeStyle]
  }

  /// The shape that gives the element its name.
  static func named(_ shape: any Shape) -> any Shape {
    (shape as? StyledShape).map { named($0.styledBase) } ?? shape
  }
}
