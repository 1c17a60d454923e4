/// Puts an object into the environment of the content, keyed by its type.
nonisolated struct EnvironmentObjectModifier: InlineModifier {
  let object: AnyObject?
  let type: Any.Type
  let label: String

  @MainActor func prepare(_ builder: inout ChildBuilder) { builder.environment.setObject(object, as: type) }
}

/// Sets an environment value for the content.
nonisolated struct EnvironmentValueModifier<Value>: InlineModifier {
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let value: Value

  @MainActor func prepare(_ builder: inout ChildBuilder) { builder.environment[keyPath: keyPath] = value }
}

nonisolated extension View {
  /// Makes `object` available to `@Environment(T.self)` below (an `@Observable` or `@Tracked` class: SwiftUI
  /// takes Observation's `Observable`s). `nil` removes it.
  public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
    modifier(PrimitiveModifierBox.wrap(EnvironmentObjectModifier(object: object, type: Object.self, label: "environment")))
  }

  /// Sets an environment value below.
  public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value)
    -> some View
  {
    modifier(PrimitiveModifierBox.wrap(EnvironmentValueModifier(keyPath: keyPath, value: value)))
  }

  /// Makes `object` available to `@EnvironmentObject` below.
  public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View {
    modifier(PrimitiveModifierBox.wrap(EnvironmentObjectModifier(object: object, type: Object.self, label: "environmentObject")))
  }

  /// Disables the controls below (taps, typing and toggling fail with "disabled").
  public func disabled(_ isDisabled: Bool) -> some View {
    modifier(PrimitiveModifierBox.wrap(DisabledModifier(isDisabled: isDisabled)))
  }
}

nonisolated struct DisabledModifier: InlineModifier {
  let isDisabled: Bool

  @MainActor func prepare(_ builder: inout ChildBuilder) {
    if isDisabled { builder.environment.isEnabled = false }
  }
}

/// Wraps the host's own modifiers so their types stay internal.
nonisolated public struct PrimitiveModifierBox: PrimitiveModifier {
  let modifier: PrimitiveModifier

  static func wrap(_ modifier: PrimitiveModifier) -> PrimitiveModifierBox { PrimitiveModifierBox(modifier: modifier) }

  @MainActor func apply(to content: any View, into builder: inout ChildBuilder) {
    modifier.apply(to: content, into: &builder)
  }
}
