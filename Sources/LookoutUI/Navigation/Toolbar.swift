import Foundation

/// Content of a toolbar: `ToolbarItem`s, `ToolbarItemGroup`s, or content of your own with a `body` of them.
@MainActor @preconcurrency
public protocol ToolbarContent {
  associatedtype Body: ToolbarContent
  @ToolbarContentBuilder var body: Body { get }
}

/// Toolbar content the host mounts itself.
@MainActor @preconcurrency
protocol PrimitiveToolbarContent {
  var toolbarView: any View { get }
}

extension Never: ToolbarContent {}

extension ToolbarContent where Body == Never {
  @MainActor public var body: Never { fatalError("\(Self.self) is primitive toolbar content") }
}

/// Builds toolbar content from the items of a closure.
@resultBuilder
@MainActor @preconcurrency
public enum ToolbarContentBuilder {
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent<repeat each Content> {
    TupleToolbarContent(repeat each content)
  }
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
  public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
  public static func buildEither<First: ToolbarContent, Second: ToolbarContent>(first: First) -> ConditionalToolbarContent<First, Second> {
    ConditionalToolbarContent(first: first, second: nil)
  }
  public static func buildEither<First: ToolbarContent, Second: ToolbarContent>(second: Second) -> ConditionalToolbarContent<First, Second> {
    ConditionalToolbarContent(first: nil, second: second)
  }
}

/// Several toolbar items.
public struct TupleToolbarContent<each Content: ToolbarContent>: ToolbarContent, PrimitiveToolbarContent {
  public typealias Body = Never
  let content: (repeat each Content)
  init(_ content: repeat each Content) { self.content = (repeat each content) }

  @MainActor var toolbarView: any View {
    var views: [any View] = []
    for item in repeat each content { views.append(ToolbarContentView.view(of: item)) }
    return ToolbarViews(views: views)
  }
}

/// One of two kinds of toolbar content.
public struct ConditionalToolbarContent<First: ToolbarContent, Second: ToolbarContent>: ToolbarContent, PrimitiveToolbarContent {
  public typealias Body = Never
  let first: First?
  let second: Second?
  @MainActor var toolbarView: any View {
    if let first { return ToolbarViews(views: [ToolbarContentView.view(of: first)], branch: true) }
    if let second { return ToolbarViews(views: [ToolbarContentView.view(of: second)], branch: false) }
    return EmptyView()
  }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
  public typealias Body = Never
}

extension Optional: PrimitiveToolbarContent where Wrapped: ToolbarContent {
  var toolbarView: any View { map { ToolbarContentView.view(of: $0) } ?? EmptyView() }
}

/// Toolbar content as the views the host mounts: primitives as their views, content of your own evaluated
/// like a view (its dynamic properties kept).
@MainActor
enum ToolbarContentView {
  static func view(of content: some ToolbarContent) -> any View {
    if let primitive = content as? PrimitiveToolbarContent { return primitive.toolbarView }
    return ToolbarContentBody(content: content)
  }
}

/// A toolbar content type of your own: its body evaluated as a view's.
struct ToolbarContentBody<Content: ToolbarContent>: View, DynamicPropertySource, ReportedName {
  let content: Content
  var dynamicPropertyOwner: Any { content }
  @MainActor var body: some View { AnyView(erasing: ToolbarContentView.view(of: content.body)) }
  static var reportedName: String { ViewNode.name(of: Content.self) }
}

/// Views side by side, keyed by position.
struct ToolbarViews: View, PrimitiveView {
  typealias Body = Never
  let views: [any View]
  var branch: Bool?

  @MainActor func expand(into builder: inout ChildBuilder) {
    for (index, view) in views.enumerated() {
      builder.add(view, key: branch.map { .branch($0) } ?? .position(index))
    }
  }
}

/// Where a toolbar item goes: shown by name.
nonisolated public struct ToolbarItemPlacement: Sendable, Hashable, CustomStringConvertible {
  public let description: String
  public static let automatic = ToolbarItemPlacement(description: "automatic")
  public static let principal = ToolbarItemPlacement(description: "principal")
  public static let navigation = ToolbarItemPlacement(description: "navigation")
  public static let primaryAction = ToolbarItemPlacement(description: "primaryAction")
  public static let secondaryAction = ToolbarItemPlacement(description: "secondaryAction")
  public static let status = ToolbarItemPlacement(description: "status")
  public static let confirmationAction = ToolbarItemPlacement(description: "confirmationAction")
  public static let cancellationAction = ToolbarItemPlacement(description: "cancellationAction")
  public static let destructiveAction = ToolbarItemPlacement(description: "destructiveAction")
  public static let keyboard = ToolbarItemPlacement(description: "keyboard")
  public static let topBarLeading = ToolbarItemPlacement(description: "topBarLeading")
  public static let topBarTrailing = ToolbarItemPlacement(description: "topBarTrailing")
  public static let navigationBarLeading = ToolbarItemPlacement(description: "navigationBarLeading")
  public static let navigationBarTrailing = ToolbarItemPlacement(description: "navigationBarTrailing")
  public static let bottomBar = ToolbarItemPlacement(description: "bottomBar")
  public static let largeTitle = ToolbarItemPlacement(description: "largeTitle")
  public static let title = ToolbarItemPlacement(description: "title")
  public static let subtitle = ToolbarItemPlacement(description: "subtitle")
}

/// One item of a toolbar, mounted under the `Toolbar` element of the view it is attached to.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
  public typealias Body = Never
  let placement: ToolbarItemPlacement
  let content: Content

  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
    self.placement = placement
    self.content = content()
  }

  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
    self.placement = placement
    self.content = content()
  }

  var toolbarView: any View { ToolbarItemView(kind: "ToolbarItem", placement: placement, content: content) }
}

/// Several items at one placement.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
  public typealias Body = Never
  let placement: ToolbarItemPlacement
  let content: Content

  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  var toolbarView: any View { ToolbarItemView(kind: "ToolbarItemGroup", placement: placement, content: content) }
}

/// A toolbar item's element and content.
nonisolated struct ToolbarItemView: View, PrimitiveView {
  typealias Body = Never
  let kind: String
  let placement: ToolbarItemPlacement
  let content: any View

  @MainActor func expand(into builder: inout ChildBuilder) {
    ContainerExpansion.expand(kind, details: placement == .automatic ? [] : [ElementAttribute("placement", placement.description)],
                              content: content, into: &builder)
  }
}

extension View {
  /// Adds toolbar items: mounted (and tappable) under a `Toolbar` element next to this view.
  public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
    let items = ToolbarContentView.view(of: content())
    return modifier(PrimitiveModifierBox.wrap(PresentationModifier(kind: "Toolbar", presented: items, key: .position(2))))
  }

  /// Adds views to the toolbar.
  @_disfavoredOverload
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    modifier(PrimitiveModifierBox.wrap(PresentationModifier(kind: "Toolbar", presented: content(), key: .position(2))))
  }

  /// A customizable toolbar (its `id` names it for the user's customizations).
  public func toolbar<Content: ToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View {
    toolbar(content: content)
  }
}
