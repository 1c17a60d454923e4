import Foundation

/// The role of a button.
nonisolated public struct ButtonRole: Sendable, Hashable, CustomStringConvertible {
  public let description: String
  public static let cancel = ButtonRole(description: "cancel")
  public static let destructive = ButtonRole(description: "destructive")
  public static let close = ButtonRole(description: "close")
  public static let confirm = ButtonRole(description: "confirm")
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
