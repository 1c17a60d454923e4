import Foundation

/// The role of a button.
public enum ButtonRole: Sendable { case cancel, destructive }

/// A button: tap it with ``ViewHost/tap(_:)``.
public struct Button<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let title: String?
  let action: @MainActor () -> Void
  let label: Label

  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
    title = (self.label as? Text)?.content
  }

  public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.init(action: action, label: label)
  }

  func expand(into builder: inout ChildBuilder) {
    var element = Element(kind: "Button", label: title)
    element.details = ControlState.details(builder.environment)
    element.tap = action
    builder.element = element
    if title == nil { builder.add(label, key: .position(0)) }
  }
}

extension Button where Label == Text {
  public init(_ title: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }

  public init(_ title: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }

  public init<Title: StringProtocol>(_ title: Title, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }
}

/// Whether controls are enabled here, as element details.
enum ControlState {
  static func details(_ environment: EnvironmentValues) -> [ElementAttribute] {
    environment.isEnabled ? [] : [ElementAttribute("disabled", "true")]
  }
}

/// A text field bound to a string: type into it with ``ViewHost/type(_:into:)``.
public struct TextField: View, PrimitiveView {
  public typealias Body = Never
  let title: String
  let text: Binding<String>
  let kind: String

  public init(_ title: LocalizedStringKey, text: Binding<String>) {
    self.title = title.text
    self.text = text
    kind = "TextField"
  }

  public init(_ title: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(title, text: text)
  }

  public init(_ title: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(title, text: text)
  }

  /// A field titled by a string value (`TextField(placeholder, text: $name)`).
  public init<Title: StringProtocol>(_ title: Title, text: Binding<String>) {
    self.init(LocalizedStringKey(String(title)), text: text)
  }

  public init<Title: StringProtocol>(_ title: Title, text: Binding<String>, prompt: Text?) {
    self.init(LocalizedStringKey(String(title)), text: text)
  }

  fileprivate init(secure title: String, text: Binding<String>) {
    self.title = title
    self.text = text
    kind = "SecureField"
  }

  func expand(into builder: inout ChildBuilder) {
    var element = Element(kind: kind, label: title, value: kind == "SecureField" ? "••••" : "\"\(text.wrappedValue)\"")
    element.details = ControlState.details(builder.environment)
    let text = text
    element.setText = { text.wrappedValue = $0 }
    builder.element = element
  }
}

/// A text axis (for multi-line fields).
public enum Axis: Sendable {
  case horizontal, vertical

  /// A set of axes (`ScrollView([.horizontal, .vertical])`).
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

/// A field whose text is not shown.
public struct SecureField: View, PrimitiveView {
  public typealias Body = Never
  let field: TextField

  public init(_ title: LocalizedStringKey, text: Binding<String>) {
    field = TextField(secure: title.text, text: text)
  }

  public init<Title: StringProtocol>(_ title: Title, text: Binding<String>) {
    field = TextField(secure: String(title), text: text)
  }

  func expand(into builder: inout ChildBuilder) { field.expand(into: &builder) }
}

/// A switch bound to a Boolean: flip it with ``ViewHost/toggle(_:to:)``.
public struct Toggle<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let title: String?
  let isOn: Binding<Bool>
  let label: Label

  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
    title = (self.label as? Text)?.content
  }

  func expand(into builder: inout ChildBuilder) {
    var element = Element(kind: "Toggle", label: title, value: isOn.wrappedValue ? "on" : "off")
    element.details = ControlState.details(builder.environment)
    let isOn = isOn
    element.setOn = { isOn.wrappedValue = $0 }
    builder.element = element
    if title == nil { builder.add(label, key: .position(0)) }
  }
}

extension Toggle where Label == Text {
  public init(_ title: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }

  public init<Title: StringProtocol>(_ title: Title, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

/// A choice among tagged options: pick one with ``ViewHost/pick(_:in:)``.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let title: String?
  let selection: Binding<SelectionValue>
  let content: Content

  func expand(into builder: inout ChildBuilder) {
    var element = Element(kind: "Picker", label: title, value: "\(selection.wrappedValue)")
    element.details = ControlState.details(builder.environment)
    let selection = selection
    element.pick = { tag in
      guard let value = tag.base as? SelectionValue else { return false }
      selection.wrappedValue = value
      return true
    }
    builder.element = element
    builder.add(content, key: .position(0))
  }
}

extension Picker where Label == Text {
  public init(_ title: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.title = title.text
    self.selection = selection
    self.content = content()
  }

  public init<Title: StringProtocol>(_ title: Title, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(LocalizedStringKey(String(title)), selection: selection, content: content)
  }
}

/// A value stepped up and down: step it with ``ViewHost/step(_:by:)``.
public struct Stepper<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let title: String?
  let value: String
  let step: @MainActor (Int) -> Void
  let label: Label

  public init<Value: Strideable>(
    value: Binding<Value>, in bounds: ClosedRange<Value>? = nil, step: Value.Stride = 1, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    title = (self.label as? Text)?.content
    self.value = "\(value.wrappedValue)"
    self.step = { count in
      var next = value.wrappedValue.advanced(by: step * Value.Stride(exactly: count)!)
      if let bounds { next = min(max(next, bounds.lowerBound), bounds.upperBound) }
      value.wrappedValue = next
    }
  }

  func expand(into builder: inout ChildBuilder) {
    var element = Element(kind: "Stepper", label: title, value: value)
    element.details = ControlState.details(builder.environment)
    element.step = step
    builder.element = element
    if title == nil { builder.add(label, key: .position(0)) }
  }
}

extension Stepper where Label == Text {
  public init<Value: Strideable>(
    _ title: LocalizedStringKey, value: Binding<Value>, in bounds: ClosedRange<Value>? = nil, step: Value.Stride = 1
  ) {
    self.init(value: value, in: bounds, step: step) { Text(title) }
  }
}

/// Which parts of a date a `DatePicker` edits.
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let date = DatePickerComponents(rawValue: 1)
  public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// A date picker bound to a `Date`; its value shows as an ISO 8601 date.
public struct DatePicker<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let title: String?
  let selection: Binding<Date>
  let label: Label

  public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
              @ViewBuilder label: () -> Label) {
    self.selection = selection
    self.label = label()
    title = (self.label as? Text)?.content
  }

  func expand(into builder: inout ChildBuilder) {
    let formatter = ISO8601DateFormatter()
    var element = Element(kind: "DatePicker", label: title, value: formatter.string(from: selection.wrappedValue))
    element.details = ControlState.details(builder.environment)
    let selection = selection
    element.setDate = { selection.wrappedValue = Date(timeIntervalSince1970: $0) }
    builder.element = element
    if title == nil { builder.add(label, key: .position(0)) }
  }
}

extension DatePicker where Label == Text {
  public init(_ title: LocalizedStringKey, selection: Binding<Date>,
              displayedComponents: DatePickerComponents = [.date, .hourAndMinute]) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }
}
