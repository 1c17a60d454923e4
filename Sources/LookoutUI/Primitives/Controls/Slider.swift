import Foundation

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
