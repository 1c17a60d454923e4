import Foundation

// How lists space their sections and how prominent badges and sections are.

/// How a badge stands out.
nonisolated public enum BadgeProminence: Sendable, Hashable { case standard, increased, decreased }

/// How prominent a section or control is.
nonisolated public enum Prominence: Sendable, Hashable { case standard, increased }

/// How wide a section is spaced from its neighbours.
nonisolated public struct ListSectionSpacing: Sendable, Hashable {
  let name: String
  public static let `default` = ListSectionSpacing(name: "default")
  public static let compact = ListSectionSpacing(name: "compact")
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(name: ContainerExpansion.number(spacing)) }
}
