import Foundation

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
