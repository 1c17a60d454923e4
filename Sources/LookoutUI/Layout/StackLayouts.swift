import Foundation

/// SwiftUI's stacks as layouts (`AnyLayout(HStackLayout())`): subviews side by side, with the spacing between.
nonisolated public struct HStackLayout: Layout {
  public var alignment: VerticalAlignment
  public var spacing: CGFloat?
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    StackArrangement(axis: .horizontal, spacing: spacing ?? 8).size(proposal, subviews)
  }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    StackArrangement(axis: .horizontal, spacing: spacing ?? 8).place(in: bounds, proposal, subviews)
  }
}

/// Subviews one above the other, with the spacing between.
nonisolated public struct VStackLayout: Layout {
  public var alignment: HorizontalAlignment
  public var spacing: CGFloat?
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    StackArrangement(axis: .vertical, spacing: spacing ?? 8).size(proposal, subviews)
  }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    StackArrangement(axis: .vertical, spacing: spacing ?? 8).place(in: bounds, proposal, subviews)
  }
}

/// Subviews over one another, centred.
nonisolated public struct ZStackLayout: Layout {
  public var alignment: Alignment
  public init(alignment: Alignment = .center) { self.alignment = alignment }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(proposal) }
    return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
  }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    for subview in subviews { subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal) }
  }
}

/// How a stack layout measures and places: subviews in order along the axis.
struct StackArrangement {
  let axis: Axis
  let spacing: CGFloat

  private func proposal(for subview: LayoutSubview, _ proposal: ProposedViewSize) -> ProposedViewSize {
    axis == .horizontal ? ProposedViewSize(width: nil, height: proposal.height) : ProposedViewSize(width: proposal.width, height: nil)
  }

  func size(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(self.proposal(for: $0, proposal)) }
    let gaps = spacing * CGFloat(max(0, sizes.count - 1))
    return axis == .horizontal
      ? CGSize(width: sizes.reduce(0) { $0 + $1.width } + gaps, height: sizes.map(\.height).max() ?? 0)
      : CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height } + gaps)
  }

  func place(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
    var position = bounds.origin
    for subview in subviews {
      let offer = self.proposal(for: subview, proposal)
      let size = subview.sizeThatFits(offer)
      subview.place(at: position, anchor: .topLeading, proposal: offer)
      if axis == .horizontal { position.x += size.width + spacing } else { position.y += size.height + spacing }
    }
  }
}
