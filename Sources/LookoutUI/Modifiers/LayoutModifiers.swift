import Foundation

// Layout modifiers: recorded as attributes the rendered tree shows; no effect on updates. One declaration each.

/// A number as the render shows it: `16`, `0.5`, `∞`.
func shown(_ value: CGFloat) -> String { value == .infinity ? "∞" : ContainerExpansion.number(value) }

/// Edges as the render shows them: `all`, `horizontal`, `top+leading`.
func shown(_ edges: Edge.Set) -> String {
  switch edges {
  case .all: "all"
  case .horizontal: "horizontal"
  case .vertical: "vertical"
  default: Edge.allCases.filter { edges.contains(Edge.Set($0)) }.map { "\($0)" }.joined(separator: "+")
  }
}

nonisolated extension View {
  public func padding(_ length: CGFloat) -> some View { attribute("padding", shown(length)) }
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let amount = length.map(shown) ?? "default"
    return attribute("padding", edges == .all ? amount : "\(shown(edges)) \(amount)")
  }
  public func padding(_ insets: EdgeInsets) -> some View {
    attribute("padding", [insets.top, insets.leading, insets.bottom, insets.trailing].map(shown).joined(separator: " "))
  }
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    attribute("safeAreaPadding", length.map(shown) ?? "default")
  }
  public func scenePadding(_ edges: Edge.Set = .all) -> some View { attribute("scenePadding", shown(edges)) }

  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    let size = [width.map { "w \(shown($0))" }, height.map { "h \(shown($0))" }]
    return attribute("frame", (size.compactMap { $0 } + (alignment == .center ? [] : [alignment.description])).joined(separator: " "))
  }
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    func bound(_ name: String, _ value: CGFloat?) -> String? { value.map { "\(name) \(shown($0))" } }
    let parts = [bound("minW", minWidth), bound("idealW", idealWidth), bound("maxW", maxWidth),
                 bound("minH", minHeight), bound("idealH", idealHeight), bound("maxH", maxHeight)]
      + (alignment == .center ? [] : [alignment.description])
    return attribute("frame", parts.compactMap { $0 }.joined(separator: " "))
  }
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    attribute("containerRelativeFrame", "\(axes.rawValue)")
  }
  public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center)
    -> some View
  {
    attribute("containerRelativeFrame", "\(count)")
  }

  public func offset(_ offset: CGSize) -> some View { attribute("offset", "\(shown(offset.width)) \(shown(offset.height))") }
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { attribute("offset", "\(shown(x)) \(shown(y))") }
  public func position(_ position: CGPoint) -> some View { attribute("position", "\(shown(position.x)) \(shown(position.y))") }
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { attribute("position", "\(shown(x)) \(shown(y))") }
  public func fixedSize() -> some View { attribute("fixedSize", "true") }
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    attribute("fixedSize", horizontal && vertical ? "true" : horizontal ? "horizontal" : vertical ? "vertical" : "false")
  }
  public func layoutPriority(_ value: Double) -> some View { attribute("layoutPriority", ContainerExpansion.number(value)) }
  public func zIndex(_ value: Double) -> some View { attribute("zIndex", ContainerExpansion.number(value)) }
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    attribute("aspectRatio", (aspectRatio.map { shown($0) + " " } ?? "") + "\(contentMode)")
  }
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    attribute("aspectRatio", "\(shown(aspectRatio.width)):\(shown(aspectRatio.height)) \(contentMode)")
  }
  public func scaledToFit() -> some View { attribute("aspectRatio", "fit") }
  public func scaledToFill() -> some View { attribute("aspectRatio", "fill") }
  public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
    attribute("alignmentGuide", guide.description)
  }
  public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
    attribute("alignmentGuide", guide.description)
  }
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    attribute("ignoresSafeArea", shown(edges))
  }
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { attribute("ignoresSafeArea", shown(edges)) }
  public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic)
    -> some View
  {
    attribute("contentMargins", "\(shown(edges)) \(length.map(shown) ?? "default")")
  }
  public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
    attribute("contentMargins", shown(length))
  }
  public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic)
    -> some View
  {
    attribute("contentMargins", shown(edges))
  }
  public func coordinateSpace(name: some Hashable) -> some View { attribute("coordinateSpace", "\(name)") }
  public func coordinateSpace(_ space: CoordinateSpace) -> some View { attribute("coordinateSpace", "\(space)") }
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { attribute("gridColumnAlignment", guide.description) }
  public func gridCellColumns(_ count: Int) -> some View { attribute("gridCellColumns", "\(count)") }
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View { attribute("gridCellAnchor", "\(anchor.x) \(anchor.y)") }
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { attribute("gridCellUnsizedAxes", "\(axes.rawValue)") }
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View {
    attribute("matchedGeometryEffect", "\(id)")
  }
}

/// What `matchedGeometryEffect` matches.
nonisolated public struct MatchedGeometryProperties: OptionSet, Sendable, Hashable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let position = MatchedGeometryProperties(rawValue: 1)
  public static let size = MatchedGeometryProperties(rawValue: 2)
  public static let frame: MatchedGeometryProperties = [.position, .size]
}
