import Foundation

/// A color: shown by name. A view and a shape style, usable anywhere (not isolated to the main actor), as in
/// SwiftUI.
nonisolated public struct Color: Hashable, Sendable, CustomStringConvertible, ShapeStyle {
  /// The name or components a colour made in SwiftUI shows.
  private let name: String
  /// A UIKit colour this one was made from (`Color(uiColor:)`), resolved when shown.
  let platformColor: UIColor?

  init(description: String) {
    name = description
    platformColor = nil
  }

  init(platformColor: UIColor) {
    name = ""
    self.platformColor = platformColor
  }

  /// The colour's name (`blue`, `systemBackground`), or its components (`rgb(1, 0.5, 0, 1)`); a dynamic UIKit
  /// colour without a name shows what it resolves to in the environment the view is built in.
  public var description: String { platformColor.map(Self.describe) ?? name }

  /// A named color from the asset catalogue.
  public init(_ name: String, bundle: Bundle? = nil) { self.init(description: name) }
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(.sRGB, red: red, green: green, blue: blue, opacity: opacity)
  }
  public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(description: "rgb(\([red, green, blue, opacity].map(ContainerExpansion.number).joined(separator: ", ")))")
  }
  public init(white: Double, opacity: Double = 1) {
    self.init(description: "white(\(ContainerExpansion.number(white)), \(ContainerExpansion.number(opacity)))")
  }
  public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) { self.init(white: white, opacity: opacity) }
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    self.init(description: "hsb(\([hue, saturation, brightness, opacity].map(ContainerExpansion.number).joined(separator: ", ")))")
  }

  /// The color spaces of the RGB initialisers.
  public enum RGBColorSpace: Sendable, Hashable { case sRGB, sRGBLinear, displayP3 }

  public func opacity(_ opacity: Double) -> Color { Color(description: "\(description) \(ContainerExpansion.number(opacity))") }

  public static func == (lhs: Color, rhs: Color) -> Bool {
    lhs.name == rhs.name && (lhs.platformColor == rhs.platformColor || lhs.platformColor?.isEqual(rhs.platformColor) == true)
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(platformColor?.hash)
  }
  /// A gradient made from the color (`Color.blue.gradient`).
  public var gradient: AnyGradient { AnyGradient(description: "\(description) gradient") }
  public func mix(with color: Color, by fraction: Double) -> Color {
    Color(description: "\(description)+\(color.description) \(ContainerExpansion.number(fraction))")
  }

  public static let red = Color(description: "red")
  public static let orange = Color(description: "orange")
  public static let yellow = Color(description: "yellow")
  public static let green = Color(description: "green")
  public static let mint = Color(description: "mint")
  public static let teal = Color(description: "teal")
  public static let cyan = Color(description: "cyan")
  public static let blue = Color(description: "blue")
  public static let indigo = Color(description: "indigo")
  public static let purple = Color(description: "purple")
  public static let pink = Color(description: "pink")
  public static let brown = Color(description: "brown")
  public static let white = Color(description: "white")
  public static let gray = Color(description: "gray")
  public static let black = Color(description: "black")
  public static let clear = Color(description: "clear")
  public static let primary = Color(description: "primary")
  public static let secondary = Color(description: "secondary")
  public static let accentColor = Color(description: "accentColor")
}

// `.fill(.red)`, `.foregroundStyle(.blue)`: the standard colors as shape styles.
extension ShapeStyle where Self == Color {
  public static var red: Color { Color(description: "red") }
  public static var orange: Color { Color(description: "orange") }
  public static var yellow: Color { Color(description: "yellow") }
  public static var green: Color { Color(description: "green") }
  public static var mint: Color { Color(description: "mint") }
  public static var teal: Color { Color(description: "teal") }
  public static var cyan: Color { Color(description: "cyan") }
  public static var blue: Color { Color(description: "blue") }
  public static var indigo: Color { Color(description: "indigo") }
  public static var purple: Color { Color(description: "purple") }
  public static var pink: Color { Color(description: "pink") }
  public static var brown: Color { Color(description: "brown") }
  public static var white: Color { Color(description: "white") }
  public static var gray: Color { Color(description: "gray") }
  public static var black: Color { Color(description: "black") }
  public static var clear: Color { Color(description: "clear") }
}

extension Color: View, PrimitiveView {
  public typealias Body = Never
  @MainActor func expand(into builder: inout ChildBuilder) { builder.element = Element(kind: "Color", label: description) }
}
