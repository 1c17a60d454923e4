import Foundation

/// A kind of alignment guide (for custom alignments: `extension HorizontalAlignment { static let label = … }`).
public protocol AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A view's size and alignment guides, in `alignmentGuide(_:computeValue:)` closures. Headlessly there is no
/// layout: sizes are zero and guides their defaults.
nonisolated public struct ViewDimensions: Sendable, Equatable {
  public let width: CGFloat
  public let height: CGFloat
  public subscript(guide: HorizontalAlignment) -> CGFloat { 0 }
  public subscript(guide: VerticalAlignment) -> CGFloat { 0 }
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

/// Horizontal alignment of a stack's children.
nonisolated public struct HorizontalAlignment: Sendable, Hashable, CustomStringConvertible {
  public let description: String
  init(name: String) { description = name }
  public init(_ id: AlignmentID.Type) { description = ViewNode.name(of: id) }

  public static let leading = HorizontalAlignment(name: "leading")
  public static let center = HorizontalAlignment(name: "center")
  public static let trailing = HorizontalAlignment(name: "trailing")
  public static let listRowSeparatorLeading = HorizontalAlignment(name: "listRowSeparatorLeading")
  public static let listRowSeparatorTrailing = HorizontalAlignment(name: "listRowSeparatorTrailing")
}

/// Vertical alignment of a stack's children.
nonisolated public struct VerticalAlignment: Sendable, Hashable, CustomStringConvertible {
  public let description: String
  init(name: String) { description = name }
  public init(_ id: AlignmentID.Type) { description = ViewNode.name(of: id) }

  public static let top = VerticalAlignment(name: "top")
  public static let center = VerticalAlignment(name: "center")
  public static let bottom = VerticalAlignment(name: "bottom")
  public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
  public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
}

/// Two-axis alignment: shown by name.
nonisolated public struct Alignment: Sendable, Hashable, CustomStringConvertible {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public var description: String {
    switch (horizontal.description, vertical.description) {
    case ("center", "center"): "center"
    case (let h, "center"): h
    case ("center", let v): v
    case (let h, let v): v + h.prefix(1).uppercased() + h.dropFirst()
    }
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
  public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
  public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
  public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
  public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
  public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

/// How text lines align.
nonisolated public enum TextAlignment: Sendable, Hashable, CaseIterable { case leading, center, trailing }
