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
  public static func system(size: Double) -> Font { Font(description: "system(\(size))") }
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
  func expand(into builder: inout ChildBuilder) { builder.element = Element(kind: "Color", label: description) }
}

/// Edges for padding.
public struct Edge: Sendable {
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
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

  public func tint(_ color: Color) -> ModifiedContent<Self, AttributeModifier> {
    attribute("tint", color.description)
  }
}
