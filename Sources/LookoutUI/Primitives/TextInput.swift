import Foundation

/// A text field bound to a string (or to a value through a format): type into it with
/// ``ViewHost/type(_:into:)`` and submit it with ``ViewHost/submit(_:)``.
public struct TextField<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let text: Binding<String>
  let label: Label
  var kind = "TextField"
  var masked = false

  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.text = text
    self.label = label()
  }

  init(text: Binding<String>, label: Label, kind: String, masked: Bool) {
    self.text = text
    self.label = label
    self.kind = kind
    self.masked = masked
  }

  /// A field editing a value through a format: what is typed is parsed, and kept only when it parses.
  @MainActor public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label)
  where F.FormatOutput == String {
    self.init(text: ValueText.binding(value, format: format), prompt: prompt, label: label)
  }

  @MainActor func expand(into builder: inout ChildBuilder) {
    let resolved = ControlLabel.resolve(label)
    var element = Element(kind: kind, label: resolved.title, value: masked ? "••••" : "\"\(text.wrappedValue)\"")
    element.details = resolved.details + ControlState.details(builder.environment)
    let text = text
    element.setText = { text.wrappedValue = $0 }
    element.submit = builder.environment.submitAction
    builder.element = element
    if resolved.mounted { builder.add(label, key: .position(0)) }
  }
}

extension TextField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { self.init(text: text) { Text(titleKey) } }
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) { self.init(text: text, prompt: prompt) { Text(titleKey) } }
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) { self.init(text: text) { Text(titleKey) } }
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) { self.init(text: text, prompt: prompt) { Text(titleKey) } }
  @available(*, deprecated, message: "Use onSubmit and the focused modifier instead")
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void = {}) {
    self.init(text: text) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) { self.init(text: text) { Text(title) } }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) { self.init(text: text, prompt: prompt) { Text(title) } }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) { self.init(text: text) { Text(title) } }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) { self.init(text: text, prompt: prompt) { Text(title) } }

  @MainActor public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
  where F.FormatOutput == String {
    self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
  }
  @_disfavoredOverload
  @MainActor public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
  where F.FormatOutput == String {
    self.init(value: value, format: format, prompt: prompt) { Text(title) }
  }
  @MainActor public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
    self.init(text: ValueText.binding(value, formatter: formatter)) { Text(titleKey) }
  }
  @_disfavoredOverload
  @MainActor public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
    self.init(text: ValueText.binding(value, formatter: formatter)) { Text(title) }
  }
}

/// The bindings behind value fields: the value shown as text; typed text parsed back.
@MainActor
enum ValueText {
  static func binding<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, format: F) -> Binding<String> where F.FormatOutput == String {
    Binding(get: { format.format(value.wrappedValue) }, set: { text in
      if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
    })
  }

  static func binding<V>(_ value: Binding<V>, formatter: Formatter) -> Binding<String> {
    Binding(get: { formatter.string(for: value.wrappedValue) ?? "" }, set: { text in
      if let parsed = parse(text, with: formatter, as: V.self) { value.wrappedValue = parsed }
    })
  }

  /// Numbers and dates, the values formatters edit in practice.
  private static func parse<V>(_ text: String, with formatter: Formatter, as type: V.Type) -> V? {
    if let numbers = formatter as? NumberFormatter, let number = numbers.number(from: text) {
      return (number.intValue as? V) ?? (number.doubleValue as? V) ?? (number.decimalValue as? V) ?? (Float(number.doubleValue) as? V)
    }
    if let dates = formatter as? DateFormatter, let date = dates.date(from: text) { return date as? V }
    return text as? V
  }
}

/// A field whose text is not shown.
public struct SecureField<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let field: TextField<Label>

  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    field = TextField(text: text, label: label(), kind: "SecureField", masked: true)
  }

  @MainActor func expand(into builder: inout ChildBuilder) { field.expand(into: &builder) }
}

extension SecureField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { self.init(text: text) { Text(titleKey) } }
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) { self.init(text: text, prompt: prompt) { Text(titleKey) } }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) { self.init(text: text) { Text(title) } }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) { self.init(text: text, prompt: prompt) { Text(title) } }
}

/// Multi-line text editing: type into it as ``ViewHost/type(_:into:)`` with the label `TextEditor`.
public struct TextEditor: View, PrimitiveView {
  public typealias Body = Never
  let text: Binding<String>

  public init(text: Binding<String>) { self.text = text }
  public init(text: Binding<AttributedString>) {
    self.text = Binding(get: { String(text.wrappedValue.characters) }, set: { text.wrappedValue = AttributedString($0) })
  }

  @MainActor func expand(into builder: inout ChildBuilder) {
    var element = Element(kind: "TextEditor", label: "TextEditor", value: "\"\(text.wrappedValue)\"")
    element.details = ControlState.details(builder.environment)
    let text = text
    element.setText = { text.wrappedValue = $0 }
    builder.element = element
  }
}
