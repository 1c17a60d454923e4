/// Which field has focus: SwiftUI's `@FocusState`, kept like `@State` (per view identity). `.focused($flag)`
/// and `.focused($field, equals: .name)` show as attributes; set the value to move focus.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  let state: State<Value>

  public init() where Value == Bool { state = State(wrappedValue: false) }

  public init<Field: Hashable>() where Value == Field? { state = State(wrappedValue: nil) }

  @MainActor public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  @MainActor public var projectedValue: Binding { Binding(state: state.projectedValue) }

  /// `$focused`: what `.focused(_:)` takes.
  public struct Binding {
    let state: LookoutUI.Binding<Value>

    @MainActor public var wrappedValue: Value {
      get { state.wrappedValue }
      nonmutating set { state.wrappedValue = newValue }
    }
  }
}

nonisolated extension View {
  /// Marks the field focused while the flag is true.
  @MainActor public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    attribute("focused", condition.wrappedValue ? "yes" : "no")
  }

  /// Marks the field focused while the focus state equals `value`.
  @MainActor public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
    attribute("focused", binding.wrappedValue == value ? "yes" : "no")
  }
}

/// Which element has accessibility focus: SwiftUI's `@AccessibilityFocusState`, kept like `@State`.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
  let state: State<Value>

  public init() where Value == Bool { state = State(wrappedValue: false) }

  public init<Field: Hashable>() where Value == Field? { state = State(wrappedValue: nil) }

  @MainActor public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  @MainActor public var projectedValue: Binding { Binding(state: state.projectedValue) }

  /// `$focused`: what `.accessibilityFocused(_:)` takes.
  public struct Binding {
    let state: LookoutUI.Binding<Value>

    @MainActor public var wrappedValue: Value {
      get { state.wrappedValue }
      nonmutating set { state.wrappedValue = newValue }
    }
  }
}
