import Foundation

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
