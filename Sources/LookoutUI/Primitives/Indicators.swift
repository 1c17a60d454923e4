import Foundation

/// Flexible space in a stack.
nonisolated public struct Spacer: View, PrimitiveView, Equatable {
  public typealias Body = Never
  public init(minLength: CGFloat? = nil) {}
  @MainActor func expand(into builder: inout ChildBuilder) { builder.element = Element(kind: "Spacer") }
}

/// A separating line.
nonisolated public struct Divider: View, PrimitiveView, Equatable {
  public typealias Body = Never
  public init() {}
  @MainActor func expand(into builder: inout ChildBuilder) { builder.element = Element(kind: "Divider") }
}

/// A progress indicator, with a fraction when it has a value.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
  public typealias Body = Never
  let title: String?
  let fraction: Double?
  let label: Label?

  init(title: String?, fraction: Double?, label: Label?) {
    self.title = title
    self.fraction = fraction
    self.label = label
  }

  @MainActor func expand(into builder: inout ChildBuilder) {
    var element = Element(kind: "ProgressView", label: title ?? label.flatMap(TitleText.of))
    if let fraction { element.value = "\(Int((fraction * 100).rounded()))%" }
    builder.element = element
    if let label, TitleText.of(label) == nil { builder.add(label, key: .position(0)) }
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  public init() { self.init(title: nil, fraction: nil, label: nil) }

  public init<Value: BinaryFloatingPoint>(value: Value?, total: Value = 1) {
    self.init(title: nil, fraction: value.map { Double($0) / Double(total) }, label: nil)
  }

  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
    self.init(title: nil, fraction: nil, label: nil)
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  public init(_ title: LocalizedStringKey) { self.init(title: title.text, fraction: nil, label: nil) }

  @_disfavoredOverload
  public init<Title: StringProtocol>(_ title: Title) { self.init(title: String(title), fraction: nil, label: nil) }

  public init<Value: BinaryFloatingPoint>(_ title: LocalizedStringKey, value: Value?, total: Value = 1) {
    self.init(title: title.text, fraction: value.map { Double($0) / Double(total) }, label: nil)
  }

  @_disfavoredOverload
  public init<Title: StringProtocol, Value: BinaryFloatingPoint>(_ title: Title, value: Value?, total: Value = 1) {
    self.init(title: String(title), fraction: value.map { Double($0) / Double(total) }, label: nil)
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  public init(@ViewBuilder label: () -> Label) { self.init(title: nil, fraction: nil, label: label()) }

  public init<Value: BinaryFloatingPoint>(value: Value?, total: Value = 1, @ViewBuilder label: () -> Label) {
    self.init(title: nil, fraction: value.map { Double($0) / Double(total) }, label: label())
  }
}

extension ProgressView {
  public init<Value: BinaryFloatingPoint>(
    value: Value?, total: Value = 1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(title: nil, fraction: value.map { Double($0) / Double(total) }, label: label())
  }
}
