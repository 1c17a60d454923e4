/// Adds an effect (run by the host after the update) around the content.
nonisolated struct EffectModifier: PrimitiveModifier {
  let effect: Effect

  @MainActor func apply(to content: any View, into builder: inout ChildBuilder) {
    builder.effects.append(effect)
    builder.add(content, key: .position(0))
  }
}

extension View {
  /// Runs `action` after the update in which the view goes away.
  public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modifier(PrimitiveModifierBox.wrap(EffectModifier(effect: .onDisappear { action?() })))
  }

  /// Runs `action` when a text field below is submitted (``ViewHost/submit(_:)``).
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> some View {
    modifier(PrimitiveModifierBox.wrap(EnvironmentTransform { $0.submitAction = action }))
  }

  /// Makes the content refreshable: ``ViewHost/refresh()`` runs `action` and updates after it.
  public func refreshable(action: @escaping @MainActor @Sendable () async -> Void) -> some View {
    modifier(PrimitiveModifierBox.wrap(RefreshableModifier(action: action)))
  }

  /// Runs `action` when the app is asked to open a URL (``ViewHost/open(_:)``).
  public func onOpenURL(perform action: @escaping @MainActor (URL) -> Void) -> some View {
    modifier(PrimitiveModifierBox.wrap(EnvironmentTransform(element: { element in element.openURL = action })))
  }

  /// Runs `action` when the pointer enters (true) or leaves (false); headlessly it never moves.
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View { attribute("onHover", "true") }

  /// Reports a value of the view's geometry; headlessly geometry is the host's screen size, reported once.
  @MainActor public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
  ) -> some View {
    modifier(PrimitiveModifierBox.wrap(EffectModifier(effect: .onAppear { action(transform(GeometryProxy.screen)) })))
  }
  @MainActor public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    modifier(PrimitiveModifierBox.wrap(EffectModifier(effect: .onAppear {
      let value = transform(GeometryProxy.screen)
      action(value, value)
    })))
  }

  /// Sets a preference for the views above (`.onPreferenceChange` reads it).
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(PrimitiveModifierBox.wrap(PreferenceModifier(key: ObjectIdentifier(K.self), value: value)))
  }

  /// Calls `action` with the preference `key`'s value from the views below, after each update that changes it.
  public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping @MainActor (K.Value) -> Void)
    -> some View where K.Value: Equatable {
    modifier(PrimitiveModifierBox.wrap(EffectModifier(effect: .onPreferenceChange(K.self, action))))
  }

  /// Runs `action` when the view first appears.
  public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modifier(PrimitiveModifierBox.wrap(EffectModifier(effect: .onAppear { action?() })))
  }

  /// Starts `action` when the view appears; it is cancelled when the view goes away. Await running tasks
  /// with ``ViewHost/settle()``.
  public func task(
    priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> some View {
    modifier(PrimitiveModifierBox.wrap(EffectModifier(effect: .task(id: AnyHashable(0), action))))
  }

  /// Starts `action` when the view appears and again whenever `id` changes, cancelling the previous run.
  public func task<ID: Hashable & Sendable>(
    id: ID, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> some View {
    modifier(PrimitiveModifierBox.wrap(EffectModifier(effect: .task(id: AnyHashable(id), action))))
  }

  /// Calls `action(oldValue, newValue)` after an update in which `value` changed (and once at first with
  /// `initial`).
  public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false, _ action: @escaping @MainActor (Value, Value) -> Void
  ) -> some View {
    modifier(PrimitiveModifierBox.wrap(EffectModifier(effect: .onChange(of: value, initial: initial, action))))
  }

  /// Calls `action()` after an update in which `value` changed.
  public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false, _ action: @escaping @MainActor () -> Void
  ) -> some View {
    onChange(of: value, initial: initial) { _, _ in action() }
  }

  /// Runs `action` with each value `publisher` sends while the view is mounted.
  public func onReceive<P: Publisher>(
    _ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void
  ) -> some View where P.Failure == Never {
    modifier(PrimitiveModifierBox.wrap(EffectModifier(effect: .onReceive(publisher, action))))
  }

  /// The iOS 14–16 form: `action(newValue)`.
  public func onChange<Value: Equatable>(
    of value: Value, perform action: @escaping @MainActor (Value) -> Void
  ) -> some View {
    onChange(of: value, initial: false) { _, new in action(new) }
  }
}

/// Changes the environment of the content (and, optionally, the element it renders).
nonisolated struct EnvironmentTransform: PrimitiveModifier {
  var environment: ((inout EnvironmentValues) -> Void)?
  var element: ((inout Element) -> Void)?

  init(_ environment: @escaping (inout EnvironmentValues) -> Void) { self.environment = environment }
  init(element: @escaping (inout Element) -> Void) { self.element = element }

  @MainActor func apply(to content: any View, into builder: inout ChildBuilder) {
    environment?(&builder.environment)
    if let element {
      var hidden = Element(kind: "Handler")
      hidden.isHidden = true
      element(&hidden)
      builder.element = hidden
    }
    builder.add(content, key: .position(0))
  }
}

/// `.refreshable`: the action in the environment (`@Environment(\.refresh)`) and on a hidden element the host
/// finds.
nonisolated struct RefreshableModifier: PrimitiveModifier {
  let action: @MainActor @Sendable () async -> Void

  @MainActor func apply(to content: any View, into builder: inout ChildBuilder) {
    builder.environment.refresh = RefreshAction(action: action)
    var element = Element(kind: "Refreshable")
    element.isHidden = true
    element.refresh = action
    builder.element = element
    builder.add(content, key: .position(0))
  }
}

/// `.preference(key:value:)`: the value kept on the node, for `.onPreferenceChange` above.
nonisolated struct PreferenceModifier: PrimitiveModifier {
  let key: ObjectIdentifier
  let value: Any

  @MainActor func apply(to content: any View, into builder: inout ChildBuilder) {
    builder.preferences[key] = value
    builder.add(content, key: .position(0))
  }
}

/// Gives the content an explicit identity: when `id` changes, the view is replaced and its state reset.
nonisolated struct IDModifier: PrimitiveModifier {
  let id: AnyHashable

  @MainActor func apply(to content: any View, into builder: inout ChildBuilder) {
    builder.add(content, key: .id(id))
  }
}

/// Marks an option of a `Picker`.
nonisolated struct TagModifier: PrimitiveModifier {
  let tag: AnyHashable

  @MainActor func apply(to content: any View, into builder: inout ChildBuilder) {
    builder.inheritedAttributes.append(ElementAttribute("tag", "\(tag.base)"))
    builder.add(content, key: .id(tag))
  }
}

extension View {
  /// Explicit identity: a new `id` replaces the view and resets its `@State` and `@StateObject`.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    modifier(PrimitiveModifierBox.wrap(IDModifier(id: AnyHashable(id))))
  }

  /// The value a `Picker` selects when this option is chosen.
  public func tag<Value: Hashable>(_ tag: Value) -> some View {
    modifier(PrimitiveModifierBox.wrap(TagModifier(tag: AnyHashable(tag))))
  }
}
