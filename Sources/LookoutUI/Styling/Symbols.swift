// SF Symbols: how a symbol image renders, its variants and its effects. Each is shown by name in the rendered tree.

/// How a symbol image renders its layers.
nonisolated public struct SymbolRenderingMode: Sendable, Hashable, CustomStringConvertible {
  public let description: String
  public static let monochrome = SymbolRenderingMode(description: "monochrome")
  public static let multicolor = SymbolRenderingMode(description: "multicolor")
  public static let hierarchical = SymbolRenderingMode(description: "hierarchical")
  public static let palette = SymbolRenderingMode(description: "palette")
}

/// A symbol's variant (`.fill`, `.circle`, `.slash`), combinable.
nonisolated public struct SymbolVariants: Sendable, Hashable, CustomStringConvertible {
  public let description: String
  public static let none = SymbolVariants(description: "none")
  public static let fill = SymbolVariants(description: "fill")
  public static let circle = SymbolVariants(description: "circle")
  public static let square = SymbolVariants(description: "square")
  public static let rectangle = SymbolVariants(description: "rectangle")
  public static let slash = SymbolVariants(description: "slash")
  public var fill: SymbolVariants { SymbolVariants(description: description + ".fill") }
  public var circle: SymbolVariants { SymbolVariants(description: description + ".circle") }
  public var square: SymbolVariants { SymbolVariants(description: description + ".square") }
  public var slash: SymbolVariants { SymbolVariants(description: description + ".slash") }
}

/// A symbol effect (`.symbolEffect(.bounce, value: count)`).
nonisolated public struct SymbolEffectKind: Sendable, Hashable, CustomStringConvertible {
  public let description: String
  public static let bounce = SymbolEffectKind(description: "bounce")
  public static let pulse = SymbolEffectKind(description: "pulse")
  public static let variableColor = SymbolEffectKind(description: "variableColor")
  public static let scale = SymbolEffectKind(description: "scale")
  public static let appear = SymbolEffectKind(description: "appear")
  public static let disappear = SymbolEffectKind(description: "disappear")
  public static let replace = SymbolEffectKind(description: "replace")
  public static let wiggle = SymbolEffectKind(description: "wiggle")
  public static let rotate = SymbolEffectKind(description: "rotate")
  public static let breathe = SymbolEffectKind(description: "breathe")
  public var up: SymbolEffectKind { self }
  public var down: SymbolEffectKind { self }
  public var byLayer: SymbolEffectKind { self }
  public var wholeSymbol: SymbolEffectKind { self }
}
