import Foundation

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
