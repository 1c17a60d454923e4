import Foundation

/// A link that pushes a destination when tapped (``ViewHost/tap(_:)`` on its title): the destination is
/// mounted under a `Destination` element. With a value, the link appends it to the enclosing stack's path
/// (when the stack has one), or pushes the destination `.navigationDestination(for:)` registered for its type.
public struct NavigationLink<Label: View, Destination: View>: View, TransparentView {
  let label: Label
  let destination: Destination?
  let value: NavigationValue?
  let isActive: Binding<Bool>?
  @State private var pushed = false
  @Environment(\.navigation) private var navigation

  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.destination = destination
    value = nil
    isActive = nil
  }

  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.init(destination: destination(), label: label)
  }

  @available(*, deprecated, message: "use NavigationLink(value:label:) or navigationDestination(isPresented:destination:)")
  public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.destination = destination
    value = nil
    self.isActive = isActive
  }

  @available(*, deprecated, message: "use NavigationLink(value:label:) or navigationDestination(isPresented:destination:)")
  public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.init(destination: destination(), isActive: isActive, label: label)
  }

  @MainActor public var body: some View {
    let flag = isActive ?? $pushed
    NavigationLinkElement(label: label) {
      if let value, let path = navigation?.path {
        path.append(value)
      } else {
        flag.wrappedValue = true
      }
    }
    if flag.wrappedValue {
      PushedDestination(
        content: destination.map { $0 as any View } ?? value.flatMap { value in
          (navigation?.destinations[value.type] ?? destinations[value.type]).map { $0(value.value) }
        },
        dismiss: DismissAction(target: AnyHashable(flag.location.identity)) { flag.wrappedValue = false })
    }
  }

  @Environment(\.navigationDestinations) private var destinations
}

extension EnvironmentValues {
  var navigationDestinations: [ObjectIdentifier: @MainActor (Any) -> any View] {
    get { self[NavigationDestinationsKey.self] }
    set { self[NavigationDestinationsKey.self] = newValue }
  }
}

extension NavigationLink where Label == Text {
  public init(_ titleKey: LocalizedStringKey, destination: Destination) { self.init(destination: destination) { Text(titleKey) } }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) { self.init(destination: destination) { Text(title) } }
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { self.init(destination: destination()) { Text(titleKey) } }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) { self.init(destination: destination()) { Text(title) } }
}

extension NavigationLink where Destination == Never {
  public init<V: Hashable>(value: V?, @ViewBuilder label: () -> Label) {
    self.label = label()
    destination = nil
    if let value { self.value = NavigationValue(value) } else { self.value = nil }
    isActive = nil
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  public init<V: Hashable>(_ titleKey: LocalizedStringKey, value: V?) { self.init(value: value) { Text(titleKey) } }
  @_disfavoredOverload
  public init<S: StringProtocol, V: Hashable>(_ title: S, value: V?) { self.init(value: value) { Text(title) } }
}

/// The link's tappable element.
struct NavigationLinkElement<Label: View>: View, PrimitiveView {
  typealias Body = Never
  let label: Label
  let push: @MainActor () -> Void

  @MainActor func expand(into builder: inout ChildBuilder) {
    let resolved = ControlLabel.resolve(label)
    var element = Element(kind: "NavigationLink", label: resolved.title)
    element.details = resolved.details + ControlState.details(builder.environment)
    element.tap = push
    builder.element = element
    if resolved.mounted { builder.add(label, key: .position(0)) }
  }
}
