import Foundation

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
