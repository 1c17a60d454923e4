import Foundation

/// A container element around content: stacks, `List`, `Form`, `NavigationStack`.
struct ContainerExpansion {
  @MainActor static func expand(
    _ kind: String, label: String? = nil, details: [ElementAttribute] = [], content: any View,
    into builder: inout ChildBuilder
  ) {
    var element = Element(kind: kind, label: label)
    element.details = details
    builder.element = element
    builder.inheritedAttributes = []
    builder.addContent(content)
  }

  static func spacing(_ spacing: CGFloat?) -> [ElementAttribute] {
    spacing.map { [ElementAttribute("spacing", Self.number($0))] } ?? []
  }

  /// A number as the render shows it: `16`, `0.5`, `∞`.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return value > 0 ? "∞" : value < 0 ? "-∞" : "nan" }
    return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}

nonisolated public struct VStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let spacing: CGFloat?
  let content: Content

  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.spacing = spacing
    self.content = content()
  }

  @MainActor func expand(into builder: inout ChildBuilder) {
    ContainerExpansion.expand("VStack", details: ContainerExpansion.spacing(spacing), content: content, into: &builder)
  }
}

nonisolated public struct HStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let spacing: CGFloat?
  let content: Content

  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.spacing = spacing
    self.content = content()
  }

  @MainActor func expand(into builder: inout ChildBuilder) {
    ContainerExpansion.expand("HStack", details: ContainerExpansion.spacing(spacing), content: content, into: &builder)
  }
}

nonisolated public struct ZStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content

  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  @MainActor func expand(into builder: inout ChildBuilder) {
    ContainerExpansion.expand("ZStack", content: content, into: &builder)
  }
}

/// A vertical stack that builds rows lazily in SwiftUI; headlessly every row is mounted.
nonisolated public struct LazyVStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let spacing: CGFloat?
  let content: Content

  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
              @ViewBuilder content: () -> Content) {
    self.spacing = spacing
    self.content = content()
  }

  @MainActor func expand(into builder: inout ChildBuilder) {
    ContainerExpansion.expand("LazyVStack", details: ContainerExpansion.spacing(spacing), content: content, into: &builder)
  }
}

/// A horizontal stack that builds columns lazily in SwiftUI; headlessly every column is mounted.
nonisolated public struct LazyHStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let spacing: CGFloat?
  let content: Content

  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
              @ViewBuilder content: () -> Content) {
    self.spacing = spacing
    self.content = content()
  }

  @MainActor func expand(into builder: inout ChildBuilder) {
    ContainerExpansion.expand("LazyHStack", details: ContainerExpansion.spacing(spacing), content: content, into: &builder)
  }
}

/// Section headers and footers that stay visible while lazy stacks scroll.
nonisolated public struct PinnedScrollableViews: OptionSet, Sendable, Hashable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A column or row of a lazy grid.
nonisolated public struct GridItem: Sendable, Hashable {
  public enum Size: Sendable, Hashable {
    case fixed(CGFloat)
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  public var size: Size
  public var spacing: CGFloat?
  public var alignment: Alignment?

  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// A grid that grows vertically: every cell is mounted headlessly, in order.
nonisolated public struct LazyVGrid<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let columns: [GridItem]
  let content: Content

  public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
              pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
    self.columns = columns
    self.content = content()
  }

  @MainActor func expand(into builder: inout ChildBuilder) {
    ContainerExpansion.expand("LazyVGrid", details: [ElementAttribute("columns", "\(columns.count)")], content: content, into: &builder)
  }
}

/// A grid that grows horizontally.
nonisolated public struct LazyHGrid<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let rows: [GridItem]
  let content: Content

  public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
              pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
    self.rows = rows
    self.content = content()
  }

  @MainActor func expand(into builder: inout ChildBuilder) {
    ContainerExpansion.expand("LazyHGrid", details: [ElementAttribute("rows", "\(rows.count)")], content: content, into: &builder)
  }
}

/// A grid of rows (`GridRow`) and cells.
nonisolated public struct Grid<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content

  public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
              @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  @MainActor func expand(into builder: inout ChildBuilder) { ContainerExpansion.expand("Grid", content: content, into: &builder) }
}

/// One row of a `Grid`.
nonisolated public struct GridRow<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content

  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) { self.content = content() }

  @MainActor func expand(into builder: inout ChildBuilder) { ContainerExpansion.expand("GridRow", content: content, into: &builder) }
}

/// The first of its children that fits; headlessly, the first.
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content

  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) { self.content = content() }

  @MainActor func expand(into builder: inout ChildBuilder) { ContainerExpansion.expand("ViewThatFits", content: content, into: &builder) }
}
