import Foundation

/// A stack of views: its root, and a destination for each value on its path (`NavigationStack(path: $path)`),
/// found by the `.navigationDestination(for:)` registered for the value's type. Links push by value onto the
/// path when the stack has one.
public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
  public typealias Body = Never
  let root: Root
  let path: NavigationPathAccess?

  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    path = nil
  }

  @MainActor public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    self.path = NavigationPathAccess(
      values: { path.wrappedValue.elements },
      append: { path.wrappedValue.elements.append($0) },
      removeLast: { path.wrappedValue.removeLast($0) })
  }

  @MainActor public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
    self.root = root()
    // The typed path is reached through an existential: the closures then capture no generic type, whose
    // `Hashable` conformance a main-actor closure may not capture.
    let typed: any TypedNavigationPath = TypedPath(path: path)
    self.path = NavigationPathAccess(
      values: { typed.values() }, append: { typed.append($0) }, removeLast: { typed.removeLast($0) })
  }

  @MainActor func expand(into builder: inout ChildBuilder) {
    let context = NavigationContext(path: path)
    builder.environment.navigation = context
    builder.element = Element(kind: "NavigationStack")
    builder.inheritedAttributes = []
    builder.add(root, key: .position(0))
    if let path { builder.add(PathDestinations(context: context, path: path), key: .position(1)) }
  }
}

/// A path of values of any hashable types.
nonisolated public struct NavigationPath: Equatable {
  var elements: [NavigationValue] = []

  public init() {}
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable { for element in elements { self.elements.append(NavigationValue(element)) } }

  public var count: Int { elements.count }
  public var isEmpty: Bool { elements.isEmpty }
  public mutating func append<V: Hashable>(_ value: V) { elements.append(NavigationValue(value)) }
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(k, elements.count)) }
}

/// A pushed value and its type, to find its destination.
nonisolated struct NavigationValue: Equatable {
  let value: Any
  let type: ObjectIdentifier
  let key: AnyHashable

  init<Value: Hashable>(_ value: Value) {
    self.value = value
    type = ObjectIdentifier(Value.self)
    key = AnyHashable(value)
  }

  static func == (lhs: NavigationValue, rhs: NavigationValue) -> Bool { lhs.key == rhs.key }
}

/// How a stack reads and changes its path, whatever its type.
struct NavigationPathAccess {
  let values: @MainActor () -> [NavigationValue]
  let append: @MainActor (NavigationValue) -> Void
  let removeLast: @MainActor (Int) -> Void
}

/// A typed path (`Binding<[Route]>`) seen without its element type.
protocol TypedNavigationPath {
  func values() -> [NavigationValue]
  func append(_ value: NavigationValue)
  func removeLast(_ count: Int)
}

/// A typed path: its values are the elements, and only elements of its type are appended.
struct TypedPath<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>: TypedNavigationPath
where Data.Element: Hashable {
  let path: Binding<Data>

  func values() -> [NavigationValue] {
    var values: [NavigationValue] = []
    for element in path.wrappedValue { values.append(NavigationValue(element)) }
    return values
  }
  func append(_ value: NavigationValue) { if let element = value.value as? Data.Element { path.wrappedValue.append(element) } }
  func removeLast(_ count: Int) { path.wrappedValue.removeLast(min(count, path.wrappedValue.count)) }
}

/// What a stack shares with its descendants: its path, and the destinations registered for value types.
@MainActor
final class NavigationContext {
  let path: NavigationPathAccess?
  var destinations: [ObjectIdentifier: @MainActor (Any) -> any View] = [:]
  init(path: NavigationPathAccess?) { self.path = path }
}

private struct NavigationContextKey: EnvironmentKey {
  static let defaultValue: NavigationContext? = nil
}

extension EnvironmentValues {
  /// The nearest navigation stack.
  var navigation: NavigationContext? {
    get { self[NavigationContextKey.self] }
    set { self[NavigationContextKey.self] = newValue }
  }
}

/// The destinations of a stack's path, after its root (whose `.navigationDestination(for:)`s register first).
/// It reads the path, so a change to the path updates it and nothing else. Transparent in the render.
struct PathDestinations: View, TransparentView {
  let context: NavigationContext
  let path: NavigationPathAccess

  @MainActor var body: some View {
    let values = path.values()
    ForEach(Array(values.enumerated()), id: \.offset) { index, value in
      PushedDestination(
        content: context.destinations[value.type].map { $0(value.value) },
        dismiss: DismissAction(target: AnyHashable("path \(index)")) { path.removeLast(values.count - index) })
    }
  }
}

/// A pushed destination: a `Destination` element around it, whose content can dismiss it.
struct PushedDestination: View, PrimitiveView {
  typealias Body = Never
  let content: (any View)?
  let dismiss: DismissAction

  @MainActor func expand(into builder: inout ChildBuilder) {
    builder.element = Element(kind: "Destination")
    builder.environment.dismiss = dismiss
    if let content { builder.add(content, key: .position(0)) }
  }
}

/// Registers where values of one type lead: in the nearest stack (for its path and its links), and for the
/// links below.
struct NavigationDestinationModifier: PrimitiveModifier {
  let type: ObjectIdentifier
  let make: @MainActor (Any) -> any View

  @MainActor func apply(to content: any View, into builder: inout ChildBuilder) {
    builder.environment.navigation?.destinations[type] = make
    builder.environment[NavigationDestinationsKey.self][type] = make
    builder.add(content, key: .position(0))
  }
}

/// The destinations registered above a link, by value type (links outside a stack with a path).
nonisolated struct NavigationDestinationsKey: EnvironmentKey {
  static let defaultValue: [ObjectIdentifier: @MainActor (Any) -> any View] = [:]
}

extension View {
  /// Where a `NavigationLink(value:)` (or a path value) of type `Data` leads.
  @MainActor public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C)
    -> some View
  {
    modifier(PrimitiveModifierBox.wrap(NavigationDestinationModifier(type: ObjectIdentifier(D.self)) { destination($0 as! D) }))
  }

  /// Pushes `destination` while `isPresented` is true; dismissing it sets the flag back.
  @MainActor public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V)
    -> some View
  {
    let view = destination()
    let gate = PresentationGate(kind: "Destination", isPresented: isPresented) { view }
    return modifier(PrimitiveModifierBox.wrap(PresentationModifier(kind: "Destination", presented: gate, key: .branch(true))))
  }

  /// Pushes a destination for `item` while it is not nil.
  @MainActor public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C)
    -> some View
  {
    let gate = OptionalPresentationGate(kind: "Destination", item: item, content: destination)
    return modifier(PrimitiveModifierBox.wrap(PresentationModifier(kind: "Destination", presented: gate, key: .branch(true))))
  }
}

/// A split view: a sidebar, an optional content column and a detail, all mounted.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
  public typealias Body = Never
  let sidebar: Sidebar
  let content: Content
  let detail: Detail

  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }
  public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
              @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
    self.init(sidebar: sidebar, content: content, detail: detail)
  }

  @MainActor func expand(into builder: inout ChildBuilder) {
    builder.element = Element(kind: "NavigationSplitView")
    builder.inheritedAttributes = []
    builder.environment.navigation = NavigationContext(path: nil)
    builder.add(sidebar, key: .position(0))
    if !(content is EmptyView) { builder.add(content, key: .position(1)) }
    builder.add(detail, key: .position(2))
  }
}

extension NavigationSplitView where Content == EmptyView {
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
  }
  public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
  }
}

/// Which columns of a split view show.
nonisolated public struct NavigationSplitViewVisibility: Sendable, Hashable {
  let name: String
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")
  public static let all = NavigationSplitViewVisibility(name: "all")
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// The pre-iOS 16 navigation container.
public struct NavigationView<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  @MainActor func expand(into builder: inout ChildBuilder) {
    builder.environment.navigation = NavigationContext(path: nil)
    ContainerExpansion.expand("NavigationView", content: content, into: &builder)
  }
}

/// How a `NavigationView` lays out (`.navigationViewStyle(.stack)`).
public protocol NavigationViewStyle: Sendable {}
nonisolated public struct StackNavigationViewStyle: NavigationViewStyle, BuiltInStyle { public init() {}; nonisolated static let styleName = "stack" }
nonisolated public struct DefaultNavigationViewStyle: NavigationViewStyle, BuiltInStyle { public init() {}; nonisolated static let styleName = "automatic" }
nonisolated public struct DoubleColumnNavigationViewStyle: NavigationViewStyle, BuiltInStyle { public init() {}; nonisolated static let styleName = "columns" }
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: StackNavigationViewStyle { .init() } }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: DefaultNavigationViewStyle { .init() } }
extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle { public static var columns: DoubleColumnNavigationViewStyle { .init() } }

extension View {
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
    attribute("navigationViewStyle", StyleName.of(style))
  }
}
