/// Tabs: every tab's content is mounted (headlessly there is no screen to switch); `.tabItem` labels them.
public struct TabView<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public init<Selection: Hashable>(selection: Binding<Selection>, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func expand(into builder: inout ChildBuilder) {
    ContainerExpansion.expand("TabView", content: content, into: &builder)
  }
}

/// Where a toolbar item goes: shown by name.
public struct ToolbarItemPlacement: Sendable, Equatable, CustomStringConvertible {
  public let description: String
  public static let automatic = ToolbarItemPlacement(description: "automatic")
  public static let primaryAction = ToolbarItemPlacement(description: "primaryAction")
  public static let confirmationAction = ToolbarItemPlacement(description: "confirmationAction")
  public static let cancellationAction = ToolbarItemPlacement(description: "cancellationAction")
  public static let topBarLeading = ToolbarItemPlacement(description: "topBarLeading")
  public static let topBarTrailing = ToolbarItemPlacement(description: "topBarTrailing")
  public static let bottomBar = ToolbarItemPlacement(description: "bottomBar")
}

/// One item of a toolbar, mounted under the `Toolbar` element of the view it is attached to.
public struct ToolbarItem<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let placement: ToolbarItemPlacement
  let content: Content

  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  func expand(into builder: inout ChildBuilder) {
    ContainerExpansion.expand("ToolbarItem", details: placement == .automatic ? [] : [ElementAttribute("placement", placement.description)],
                              content: content, into: &builder)
  }
}

extension View {
  /// Adds toolbar content: mounted (and tappable) under a `Toolbar` element next to this view.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedContent<Self, PrimitiveModifierBox> {
    modifier(PrimitiveModifierBox.wrap(PresentationModifier(kind: "Toolbar", presented: content(), key: .position(2))))
  }

  /// The tab's label, shown as an attribute (`tabItem: Home`).
  public func tabItem<Label: View>(@ViewBuilder _ label: () -> Label) -> ModifiedContent<Self, AttributeModifier> {
    let view = label()
    let title = (view as? Text)?.content ?? (view as? LookoutUI.Label)?.title ?? ViewNode.name(of: Label.self)
    return attribute("tabItem", title)
  }
}

/// A link that pushes a destination when tapped (``ViewHost/tap(_:)`` on its title): the destination is
/// mounted under a `Destination` element. With a value, the destination comes from the nearest
/// `.navigationDestination(for:)` of the value's type.
public struct NavigationLink<Label: View, Destination: View>: View, TransparentView {
  let title: String?
  let label: Label
  let destination: Destination?
  let value: NavigationValue?
  @State private var pushed = false

  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    title = (self.label as? Text)?.content
    self.destination = destination
    value = nil
  }

  public var body: some View {
    NavigationLinkElement(title: title, label: label, push: $pushed)
    if pushed {
      let push = $pushed
      PushedDestination(
        destination: destination, value: value,
        dismiss: DismissAction(target: AnyHashable(push.location.identity)) { push.wrappedValue = false })
    }
  }
}

extension NavigationLink where Label == Text {
  public init(_ title: LocalizedStringKey, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }

  public init<Title: StringProtocol>(_ title: Title, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }
}

extension NavigationLink where Destination == Never {
  public init<Value: Hashable>(value: Value?, @ViewBuilder label: () -> Label) {
    self.label = label()
    title = (self.label as? Text)?.content
    destination = nil
    self.value = value.map(NavigationValue.init)
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  public init<Value: Hashable>(_ title: LocalizedStringKey, value: Value?) {
    self.init(value: value) { Text(title) }
  }

  public init<Title: StringProtocol, Value: Hashable>(_ title: Title, value: Value?) {
    self.init(value: value) { Text(title) }
  }
}

/// A pushed value and its type, to find its destination.
struct NavigationValue {
  let value: Any
  let type: ObjectIdentifier
  init<Value: Hashable>(_ value: Value) {
    self.value = value
    type = ObjectIdentifier(Value.self)
  }
}

/// The link's tappable element.
struct NavigationLinkElement<Label: View>: View, PrimitiveView {
  typealias Body = Never
  let title: String?
  let label: Label
  let push: Binding<Bool>

  func expand(into builder: inout ChildBuilder) {
    var element = Element(kind: "NavigationLink", label: title)
    let push = push
    element.tap = { push.wrappedValue = true }
    builder.element = element
    if title == nil { builder.add(label, key: .position(0)) }
  }
}

/// The pushed destination: the link's own, or the one registered for its value's type.
struct PushedDestination<Destination: View>: View, PrimitiveView {
  typealias Body = Never
  let destination: Destination?
  let value: NavigationValue?
  let dismiss: DismissAction

  func expand(into builder: inout ChildBuilder) {
    builder.element = Element(kind: "Destination")
    builder.environment.dismiss = dismiss
    if let destination {
      builder.add(destination, key: .position(0))
    } else if let value, let make = builder.environment[NavigationDestinationsKey.self][value.type] {
      builder.add(make(value.value), key: .position(0))
    }
  }
}

/// The destinations `.navigationDestination(for:)` registered, by value type.
struct NavigationDestinationsKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue: [ObjectIdentifier: @MainActor (Any) -> any View] = [:]
}

/// Registers a destination for values of one type.
struct NavigationDestinationModifier: PrimitiveModifier {
  let type: ObjectIdentifier
  let make: @MainActor (Any) -> any View

  func apply(to content: any View, into builder: inout ChildBuilder) {
    builder.environment[NavigationDestinationsKey.self][type] = make
    builder.add(content, key: .position(0))
  }
}

extension View {
  /// Where a `NavigationLink(value:)` of type `Data` leads.
  public func navigationDestination<Data: Hashable, Destination: View>(
    for data: Data.Type, @ViewBuilder destination: @escaping (Data) -> Destination
  ) -> ModifiedContent<Self, PrimitiveModifierBox> {
    modifier(PrimitiveModifierBox.wrap(NavigationDestinationModifier(type: ObjectIdentifier(Data.self)) { destination($0 as! Data) }))
  }
}
