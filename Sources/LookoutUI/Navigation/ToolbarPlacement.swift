// Where toolbars and navigation titles go, and their roles.

/// Where a navigation title shows.
nonisolated public struct NavigationBarItem: Sendable {
  public enum TitleDisplayMode: Sendable, Hashable { case automatic, inline, large }
}

/// Which bar a toolbar modifier applies to (`.toolbar(.hidden, for: .tabBar)`).
nonisolated public struct ToolbarPlacement: Sendable, Hashable, CustomStringConvertible {
  public let description: String
  public static let automatic = ToolbarPlacement(description: "automatic")
  public static let navigationBar = ToolbarPlacement(description: "navigationBar")
  public static let tabBar = ToolbarPlacement(description: "tabBar")
  public static let bottomBar = ToolbarPlacement(description: "bottomBar")
  public static let windowToolbar = ToolbarPlacement(description: "windowToolbar")
}

/// A toolbar's role (`.toolbarRole(.editor)`).
nonisolated public enum ToolbarRole: Sendable, Hashable { case automatic, navigationStack, browser, editor }
