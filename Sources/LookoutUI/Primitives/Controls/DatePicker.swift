import Foundation

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
