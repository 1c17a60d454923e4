import Foundation

/// The role of a button.
nonisolated public struct ButtonRole: Sendable, Hashable, CustomStringConvertible {
  public let description: String
  public static let cancel = ButtonRole(description: "cancel")
  public static let destructive = ButtonRole(description: "destructive")
  public static let close = ButtonRole(description: "close")
  public static let confirm = ButtonRole(description: "confirm")
}

/// Whether controls are enabled here, as element details.
enum ControlState {
  static func details(_ environment: EnvironmentValues) -> [ElementAttribute] {
    environment.isEnabled ? [] : [ElementAttribute("disabled", "true")]
  }
}

/// A button: tap it with ``ViewHost/tap(_:)`` (by its title, or the text of anything in its label).
public struct Button<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let role: ButtonRole?
  let action: @MainActor () -> Void
  let label: Label

  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.role = role
    self.action = action
    self.label = label()
  }

  @MainActor func expand(into builder: inout ChildBuilder) {
    let resolved = ControlLabel.resolve(label)
    var element = Element(kind: "Button", label: resolved.title)
    element.details = (role.map { [ElementAttribute("role", $0.description)] } ?? []) + resolved.details + ControlState.details(builder.environment)
    element.tap = action
    builder.element = element
    if resolved.mounted { builder.add(label, key: .position(0)) }
  }
}

extension Button where Label == Text {
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(titleKey) }
  }
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.init(role: role, action: action) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == LookoutUI.Label<Text, Image> {
  public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { LookoutUI.Label(titleKey, systemImage: systemImage) }
  }
  public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.init(role: role, action: action) { LookoutUI.Label(titleKey, systemImage: systemImage) }
  }
  public init(_ titleKey: LocalizedStringKey, image: String, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { LookoutUI.Label(titleKey, image: image) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { LookoutUI.Label(title, systemImage: systemImage) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.init(role: role, action: action) { LookoutUI.Label(title, systemImage: systemImage) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: String, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { LookoutUI.Label(title, image: image) }
  }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// A button from a primitive button style's configuration.
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(role: configuration.role, action: configuration.action) { configuration.label }
  }
}

/// A switch bound to a Boolean: flip it with ``ViewHost/toggle(_:to:)``.
public struct Toggle<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let isOn: Binding<Bool>
  let label: Label

  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  @MainActor func expand(into builder: inout ChildBuilder) {
    let resolved = ControlLabel.resolve(label)
    var element = Element(kind: "Toggle", label: resolved.title, value: isOn.wrappedValue ? "on" : "off")
    element.details = resolved.details + ControlState.details(builder.environment)
    let isOn = isOn
    element.setOn = { isOn.wrappedValue = $0 }
    builder.element = element
    if resolved.mounted { builder.add(label, key: .position(0)) }
  }
}

extension Toggle where Label == Text {
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
}

extension Toggle where Label == LookoutUI.Label<Text, Image> {
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { LookoutUI.Label(titleKey, systemImage: systemImage) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { LookoutUI.Label(title, systemImage: systemImage) }
  }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// A toggle from a toggle style's configuration.
  @MainActor public init(_ configuration: ToggleStyleConfiguration) {
    self.init(isOn: configuration.$isOn) { configuration.label }
  }
}

/// A choice among tagged options: pick one with ``ViewHost/pick(_:in:)``.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content

  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.selection = selection
    self.label = label()
    self.content = content()
  }

  @available(*, deprecated, renamed: "init(selection:content:label:)")
  public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.label = label
    self.content = content()
  }

  @MainActor func expand(into builder: inout ChildBuilder) {
    let resolved = ControlLabel.resolve(label)
    var element = Element(kind: "Picker", label: resolved.title, value: "\(selection.wrappedValue)")
    element.details = resolved.details + ControlState.details(builder.environment)
    let selection = selection
    element.pick = { tag in
      if let value = tag.base as? SelectionValue {
        selection.wrappedValue = value
        return true
      }
      return false
    }
    builder.element = element
    if resolved.mounted { builder.add(label, key: .position(1)) }
    builder.add(content, key: .position(0))
  }
}

extension Picker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

extension Picker where Label == LookoutUI.Label<Text, Image> {
  public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { LookoutUI.Label(titleKey, systemImage: systemImage) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { LookoutUI.Label(title, systemImage: systemImage) }
  }
}

/// A value stepped up and down: step it with ``ViewHost/step(_:by:)``.
public struct Stepper<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let value: String?
  let step: @MainActor (Int) -> Void
  let label: Label

  @MainActor public init<Value: Strideable>(
    value: Binding<Value>, in bounds: ClosedRange<Value>? = nil, step: Value.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.value = "\(value.wrappedValue)"
    self.step = { count in
      var next = value.wrappedValue.advanced(by: step * Value.Stride(exactly: count)!)
      if let bounds { next = min(max(next, bounds.lowerBound), bounds.upperBound) }
      value.wrappedValue = next
    }
  }

  @MainActor public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    value = nil
    step = { count in
      for _ in 0..<abs(count) { (count > 0 ? onIncrement : onDecrement)?() }
    }
  }

  @MainActor func expand(into builder: inout ChildBuilder) {
    let resolved = ControlLabel.resolve(label)
    var element = Element(kind: "Stepper", label: resolved.title, value: value)
    element.details = resolved.details + ControlState.details(builder.environment)
    element.step = step
    builder.element = element
    if resolved.mounted { builder.add(label, key: .position(0)) }
  }
}

extension Stepper where Label == Text {
  @MainActor public init<Value: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<Value>, in bounds: ClosedRange<Value>? = nil, step: Value.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
  }
  @_disfavoredOverload
  @MainActor public init<S: StringProtocol, Value: Strideable>(
    _ title: S, value: Binding<Value>, in bounds: ClosedRange<Value>? = nil, step: Value.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
  }
  @MainActor public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
              onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
    self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) { Text(titleKey) }
  }
}

/// A value on a continuous range: move it with ``ViewHost/slide(_:to:)``.
public struct Slider<Label: View, ValueLabel: View>: View, PrimitiveView {
  public typealias Body = Never
  let value: Double
  let set: @MainActor (Double) -> Void
  let label: Label?

  @MainActor init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label?,
                              onEditingChanged: @escaping (Bool) -> Void) where V.Stride: BinaryFloatingPoint {
    self.value = Double(value.wrappedValue)
    self.label = label
    set = { new in
      var next = min(max(V(new), bounds.lowerBound), bounds.upperBound)
      if let step, step > 0 {
        let steps = ((next - bounds.lowerBound) / V(step)).rounded()
        next = min(bounds.lowerBound + steps * V(step), bounds.upperBound)
      }
      onEditingChanged(true)
      value.wrappedValue = next
      onEditingChanged(false)
    }
  }

  @MainActor func expand(into builder: inout ChildBuilder) {
    let resolved: (title: String?, details: [ElementAttribute], mounted: Bool) = label.map(ControlLabel.resolve) ?? (nil, [], false)
    var element = Element(kind: "Slider", label: resolved.title, value: ContainerExpansion.number(value))
    element.details = resolved.details + ControlState.details(builder.environment)
    element.setValue = set
    builder.element = element
    if resolved.mounted, let label { builder.add(label, key: .position(0)) }
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  @MainActor public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
  where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, step: nil, label: nil, onEditingChanged: onEditingChanged)
  }
  @MainActor public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
  where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, step: step, label: nil, onEditingChanged: onEditingChanged)
  }
}

extension Slider where ValueLabel == EmptyView {
  @MainActor public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                      onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, step: nil, label: label(), onEditingChanged: onEditingChanged)
  }
  @MainActor public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                      onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, step: step, label: label(), onEditingChanged: onEditingChanged)
  }
}

extension Slider {
  @MainActor public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, step: nil, label: label(), onEditingChanged: onEditingChanged)
  }
  @MainActor public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, step: step, label: label(), onEditingChanged: onEditingChanged)
  }
}

/// Which parts of a date a `DatePicker` edits.
nonisolated public struct DatePickerComponents: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let date = DatePickerComponents(rawValue: 1)
  public static let hourAndMinute = DatePickerComponents(rawValue: 2)
  public static let hourMinuteAndSecond = DatePickerComponents(rawValue: 4)
}

/// A date picker bound to a `Date`; its value shows as an ISO 8601 date. Set it with ``ViewHost/setDate(_:in:)``.
public struct DatePicker<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let selection: Binding<Date>
  let range: ClosedRange<Date>?
  let label: Label

  public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute], @ViewBuilder label: () -> Label) {
    self.selection = selection
    range = nil
    self.label = label()
  }
  public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
              @ViewBuilder label: () -> Label) {
    self.selection = selection
    self.range = range
    self.label = label()
  }
  public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
              @ViewBuilder label: () -> Label) {
    self.init(selection: selection, in: range.lowerBound...Date.distantFuture, displayedComponents: displayedComponents, label: label)
  }
  public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
              @ViewBuilder label: () -> Label) {
    self.init(selection: selection, in: Date.distantPast...range.upperBound, displayedComponents: displayedComponents, label: label)
  }

  @MainActor func expand(into builder: inout ChildBuilder) {
    let resolved = ControlLabel.resolve(label)
    var element = Element(kind: "DatePicker", label: resolved.title, value: ISO8601DateFormatter().string(from: selection.wrappedValue))
    element.details = resolved.details + ControlState.details(builder.environment)
    let selection = selection
    let range = range
    element.setDate = { seconds in
      var date = Date(timeIntervalSince1970: seconds)
      if let range { date = min(max(date, range.lowerBound), range.upperBound) }
      selection.wrappedValue = date
    }
    builder.element = element
    if resolved.mounted { builder.add(label, key: .position(0)) }
  }
}

extension DatePicker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute]) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
              displayedComponents: DatePickerComponents = [.date, .hourAndMinute]) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
              displayedComponents: DatePickerComponents = [.date, .hourAndMinute]) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
              displayedComponents: DatePickerComponents = [.date, .hourAndMinute]) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute]) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                 displayedComponents: DatePickerComponents = [.date, .hourAndMinute]) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
  }
}

/// A color chooser bound to a `Color`; its value shows the color's name.
public struct ColorPicker<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let selection: Binding<Color>
  let label: Label

  public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
    self.selection = selection
    self.label = label()
  }

  @MainActor func expand(into builder: inout ChildBuilder) {
    let resolved = ControlLabel.resolve(label)
    var element = Element(kind: "ColorPicker", label: resolved.title, value: selection.wrappedValue.description)
    element.details = resolved.details + ControlState.details(builder.environment)
    builder.element = element
    if resolved.mounted { builder.add(label, key: .position(0)) }
  }
}

extension ColorPicker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}

/// Toggles the edit mode of the environment's list: tap it as "Edit".
public struct EditButton: View, PrimitiveView {
  public typealias Body = Never
  public init() {}

  @MainActor func expand(into builder: inout ChildBuilder) {
    let editMode = builder.environment.editMode
    var element = Element(kind: "EditButton", label: editMode?.wrappedValue.isEditing == true ? "Done" : "Edit")
    element.tap = { editMode?.wrappedValue = editMode?.wrappedValue.isEditing == true ? .inactive : .active }
    builder.element = element
  }
}
