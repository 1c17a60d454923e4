import Foundation

// How views look: recorded as attributes the rendered tree shows; no effect on updates. One declaration each.

nonisolated extension View {
  public func font(_ font: Font?) -> some View { attribute("font", font?.description ?? "default") }
  public func fontWeight(_ weight: Font.Weight?) -> some View { attribute("fontWeight", weight?.description ?? "default") }
  public func fontDesign(_ design: Font.Design?) -> some View { attribute("fontDesign", design?.description ?? "default") }
  public func fontWidth(_ width: Font.Width?) -> some View { attribute("fontWidth", width?.description ?? "default") }
  public func bold(_ isActive: Bool = true) -> some View { attribute("bold", "\(isActive)") }
  public func italic(_ isActive: Bool = true) -> some View { attribute("italic", "\(isActive)") }
  public func monospaced(_ isActive: Bool = true) -> some View { attribute("monospaced", "\(isActive)") }
  public func monospacedDigit() -> some View { attribute("monospacedDigit", "true") }
  public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
    attribute("underline", "\(isActive)")
  }
  public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
    attribute("strikethrough", "\(isActive)")
  }
  public func kerning(_ kerning: CGFloat) -> some View { attribute("kerning", shown(kerning)) }
  public func tracking(_ tracking: CGFloat) -> some View { attribute("tracking", shown(tracking)) }
  public func baselineOffset(_ offset: CGFloat) -> some View { attribute("baselineOffset", shown(offset)) }
  public func lineLimit(_ number: Int?) -> some View { attribute("lineLimit", number.map(String.init) ?? "none") }
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { attribute("lineLimit", "\(limit)") }
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View { attribute("lineLimit", "\(limit.lowerBound)…\(limit.upperBound)") }
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { attribute("lineLimit", "\(limit.lowerBound)…") }
  public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { attribute("lineLimit", "…\(limit.upperBound)") }
  public func lineSpacing(_ spacing: CGFloat) -> some View { attribute("lineSpacing", shown(spacing)) }
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { attribute("multilineTextAlignment", "\(alignment)") }
  public func truncationMode(_ mode: Text.TruncationMode) -> some View { attribute("truncationMode", "\(mode)") }
  public func minimumScaleFactor(_ factor: CGFloat) -> some View { attribute("minimumScaleFactor", shown(factor)) }
  public func allowsTightening(_ flag: Bool) -> some View { attribute("allowsTightening", "\(flag)") }
  public func textCase(_ textCase: Text.Case?) -> some View { attribute("textCase", textCase.map { "\($0)" } ?? "none") }
  public func textScale(_ scale: TextScale, isEnabled: Bool = true) -> some View { attribute("textScale", "\(scale)") }
  public func textSelection(_ selectability: some TextSelectability) -> some View {
    attribute("textSelection", selectability is EnabledTextSelectability ? "enabled" : "disabled")
  }
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { attribute("dynamicTypeSize", "\(size)") }
  public func dynamicTypeSize(_ range: ClosedRange<DynamicTypeSize>) -> some View { attribute("dynamicTypeSize", "\(range)") }
  public func dynamicTypeSize(_ range: PartialRangeThrough<DynamicTypeSize>) -> some View {
    attribute("dynamicTypeSize", "…\(range.upperBound)")
  }
  public func dynamicTypeSize(_ range: PartialRangeFrom<DynamicTypeSize>) -> some View {
    attribute("dynamicTypeSize", "\(range.lowerBound)…")
  }

  public func foregroundStyle<Style: ShapeStyle>(_ style: Style) -> some View {
    attribute("foreground", ShapeStyleName.of(style))
  }
  public func foregroundStyle<Primary: ShapeStyle, Secondary: ShapeStyle>(_ primary: Primary, _ secondary: Secondary) -> some View {
    attribute("foreground", "\(ShapeStyleName.of(primary)), \(ShapeStyleName.of(secondary))")
  }
  public func foregroundStyle<Primary: ShapeStyle, Secondary: ShapeStyle, Tertiary: ShapeStyle>(
    _ primary: Primary, _ secondary: Secondary, _ tertiary: Tertiary
  ) -> some View {
    attribute("foreground", "\(ShapeStyleName.of(primary)), \(ShapeStyleName.of(secondary)), \(ShapeStyleName.of(tertiary))")
  }
  public func foregroundColor(_ color: Color?) -> some View { attribute("foreground", color?.description ?? "default") }
  public func tint(_ color: Color?) -> some View { attribute("tint", color?.description ?? "default") }
  public func tint<Style: ShapeStyle>(_ tint: Style?) -> some View { attribute("tint", tint.map(ShapeStyleName.of) ?? "default") }
  public func accentColor(_ color: Color?) -> some View { attribute("accentColor", color?.description ?? "default") }
  public func backgroundStyle<Style: ShapeStyle>(_ style: Style) -> some View { attribute("backgroundStyle", ShapeStyleName.of(style)) }
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    attribute("preferredColorScheme", colorScheme.map { "\($0)" } ?? "none")
  }

  public func opacity(_ opacity: Double) -> some View { attribute("opacity", ContainerExpansion.number(opacity)) }
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { attribute("cornerRadius", shown(radius)) }
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { attribute("clipShape", ShapeName.of(shape)) }
  public func clipped(antialiased: Bool = false) -> some View { attribute("clipped", "true") }
  public func border<Style: ShapeStyle>(_ content: Style, width: CGFloat = 1) -> some View {
    attribute("border", "\(ShapeStyleName.of(content)) \(shown(width))")
  }
  public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
    attribute("shadow", shown(radius))
  }
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View { attribute("blur", shown(radius)) }
  public func brightness(_ amount: Double) -> some View { attribute("brightness", ContainerExpansion.number(amount)) }
  public func contrast(_ amount: Double) -> some View { attribute("contrast", ContainerExpansion.number(amount)) }
  public func saturation(_ amount: Double) -> some View { attribute("saturation", ContainerExpansion.number(amount)) }
  public func grayscale(_ amount: Double) -> some View { attribute("grayscale", ContainerExpansion.number(amount)) }
  public func hueRotation(_ angle: Angle) -> some View { attribute("hueRotation", angle.description) }
  public func colorMultiply(_ color: Color) -> some View { attribute("colorMultiply", color.description) }
  public func colorInvert() -> some View { attribute("colorInvert", "true") }
  public func blendMode(_ blendMode: BlendMode) -> some View { attribute("blendMode", "\(blendMode)") }
  public func compositingGroup() -> some View { attribute("compositingGroup", "true") }
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { attribute("drawingGroup", "true") }
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { attribute("scaleEffect", shown(scale)) }
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    attribute("scaleEffect", "\(shown(scale.width))×\(shown(scale.height))")
  }
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
    attribute("scaleEffect", "\(shown(x))×\(shown(y))")
  }
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { attribute("rotationEffect", angle.description) }
  public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
                               perspective: CGFloat = 1) -> some View {
    attribute("rotation3DEffect", angle.description)
  }
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { attribute("symbolRenderingMode", mode?.description ?? "default") }
  public func symbolVariant(_ variant: SymbolVariants) -> some View { attribute("symbolVariant", variant.description) }
  public func symbolEffect(_ effect: SymbolEffectKind, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View {
    attribute("symbolEffect", effect.description)
  }
  public func symbolEffect<Value: Equatable>(_ effect: SymbolEffectKind, options: SymbolEffectOptions = .default, value: Value) -> some View {
    attribute("symbolEffect", effect.description)
  }
  public func imageScale(_ scale: Image.Scale) -> some View { attribute("imageScale", "\(scale)") }
  public func redacted(reason: RedactionReasons) -> some View { attribute("redacted", reason.isEmpty ? "none" : "\(reason.rawValue)") }
  public func unredacted() -> some View { attribute("unredacted", "true") }
  public func privacySensitive(_ sensitive: Bool = true) -> some View { attribute("privacySensitive", "\(sensitive)") }
  public func glassEffect(_ glass: Glass = .regular) -> some View { attribute("glassEffect", glass.description) }
  public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S) -> some View { attribute("glassEffect", glass.description) }
  public func hidden() -> some View { attribute("hidden", "true") }
  public func animation<Value: Equatable>(_ animation: Animation?, value: Value) -> some View {
    attribute("animation", animation?.description ?? "none")
  }
  @available(*, deprecated, message: "Use animation(_:value:) instead.")
  public func animation(_ animation: Animation?) -> some View { attribute("animation", animation?.description ?? "none") }
  /// Animates the modifiers `body` applies to the view (`view.animation(.linear) { $0.opacity(shown ? 1 : 0) }`).
  public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
    body(PlaceholderContentView(content: self)).attribute("animation", animation?.description ?? "none")
  }
  public func transition(_ transition: AnyTransition) -> some View { attribute("transition", transition.description) }
  public func contentTransition(_ transition: ContentTransition) -> some View { attribute("contentTransition", transition.description) }
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { attribute("transaction", "custom") }
  public func transaction<Value: Equatable>(value: Value, _ transform: @escaping (inout Transaction) -> Void) -> some View {
    attribute("transaction", "custom")
  }
}

/// Options of a symbol effect.
nonisolated public struct SymbolEffectOptions: Sendable, Hashable {
  let name: String
  public static let `default` = SymbolEffectOptions(name: "default")
  public static let repeating = SymbolEffectOptions(name: "repeating")
  public static let nonRepeating = SymbolEffectOptions(name: "nonRepeating")
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(name: "repeat(\(count))") }
  public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

/// The view a scoped modifier (`.animation(_:body:)`) is applied to, standing for it in the body.
nonisolated public struct PlaceholderContentView<Value: View>: View, PrimitiveView, TransparentView {
  public typealias Body = Never
  let content: Value

  @MainActor func expand(into builder: inout ChildBuilder) { builder.add(content, key: .position(0)) }
}
