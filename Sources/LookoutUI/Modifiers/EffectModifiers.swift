/// Adds an effect (run by the host after the update) around the content.
struct EffectModifier: PrimitiveModifier {
  let effect: Effect

  func apply(to content: any View, into builder: inout ChildBuilder) {
    builder.effects.append(effect)
    builder.add(content, key: .position(0))
  }
}

/// A tap gesture around content: not rendered (the content shows `[onTapGesture]`); ``ViewHost/tap(_:)`` on
/// the content's label runs it.
struct TapGestureModifier: PrimitiveModifier {
  let count: Int
  let action: @MainActor () -> Void

  func apply(to content: any View, into builder: inout ChildBuilder) {
    var element = Element(kind: "TapGesture")
    element.isHidden = true
    element.tap = action
    builder.element = element
    builder.add(content, key: .position(0))
  }
}

extension View {
  /// Runs `action` when the view is tapped (`count` times).
  public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void)
    -> ModifiedContent<ModifiedContent<Self, AttributeModifier>, PrimitiveModifierBox>
  {
    attribute("onTapGesture", "\(count)").modifier(PrimitiveModifierBox.wrap(TapGestureModifier(count: count, action: action)))
  }

  /// Runs `action` when the view first appears.
  public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> ModifiedContent<Self, PrimitiveModifierBox> {
    modifier(PrimitiveModifierBox.wrap(EffectModifier(effect: .onAppear { action?() })))
  }

  /// Starts `action` when the view appears; it is cancelled when the view goes away. Await running tasks
  /// with ``ViewHost/settle()``.
  public func task(
    priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> ModifiedContent<Self, PrimitiveModifierBox> {
    modifier(PrimitiveModifierBox.wrap(EffectModifier(effect: .task(id: AnyHashable(0), action))))
  }

  /// Starts `action` when the view appears and again whenever `id` changes, cancelling the previous run.
  public func task<ID: Hashable & Sendable>(
    id: ID, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> ModifiedContent<Self, PrimitiveModifierBox> {
    modifier(PrimitiveModifierBox.wrap(EffectModifier(effect: .task(id: AnyHashable(id), action))))
  }

  /// Calls `action(oldValue, newValue)` after an update in which `value` changed (and once at first with
  /// `initial`).
  public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false, _ action: @escaping @MainActor (Value, Value) -> Void
  ) -> ModifiedContent<Self, PrimitiveModifierBox> {
    modifier(PrimitiveModifierBox.wrap(EffectModifier(effect: .onChange(of: value, initial: initial, action))))
  }

  /// Calls `action()` after an update in which `value` changed.
  public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false, _ action: @escaping @MainActor () -> Void
  ) -> ModifiedContent<Self, PrimitiveModifierBox> {
    onChange(of: value, initial: initial) { _, _ in action() }
  }

  /// Runs `action` with each value `publisher` sends while the view is mounted.
  public func onReceive<P: Publisher>(
    _ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void
  ) -> ModifiedContent<Self, PrimitiveModifierBox> where P.Failure == Never {
    modifier(PrimitiveModifierBox.wrap(EffectModifier(effect: .onReceive(publisher, action))))
  }

  /// The iOS 14–16 form: `action(newValue)`.
  public func onChange<Value: Equatable>(
    of value: Value, perform action: @escaping @MainActor (Value) -> Void
  ) -> ModifiedContent<Self, PrimitiveModifierBox> {
    onChange(of: value, initial: false) { _, new in action(new) }
  }
}

/// Gives the content an explicit identity: when `id` changes, the view is replaced and its state reset.
struct IDModifier: PrimitiveModifier {
  let id: AnyHashable

  func apply(to content: any View, into builder: inout ChildBuilder) {
    builder.add(content, key: .id(id))
  }
}

/// Marks an option of a `Picker`.
struct TagModifier: PrimitiveModifier {
  let tag: AnyHashable

  func apply(to content: any View, into builder: inout ChildBuilder) {
    builder.inheritedAttributes.append(ElementAttribute("tag", "\(tag.base)"))
    builder.add(content, key: .id(tag))
  }
}

extension View {
  /// Explicit identity: a new `id` replaces the view and resets its `@State` and `@StateObject`.
  public func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self, PrimitiveModifierBox> {
    modifier(PrimitiveModifierBox.wrap(IDModifier(id: AnyHashable(id))))
  }

  /// The value a `Picker` selects when this option is chosen.
  public func tag<Value: Hashable>(_ tag: Value) -> ModifiedContent<Self, PrimitiveModifierBox> {
    modifier(PrimitiveModifierBox.wrap(TagModifier(tag: AnyHashable(tag))))
  }
}
