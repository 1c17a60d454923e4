import Foundation

/// The subviews a custom layout lays out, in order.
nonisolated public struct LayoutSubviews: RandomAccessCollection, Equatable, Sendable {
  let subviews: [LayoutSubview]
  public var layoutDirection: LayoutDirection

  public var startIndex: Int { subviews.startIndex }
  public var endIndex: Int { subviews.endIndex }
  public subscript(index: Int) -> LayoutSubview { subviews[index] }
  public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(subviews: Array(subviews[bounds]), layoutDirection: layoutDirection) }
  public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
    LayoutSubviews(subviews: indices.map { subviews[$0] }, layoutDirection: layoutDirection)
  }
}

/// One subview of a custom layout: measure it with `sizeThatFits`, place it with `place(at:anchor:proposal:)`,
/// read what it gives its layout with `subview[Key.self]`.
nonisolated public struct LayoutSubview: Equatable, Sendable {
  let index: Int
  let model: SizeModel
  let values: [ObjectIdentifier: UncheckedSendable<Any>]
  let placements: Placements

  /// Where the layout placed each subview (written from the layout's `placeSubviews`, read by the host).
  final class Placements: @unchecked Sendable {
    private let lock = NSLock()
    private var rects: [Int: CGRect] = [:]
    func set(_ rect: CGRect, at index: Int) { lock.withLock { rects[index] = rect } }
    var all: [Int: CGRect] { lock.withLock { rects } }
  }

  /// The subview's size for `proposal`: an estimate, headlessly — text by its characters at its font's size
  /// (wrapped to the proposed width), images at 24 points (resizable ones fill the proposal), shapes, colours and
  /// spacers filling the proposal, stacks adding up their content, `.frame` and `.padding` applied.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { model.size(for: proposal) }

  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    let size = sizeThatFits(proposal)
    return ViewDimensions(width: size.width, height: size.height)
  }

  /// Places the subview with its `anchor` at `position`, sized for `proposal`.
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
    let size = sizeThatFits(proposal)
    let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
    placements.set(CGRect(origin: origin, size: size), at: index)
  }

  /// The value the subview gives its layout for `key` (`.layoutValue(key:value:)`), or the key's default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    values[ObjectIdentifier(key)]?.value as? K.Value ?? K.defaultValue
  }

  /// The subview's `.layoutPriority(_:)`.
  public var priority: Double { model.priority }
  public var spacing: ViewSpacing { ViewSpacing() }

  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.index == rhs.index && lhs.placements === rhs.placements }
}

extension UncheckedSendable: Equatable where Value: Equatable {
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
}
