/// A string literal that may be localized; here, the text itself.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
  let text: String

  public init(_ value: String) { text = value }
  public init(stringLiteral value: String) { text = value }
  public init(stringInterpolation: DefaultStringInterpolation) { text = stringInterpolation.description }
}

/// Text: an element labelled with its content.
public struct Text: View, PrimitiveView, Equatable {
  public typealias Body = Never
  let content: String

  public init(_ key: LocalizedStringKey) { content = key.text }
  public init<Content: StringProtocol>(_ content: Content) { self.content = String(content) }
  public init(verbatim content: String) { self.content = content }

  func expand(into builder: inout ChildBuilder) {
    builder.element = Element(kind: "Text", label: content)
  }
}

/// An image, by its system name: rendered as its name.
public struct Image: View, PrimitiveView, Equatable {
  public typealias Body = Never
  let name: String

  public init(systemName: String) { name = systemName }
  public init(_ name: String) { self.name = name }

  /// Styling only: the image is rendered by name either way.
  public func resizable() -> Image { self }
  public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }

  public enum TemplateRenderingMode: Sendable { case template, original }

  func expand(into builder: inout ChildBuilder) {
    builder.element = Element(kind: "Image", label: name)
  }
}

/// Flexible space in a stack.
public struct Spacer: View, PrimitiveView, Equatable {
  public typealias Body = Never
  public init(minLength: Double? = nil) {}
  func expand(into builder: inout ChildBuilder) { builder.element = Element(kind: "Spacer") }
}

/// A separating line.
public struct Divider: View, PrimitiveView, Equatable {
  public typealias Body = Never
  public init() {}
  func expand(into builder: inout ChildBuilder) { builder.element = Element(kind: "Divider") }
}

/// A progress indicator, with a fraction when it has a value.
public struct ProgressView<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let title: String?
  let fraction: Double?
  let label: Label?

  func expand(into builder: inout ChildBuilder) {
    var element = Element(kind: "ProgressView", label: title)
    if let fraction { element.value = "\(Int((fraction * 100).rounded()))%" }
    builder.element = element
    if let label { builder.add(label, key: .position(0)) }
  }
}

extension ProgressView where Label == EmptyView {
  public init() { self.init(title: nil, fraction: nil, label: nil) }

  public init<Value: BinaryFloatingPoint>(value: Value?, total: Value = 1) {
    self.init(title: nil, fraction: value.map { Double($0) / Double(total) }, label: nil)
  }

  public init(_ title: LocalizedStringKey) { self.init(title: title.text, fraction: nil, label: nil) }

  public init<Value: BinaryFloatingPoint>(_ title: LocalizedStringKey, value: Value?, total: Value = 1) {
    self.init(title: title.text, fraction: value.map { Double($0) / Double(total) }, label: nil)
  }
}

extension ProgressView {
  public init(@ViewBuilder label: () -> Label) { self.init(title: nil, fraction: nil, label: label()) }
}
