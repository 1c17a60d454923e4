/// A font: shown by name.
public struct Font: Sendable, Equatable, CustomStringConvertible {
  public let description: String
  public static let largeTitle = Font(description: "largeTitle")
  public static let title = Font(description: "title")
  public static let title2 = Font(description: "title2")
  public static let title3 = Font(description: "title3")
  public static let headline = Font(description: "headline")
  public static let subheadline = Font(description: "subheadline")
  public static let body = Font(description: "body")
  public static let callout = Font(description: "callout")
  public static let caption = Font(description: "caption")
  public static let footnote = Font(description: "footnote")
  public static let caption2 = Font(description: "caption2")
  public static func system(size: Double) -> Font { Font(description: "system(\(ContainerExpansion.number(size)))") }
  public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(description: "system(\([ContainerExpansion.number(size), weight?.description, design?.description].compactMap { $0 }.joined(separator: ", ")))")
  }
  public static func system(_ style: Font, design: Design? = nil, weight: Weight? = nil) -> Font {
    Font(description: [style.description, design?.description, weight?.description].compactMap { $0 }.joined(separator: " "))
  }
  public func weight(_ weight: Weight) -> Font { Font(description: "\(description) \(weight)") }
  public func bold() -> Font { weight(.bold) }
  public func italic() -> Font { Font(description: "\(description) italic") }
  public func monospaced() -> Font { Font(description: "\(description) monospaced") }

  /// A font weight: shown by name.
  public struct Weight: Sendable, Equatable, CustomStringConvertible {
    public let description: String
    public static let ultraLight = Weight(description: "ultraLight")
    public static let thin = Weight(description: "thin")
    public static let light = Weight(description: "light")
    public static let regular = Weight(description: "regular")
    public static let medium = Weight(description: "medium")
    public static let semibold = Weight(description: "semibold")
    public static let bold = Weight(description: "bold")
    public static let heavy = Weight(description: "heavy")
    public static let black = Weight(description: "black")
  }

  /// A font design: shown by name.
  public struct Design: Sendable, Equatable, CustomStringConvertible {
    public let description: String
    public static let `default` = Design(description: "default")
    public static let rounded = Design(description: "rounded")
    public static let monospaced = Design(description: "monospaced")
    public static let serif = Design(description: "serif")
  }
}

/// A color: shown by name.
public struct Color: View, PrimitiveView, Sendable, Equatable, CustomStringConvertible {
  public typealias Body = Never
  public let description: String
  public static let red = Color(description: "red")
  public static let green = Color(description: "green")
  public static let blue = Color(description: "blue")
  public static let gray = Color(description: "gray")
  public static let primary = Color(description: "primary")
  public static let secondary = Color(description: "secondary")
  public static let accentColor = Color(description: "accentColor")
  public static let black = Color(description: "black")
  public static let white = Color(description: "white")
  public static let orange = Color(description: "orange")
  public static let yellow = Color(description: "yellow")
  public static let pink = Color(description: "pink")
  public static let purple = Color(description: "purple")
  public static let indigo = Color(description: "indigo")
  public static let teal = Color(description: "teal")
  public static let cyan = Color(description: "cyan")
  public static let mint = Color(description: "mint")
  public static let brown = Color(description: "brown")
  public static let clear = Color(description: "clear")

  init(description: String) { self.description = description }
  /// A named color from the asset catalogue.
  public init(_ name: String) { description = name }
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    description = "rgb(\([red, green, blue, opacity].map(ContainerExpansion.number).joined(separator: ", ")))"
  }
  public init(white: Double, opacity: Double = 1) {
    description = "white(\(ContainerExpansion.number(white)), \(ContainerExpansion.number(opacity)))"
  }
  public func opacity(_ opacity: Double) -> Color { Color(description: "\(description) \(ContainerExpansion.number(opacity))") }

  func expand(into builder: inout ChildBuilder) { builder.element = Element(kind: "Color", label: description) }
}

/// Edges for padding.
public enum Edge: Sendable {
  case top, leading, bottom, trailing

  public struct Set: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let leading = Set(rawValue: 1)
    public static let trailing = Set(rawValue: 2)
    public static let top = Set(rawValue: 4)
    public static let bottom = Set(rawValue: 8)
    public static let all = Set(rawValue: 15)
    public static let horizontal = Set(rawValue: 3)
    public static let vertical = Set(rawValue: 12)
  }
}

/// A text field style: shown by name.
public struct TextFieldStyle: Sendable, Equatable, CustomStringConvertible {
  public let description: String
  public static let roundedBorder = TextFieldStyle(description: "roundedBorder")
  public static let plain = TextFieldStyle(description: "plain")
  public static let automatic = TextFieldStyle(description: "automatic")
}

/// A button style: shown by name.
public struct ButtonStyle: Sendable, Equatable, CustomStringConvertible {
  public let description: String
  public static let borderedProminent = ButtonStyle(description: "borderedProminent")
  public static let bordered = ButtonStyle(description: "bordered")
  public static let plain = ButtonStyle(description: "plain")
}

extension View {
  public func font(_ font: Font?) -> ModifiedContent<Self, AttributeModifier> {
    attribute("font", font?.description ?? "default")
  }

  public func padding(_ length: Double? = nil) -> ModifiedContent<Self, AttributeModifier> {
    attribute("padding", length.map { ContainerExpansion.number($0) } ?? "default")
  }

  public func padding(_ edges: Edge.Set, _ length: Double? = nil) -> ModifiedContent<Self, AttributeModifier> {
    attribute("padding", length.map { ContainerExpansion.number($0) } ?? "default")
  }

  public func foregroundStyle(_ color: Color) -> ModifiedContent<Self, AttributeModifier> {
    attribute("foreground", color.description)
  }

  public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, AttributeModifier> {
    attribute("foreground", color?.description ?? "default")
  }

  public func textFieldStyle(_ style: TextFieldStyle) -> ModifiedContent<Self, AttributeModifier> {
    attribute("textFieldStyle", style.description)
  }

  public func buttonStyle(_ style: ButtonStyle) -> ModifiedContent<Self, AttributeModifier> {
    attribute("buttonStyle", style.description)
  }

  public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, AttributeModifier> {
    attribute("bold", "\(isActive)")
  }

  public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center)
    -> ModifiedContent<Self, AttributeModifier>
  {
    let size = [width.map { "w \(ContainerExpansion.number($0))" }, height.map { "h \(ContainerExpansion.number($0))" }]
    return attribute("frame", size.compactMap { $0 }.joined(separator: " "))
  }

  public func navigationTitle(_ title: LocalizedStringKey) -> ModifiedContent<Self, AttributeModifier> {
    attribute("navigationTitle", title.text)
  }
  @_disfavoredOverload
  public func navigationTitle<Title: StringProtocol>(_ title: Title) -> ModifiedContent<Self, AttributeModifier> {
    attribute("navigationTitle", String(title))
  }
  public func navigationTitle(_ title: Text) -> ModifiedContent<Self, AttributeModifier> {
    attribute("navigationTitle", title.content)
  }

  public func tint(_ color: Color) -> ModifiedContent<Self, AttributeModifier> {
    attribute("tint", color.description)
  }

  // Styling and layout: recorded as attributes the render shows; no effect on updates. One declaration each.

  public func opacity(_ value: Double) -> ModifiedContent<Self, AttributeModifier> { attribute("opacity", ContainerExpansion.number(value)) }
  public func background(_ color: Color) -> ModifiedContent<Self, AttributeModifier> { attribute("background", color.description) }
  public func background<Background: View>(@ViewBuilder _ content: () -> Background) -> ModifiedContent<Self, AttributeModifier> {
    attribute("background", ViewNode.name(of: Background.self))
  }
  public func cornerRadius(_ radius: Double) -> ModifiedContent<Self, AttributeModifier> { attribute("cornerRadius", ContainerExpansion.number(radius)) }
  public func lineLimit(_ number: Int?) -> ModifiedContent<Self, AttributeModifier> { attribute("lineLimit", number.map(String.init) ?? "none") }
  public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, AttributeModifier> { attribute("fontWeight", weight?.description ?? "default") }
  public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, AttributeModifier> { attribute("italic", "\(isActive)") }
  public func clipShape<S: Shape>(_ shape: S) -> ModifiedContent<Self, AttributeModifier> { attribute("clipShape", shape.shapeDescription) }
  public func shadow(radius: Double, x: Double = 0, y: Double = 0) -> ModifiedContent<Self, AttributeModifier> {
    attribute("shadow", ContainerExpansion.number(radius))
  }
  public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, AttributeModifier> {
    attribute("multilineTextAlignment", "\(alignment)")
  }
  public func padding(_ edges: Edge.Set, _ length: Int) -> ModifiedContent<Self, AttributeModifier> { padding(edges, Double(length)) }
  public func frame(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center
  ) -> ModifiedContent<Self, AttributeModifier> {
    func bound(_ name: String, _ value: Double?) -> String? {
      value.map { "\(name) \($0 == .infinity ? "∞" : ContainerExpansion.number($0))" }
    }
    let parts = [bound("minW", minWidth), bound("maxW", maxWidth), bound("minH", minHeight), bound("maxH", maxHeight)]
      + (alignment == .center ? [] : [alignment.description])
    return attribute("frame", parts.compactMap { $0 }.joined(separator: " "))
  }
}

/// How lines of text align.
public enum TextAlignment: Sendable { case leading, center, trailing }
