/// Builds a view from the statements of a closure: sequences, `if`/`else`, `if let`, `switch`, optional
/// content and `for` loops.
///
/// The result keeps each statement's position and, for branches, which branch ran: that is the view's
/// structural identity, as in SwiftUI.
@resultBuilder
public nonisolated enum ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }

  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  @inlinable
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
    TupleView((repeat each content))
  }

  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }

  public static func buildArray<Content: View>(_ components: [Content]) -> ForEach<[Int], Int, Content> {
    ForEach(Array(components.indices), id: \.self) { components[$0] }
  }
}

/// A view that renders nothing of its own, only its children: a container may expand it in its own node.
protocol StructuralView {}

extension TupleView: StructuralView {}
extension _ConditionalContent: StructuralView {}
extension Optional: StructuralView where Wrapped: View {}
extension EmptyView: StructuralView {}
extension Group: StructuralView {}

/// Several views in sequence, from a `ViewBuilder` block: `value` is the tuple of them. Each keeps its
/// position as its identity.
nonisolated public struct TupleView<T>: View, PrimitiveView {
  public typealias Body = Never
  public var value: T

  public init(_ value: T) {
    self.value = value
  }

  @MainActor func expand(into builder: inout ChildBuilder) {
    TupleLayout.of(T.self, example: value).add(value, to: &builder)
  }
}

/// One of two views, from an `if`/`else` or `switch`: the branch is part of the identity, so switching
/// branches replaces the view and resets its state.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
  public typealias Body = Never
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  @MainActor func expand(into builder: inout ChildBuilder) {
    switch storage {
    case .trueContent(let content): builder.add(content, key: .branch(true))
    case .falseContent(let content): builder.add(content, key: .branch(false))
    }
  }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  @MainActor func expand(into builder: inout ChildBuilder) {
    if let view = self { builder.add(view, key: .branch(true)) }
  }
}

/// Nothing. Made anywhere (a default value in a model), as in SwiftUI: its conformance to `View` is declared
/// apart, so the type is not isolated to the main actor.
public struct EmptyView {
  public init() {}
}

extension EmptyView: View, PrimitiveView {
  public typealias Body = Never
  @MainActor func expand(into builder: inout ChildBuilder) {}
}

/// A type-erased view. Its identity includes the wrapped view's type, as in SwiftUI. Made anywhere, as in
/// SwiftUI.
public struct AnyView {
  nonisolated(unsafe) let view: any View

  public init<Content: View>(_ view: Content) {
    self.view = view
  }

  public init<Content: View>(erasing view: Content) {
    self.view = view
  }

  /// A view from a value of unknown type, or nil when it is not a view (SwiftUI's, for code that walks a
  /// `TupleView`'s value).
  public init?(_fromValue value: Any) {
    guard let view = value as? any View else { return nil }
    self.view = view
  }
}

extension AnyView: View, PrimitiveView {
  public typealias Body = Never

  @MainActor func expand(into builder: inout ChildBuilder) {
    builder.add(view, key: .position(0))
  }
}

/// Views grouped without a container element.
nonisolated public struct Group<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  @MainActor func expand(into builder: inout ChildBuilder) {
    builder.add(content, key: .position(0))
  }
}

/// A view compared with `==` before its body runs again (`.equatable()`), whatever its layout: SwiftUI's
/// `EquatableView`. Transparent in reports: its content is the view evaluated.
nonisolated public struct EquatableView<Content: View & Equatable>: View, TransparentView {
  public var content: Content
  public init(content: Content) { self.content = content }
  @MainActor public var body: Content { content }
}

nonisolated extension View where Self: Equatable {
  /// Skips this view's body when the new value `==` the previous one.
  public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

extension EquatableView: DiffingParticipant {
  func isSameForDiffing(as other: Any) -> Bool { (other as? EquatableView<Content>)?.content == content }
}
