import Foundation

// How views look: recorded as attributes the rendered tree shows; no effect on updates. One declaration each.

extension View {
  public func font(_ font: Font?) -> ModifiedContent<Self, AttributeModifier> { attribute("font", font?.description ?? "default") }
  public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, AttributeModifier> { attribute("fontWeight", weight?.description ?? "default") }
  public func fontDesign(_ design: Font.Design?) -> ModifiedContent<Self, AttributeModifier> { attribute("fontDesign", design?.description ?? "default") }
  public func fontWidth(_ width: Font.Width?) -> ModifiedContent<Self, AttributeModifier> { attribute("fontWidth", width?.description ?? "default") }
  public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, AttributeModifier> { attribute("bold", "\(isActive)") }
  public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, AttributeModifier> { attribute("italic", "\(isActive)") }
  public func monospaced(_ isActive: Bool = true) -> ModifiedContent<Self, AttributeModifier> { attribute("monospaced", "\(isActive)") }
  public func monospacedDigit() -> ModifiedContent<Self, AttributeModifier> { attribute("monospacedDigit", "true") }
  public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> ModifiedContent<Self, AttributeModifier> {
    attribute("underline", "\(isActive)")
  }
  public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> ModifiedContent<Self, AttributeModifier> {
    attribute("strikethrough", "\(isActive)")
  }
  public func kerning(_ kerning: CGFloat) -> ModifiedContent<Self, AttributeModifier> { attribute("kerning", shown(kerning)) }
  public func tracking(_ tracking: CGFloat) -> ModifiedContent<Self, AttributeModifier> { attribute("tracking", shown(tracking)) }
  public func baselineOffset(_ offset: CGFloat) -> ModifiedContent<Self, AttributeModifier> { attribute("baselineOffset", shown(offset)) }
  public func lineLimit(_ number: Int?) -> ModifiedContent<Self, AttributeModifier> { attribute("lineLimit", number.map(String.init) ?? "none") }
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedContent<Self, AttributeModifier> { attribute("lineLimit", "\(limit)") }
  public func lineLimit(_ limit: ClosedRange<Int>) -> ModifiedContent<Self, AttributeModifier> { attribute("lineLimit", "\(limit.lowerBound)…\(limit.upperBound)") }
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> ModifiedContent<Self, AttributeModifier> { attribute("lineLimit", "\(limit.lowerBound)…") }
  public func lineLimit(_ limit: PartialRangeThrough<Int>) -> ModifiedContent<Self, AttributeModifier> { attribute("lineLimit", "…\(limit.upperBound)") }
  public func lineSpacing(_ spacing: CGFloat) -> ModifiedContent<Self, AttributeModifier> { attribute("lineSpacing", shown(spacing)) }
  public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, AttributeModifier> { attribute("multilineTextAlignment", "\(alignment)") }
  public func truncationMode(_ mode: Text.TruncationMode) -> ModifiedContent<Self, AttributeModifier> { attribute("truncationMode", "\(mode)") }
  public func minimumScaleFactor(_ factor: CGFloat) -> ModifiedContent<Self, AttributeModifier> { attribute("minimumScaleFactor", shown(factor)) }
  public func allowsTightening(_ flag: Bool) -> ModifiedContent<Self, AttributeModifier> { attribute("allowsTightening", "\(flag)") }
  public func textCase(_ textCase: Text.Case?) -> ModifiedContent<Self, AttributeModifier> { attribute("textCase", textCase.map { "\($0)" } ?? "none") }
  public func textScale(_ scale: TextScale, isEnabled: Bool = true) -> ModifiedContent<Self, AttributeModifier> { attribute("textScale", "\(scale)") }
  public func textSelection(_ selectability: some TextSelectability) -> ModifiedContent<Self, AttributeModifier> {
    attribute("textSelection", selectability is EnabledTextSelectability ? "enabled" : "disabled")
  }
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> ModifiedContent<Self, AttributeModifier> { attribute("dynamicTypeSize", "\(size)") }
  public func dynamicTypeSize(_ range: ClosedRange<DynamicTypeSize>) -> ModifiedContent<Self, AttributeModifier> { attribute("dynamicTypeSize", "\(range)") }
  public func dynamicTypeSize(_ range: PartialRangeThrough<DynamicTypeSize>) -> ModifiedContent<Self, AttributeModifier> {
    attribute("dynamicTypeSize", "…\(range.upperBound)")
  }
  public func dynamicTypeSize(_ range: PartialRangeFrom<DynamicTypeSize>) -> ModifiedContent<Self, AttributeModifier> {
    attribute("dynamicTypeSize", "\(range.lowerBound)…")
  }

  public func foregroundStyle<Style: ShapeStyle>(_ style: Style) -> ModifiedContent<Self, AttributeModifier> {
    attribute("foreground", ShapeStyleName.of(style))
  }
  public func foregroundStyle<Primary: ShapeStyle, Secondary: ShapeStyle>(_ primary: Primary, _ secondary: Secondary) -> ModifiedContent<Self, AttributeModifier> {
    attribute("foreground", "\(ShapeStyleName.of(primary)), \(ShapeStyleName.of(secondary))")
  }
  public func foregroundStyle<Primary: ShapeStyle, Secondary: ShapeStyle, Tertiary: ShapeStyle>(
    _ primary: Primary, _ secondary: Secondary, _ tertiary: Tertiary
  ) -> ModifiedContent<Self, AttributeModifier> {
    attribute("foreground", "\(ShapeStyleName.of(primary)), \(ShapeStyleName.of(secondary)), \(ShapeStyleName.of(tertiary))")
  }
  public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, AttributeModifier> { attribute("foreground", color?.description ?? "default") }
  public func tint(_ color: Color?) -> ModifiedContent<Self, AttributeModifier> { attribute("tint", color?.description ?? "default") }
  public func tint<Style: ShapeStyle>(_ tint: Style?) -> ModifiedContent<Self, AttributeModifier> { attribute("tint", tint.map(ShapeStyleName.of) ?? "default") }
  public func accentColor(_ color: Color?) -> ModifiedContent<Self, AttributeModifier> { attribute("accentColor", color?.description ?? "default") }
  public func backgroundStyle<Style: ShapeStyle>(_ style: Style) -> ModifiedContent<Self, AttributeModifier> { attribute("backgroundStyle", ShapeStyleName.of(style)) }
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> ModifiedContent<Self, AttributeModifier> {
    attribute("preferredColorScheme", colorScheme.map { "\($0)" } ?? "none")
  }

  public func opacity(_ opacity: Double) -> ModifiedContent<Self, AttributeModifier> { attribute("opacity", ContainerExpansion.number(opacity)) }
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedContent<Self, AttributeModifier> { attribute("cornerRadius", shown(radius)) }
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedContent<Self, AttributeModifier> { attribute("clipShape", ShapeName.of(shape)) }
  public func clipped(antialiased: Bool = false) -> ModifiedContent<Self, AttributeModifier> { attribute("clipped", "true") }
  public func border<Style: ShapeStyle>(_ content: Style, width: CGFloat = 1) -> ModifiedContent<Self, AttributeModifier> {
    attribute("border", "\(ShapeStyleName.of(content)) \(shown(width))")
  }
  public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, AttributeModifier> {
    attribute("shadow", shown(radius))
  }
  public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedContent<Self, AttributeModifier> { attribute("blur", shown(radius)) }
  public func brightness(_ amount: Double) -> ModifiedContent<Self, AttributeModifier> { attribute("brightness", ContainerExpansion.number(amount)) }
  public func contrast(_ amount: Double) -> ModifiedContent<Self, AttributeModifier> { attribute("contrast", ContainerExpansion.number(amount)) }
  public func saturation(_ amount: Double) -> ModifiedContent<Self, AttributeModifier> { attribute("saturation", ContainerExpansion.number(amount)) }
  public func grayscale(_ amount: Double) -> ModifiedContent<Self, AttributeModifier> { attribute("grayscale", ContainerExpansion.number(amount)) }
  public func hueRotation(_ angle: Angle) -> ModifiedContent<Self, AttributeModifier> { attribute("hueRotation", angle.description) }
  public func colorMultiply(_ color: Color) -> ModifiedContent<Self, AttributeModifier> { attribute("colorMultiply", color.description) }
  public func colorInvert() -> ModifiedContent<Self, AttributeModifier> { attribute("colorInvert", "true") }
  public func blendMode(_ blendMode: BlendMode) -> ModifiedContent<Self, AttributeModifier> { attribute("blendMode", "\(blendMode)") }
  public func compositingGroup() -> ModifiedContent<Self, AttributeModifier> { attribute("compositingGroup", "true") }
  public func drawingGroup(opaque: Bool = false) -> ModifiedContent<Self, AttributeModifier> { attribute("drawingGroup", "true") }
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> ModifiedContent<Self, AttributeModifier> { attribute("scaleEffect", shown(scale)) }
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedContent<Self, AttributeModifier> {
    attribute("scaleEffect", "\(shown(scale.width))×\(shown(scale.height))")
  }
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedContent<Self, AttributeModifier> {
    attribute("scaleEffect", "\(shown(x))×\(shown(y))")
  }
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedContent<Self, AttributeModifier> { attribute("rotationEffect", angle.description) }
  public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
                               perspective: CGFloat = 1) -> ModifiedContent<Self, AttributeModifier> {
    attribute("rotation3DEffect", angle.description)
  }
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> ModifiedContent<Self, AttributeModifier> { attribute("symbolRenderingMode", mode?.description ?? "default") }
  public func symbolVariant(_ variant: SymbolVariants) -> ModifiedContent<Self, AttributeModifier> { attribute("symbolVariant", variant.description) }
  public func symbolEffect(_ effect: SymbolEffectKind, options: SymbolEffectOptions = .default, isActive: Bool = true) -> ModifiedContent<Self, AttributeModifier> {
    attribute("symbolEffect", effect.description)
  }
  public func symbolEffect<Value: Equatable>(_ effect: SymbolEffectKind, options: SymbolEffectOptions = .default, value: Value) -> ModifiedContent<Self, AttributeModifier> {
    attribute("symbolEffect", effect.description)
  }
  public func imageScale(_ scale: Image.Scale) -> ModifiedContent<Self, AttributeModifier> { attribute("imageScale", "\(scale)") }
  public func redacted(reason: RedactionReasons) -> ModifiedContent<Self, AttributeModifier> { attribute("redacted", reason.isEmpty ? "none" : "\(reason.rawValue)") }
  public func unredacted() -> ModifiedContent<Self, AttributeModifier> { attribute("unredacted", "true") }
  public func privacySensitive(_ sensitive: Bool = true) -> ModifiedContent<Self, AttributeModifier> { attribute("privacySensitive", "\(sensitive)") }
  public func glassEffect(_ glass: Glass = .regular) -> ModifiedContent<Self, AttributeModifier> { attribute("glassEffect", glass.description) }
  public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S) -> ModifiedContent<Self, AttributeModifier> { attribute("glassEffect", glass.description) }
  public func hidden() -> ModifiedContent<Self, AttributeModifier> { attribute("hidden", "true") }
  public func animation<Value: Equatable>(_ animation: Animation?, value: Value) -> ModifiedContent<Self, AttributeModifier> {
    attribute("animation", animation?.description ?? "none")
  }
  @available(*, deprecated, message: "Use animation(_:value:) instead.")
  public func animation(_ animation: Animation?) -> ModifiedContent<Self, AttributeModifier> { attribute("animation", animation?.description ?? "none") }
  public func transition(_ transition: AnyTransition) -> ModifiedContent<Self, AttributeModifier> { attribute("transition", transition.description) }
  public func contentTransition(_ transition: ContentTransition) -> ModifiedContent<Self, AttributeModifier> { attribute("contentTransition", transition.description) }
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> ModifiedContent<Self, AttributeModifier> { attribute("transaction", "custom") }
  public func transaction<Value: Equatable>(value: Value, _ transform: @escaping (inout Transaction) -> Void) -> ModifiedContent<Self, AttributeModifier> {
    attribute("transaction", "custom")
  }
}

/// Options of a symbol effect.
public struct SymbolEffectOptions: Sendable, Hashable {
  let name: String
  public static let `default` = SymbolEffectOptions(name: "default")
  public static let repeating = SymbolEffectOptions(name: "repeating")
  public static let nonRepeating = SymbolEffectOptions(name: "nonRepeating")
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(name: "repeat(\(count))") }
  public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}
