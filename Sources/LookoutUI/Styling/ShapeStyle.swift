import Foundation

/// What fills or colors a shape or text: a color, a gradient, a material, a hierarchical style
/// (`.secondary`), the tint. Shown by name in the rendered tree. Types of your own may conform.
public protocol ShapeStyle: Sendable {}

/// The name a style is rendered by: a color's, a built-in style's, or the type's.
enum ShapeStyleName {
  static func of(_ style: some ShapeStyle) -> String {
    if let named = style as? CustomStringConvertible { return named.description }
    return ViewNode.name(of: type(of: style))
  }
}

extension ShapeStyle {
  /// The style at a reduced opacity.
  public func opacity(_ opacity: Double) -> some ShapeStyle { NamedShapeStyle(name: "\(ShapeStyleName.of(self)) \(ContainerExpansion.number(opacity))") }
  /// The style blended in a mode (`.blendMode(.multiply)`).
  public func blendMode(_ mode: BlendMode) -> some ShapeStyle { self }
  /// The style with a shadow.
  public func shadow(_ style: ShadowStyle) -> some ShapeStyle { self }
}

/// A style shown by its name.
nonisolated struct NamedShapeStyle: ShapeStyle, CustomStringConvertible {
  let name: String
  var description: String { name }
}

/// A level of the current foreground style: `.primary`, `.secondary`, `.tertiary`…
nonisolated public struct HierarchicalShapeStyle: ShapeStyle, CustomStringConvertible {
  public let description: String
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(description: "primary") }
  public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(description: "secondary") }
  public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(description: "tertiary") }
  public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(description: "quaternary") }
  public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(description: "quinary") }
}

/// The view's tint (`.tint`).
nonisolated public struct TintShapeStyle: ShapeStyle, CustomStringConvertible {
  public init() {}
  public var description: String { "tint" }
}

extension ShapeStyle where Self == TintShapeStyle {
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The current foreground style (`.foreground`).
nonisolated public struct ForegroundStyle: ShapeStyle, CustomStringConvertible {
  public init() {}
  public var description: String { "foreground" }
}

extension ShapeStyle where Self == ForegroundStyle {
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The current background style (`.background`).
nonisolated public struct BackgroundStyle: ShapeStyle, CustomStringConvertible {
  public init() {}
  public var description: String { "background" }
}

extension ShapeStyle where Self == BackgroundStyle {
  public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The separator color (`.separator`).
nonisolated public struct SeparatorShapeStyle: ShapeStyle, CustomStringConvertible {
  public init() {}
  public var description: String { "separator" }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
  public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// A blur material behind content (`.ultraThinMaterial` … `.bar`).
nonisolated public struct Material: ShapeStyle, CustomStringConvertible {
  public let description: String

  public static let ultraThin = Material(description: "ultraThinMaterial")
  public static let thin = Material(description: "thinMaterial")
  public static let regular = Material(description: "regularMaterial")
  public static let thick = Material(description: "thickMaterial")
  public static let ultraThick = Material(description: "ultraThickMaterial")
  public static let bar = Material(description: "bar")
}

extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { Material(description: "ultraThinMaterial") }
  public static var thinMaterial: Material { Material(description: "thinMaterial") }
  public static var regularMaterial: Material { Material(description: "regularMaterial") }
  public static var thickMaterial: Material { Material(description: "thickMaterial") }
  public static var ultraThickMaterial: Material { Material(description: "ultraThickMaterial") }
  public static var bar: Material { Material(description: "bar") }
}

/// A type-erased style.
nonisolated public struct AnyShapeStyle: ShapeStyle, CustomStringConvertible {
  public let description: String
  public init<Style: ShapeStyle>(_ style: Style) { description = ShapeStyleName.of(style) }
}

/// How colors blend (`.blendMode(.multiply)`).
nonisolated public enum BlendMode: Sendable, Hashable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference,
    exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

/// A shadow as a style (`.shadow(.drop(radius: 2))`).
nonisolated public struct ShadowStyle: Sendable, Hashable {
  let radius: CGFloat
  public static func drop(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
    ShadowStyle(radius: radius)
  }
  public static func inner(color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
    ShadowStyle(radius: radius)
  }
}
