import Foundation

/// A layout of your own (`struct Flow: Layout`), as in SwiftUI: the host calls `sizeThatFits` with its proposed
/// size (the screen's, or the environment's `screenSize`) and then `placeSubviews` in the bounds it returned,
/// after each update that re-evaluates the layout's content. Subviews are measured by an estimate (see
/// ``LayoutSubview/sizeThatFits(_:)``); where they are placed shows in the rendered tree (`placed: 0 0 120×20`).
public protocol Layout: Animatable {
  static var layoutProperties: LayoutProperties { get }
  associatedtype Cache = Void
  typealias Subviews = LayoutSubviews

  func makeCache(subviews: Subviews) -> Cache
  func updateCache(_ cache: inout Cache, subviews: Subviews)
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
  func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                         cache: inout Cache) -> CGFloat?
  func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                         cache: inout Cache) -> CGFloat?
}

extension Layout {
  public static var layoutProperties: LayoutProperties { LayoutProperties() }
  public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }
  public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                                cache: inout Cache) -> CGFloat? { nil }
  public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                                cache: inout Cache) -> CGFloat? { nil }

  /// The layout's view: `content` laid out by it.
  @MainActor public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    LayoutContainer(layout: AnyLayout(self), content: content())
  }
}

extension Layout where Cache == Void {
  public func makeCache(subviews: Subviews) -> Cache { () }
}

/// Properties of a layout (the axis a stack lays out along).
nonisolated public struct LayoutProperties: Sendable {
  public var stackOrientation: Axis?
  public init() {}
}

/// A size a parent proposes: a dimension may be unspecified (nil: "your ideal size"), zero or infinite.
nonisolated public struct ProposedViewSize: Equatable, Sendable {
  public var width: CGFloat?
  public var height: CGFloat?

  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }
  public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

  public static let zero = ProposedViewSize(width: 0, height: 0)
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// The proposal with unspecified dimensions taken from `size` (10 × 10 by default, as in SwiftUI).
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}

/// The spacing a view prefers around it.
nonisolated public struct ViewSpacing: Sendable, Equatable {
  var edges: [Edge: CGFloat]

  public init() { edges = [:] }
  public static let zero = ViewSpacing()

  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    for (edge, value) in other.edges where edges.contains(Edge.Set(edge)) { self.edges[edge] = max(self.edges[edge] ?? 0, value) }
  }
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var result = self
    result.formUnion(other, edges: edges)
    return result
  }
  /// The distance to `next` along `axis`: SwiftUI's default of 8 points between views.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { 8 }
}

/// A key for a value a subview gives its layout (`.layoutValue(key: Rank.self, value: 2)`).
public protocol LayoutValueKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

nonisolated extension View {
  /// Gives the enclosing custom layout `value` for `key`, read with `subview[key]`.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    modifier(PrimitiveModifierBox.wrap(PreferenceModifier(key: ObjectIdentifier(K.self), value: value)))
  }
}
