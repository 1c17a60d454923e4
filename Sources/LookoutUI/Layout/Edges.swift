import Foundation

/// An edge of a view, and sets of edges (for padding, safe areas, insets).
nonisolated public enum Edge: Int8, Sendable, Hashable, CaseIterable {
  case top, leading, bottom, trailing

  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
  }
}

/// A vertical edge (`.listRowSeparator(.hidden, edges: .top)`).
nonisolated public enum VerticalEdge: Int8, Sendable, Hashable, CaseIterable {
  case top, bottom
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let bottom = Set(rawValue: 2)
    public static let all: Set = [.top, .bottom]
  }
}

/// A horizontal edge (`.swipeActions(edge: .leading)`).
nonisolated public enum HorizontalEdge: Int8, Sendable, Hashable, CaseIterable {
  case leading, trailing
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let leading = Set(rawValue: 1)
    public static let trailing = Set(rawValue: 2)
    public static let all: Set = [.leading, .trailing]
  }
}

/// Insets on each edge.
nonisolated public struct EdgeInsets: Sendable, Hashable {
  public var top, leading, bottom, trailing: CGFloat
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// Regions of the safe area (`.ignoresSafeArea(.keyboard)`).
nonisolated public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// How content fits its frame (`.aspectRatio(contentMode: .fit)`).
nonisolated public enum ContentMode: Sendable, Hashable, CaseIterable { case fit, fill }

/// The axes of scroll views and fixed sizes.
nonisolated public enum Axis: Int8, Sendable, Hashable, CaseIterable {
  case horizontal, vertical

  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}
