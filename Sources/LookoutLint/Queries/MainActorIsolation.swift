import LookoutSyntax

/// Isolation a type takes from what its declaration conforms to or inherits from: Swift infers `@MainActor`
/// for a class whose declaration conforms to a `@MainActor` protocol or inherits from a `@MainActor` class.
enum MainActorIsolation {
  /// Apple's `@MainActor` protocols and classes that apps' models conform to or inherit from.
  static let frameworkTypes: Set<String> = [
    "View", "App", "Scene", "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
    "NSViewControllerRepresentable", "UIApplicationDelegate", "NSApplicationDelegate", "WKApplicationDelegate",
    "UISceneDelegate", "UIWindowSceneDelegate", "NSWindowDelegate", "UITableViewDataSource", "UITableViewDelegate",
    "UICollectionViewDataSource", "UICollectionViewDelegate", "UIResponder", "NSResponder", "UIView", "NSView",
    "UIViewController", "NSViewController", "NSWindowController", "NSWindow", "UIWindow", "UIApplication",
    "NSApplication", "UIHostingController", "NSHostingController", "NSHostingView", "UITableViewController",
    "UICollectionViewController", "UINavigationController", "UITabBarController", "NSSplitViewController",
    "NSTabViewController",
  ]

  /// Whether a declaration that lists `inherited` is isolated to the main actor through one of them (the
  /// project's `@MainActor` protocols and classes, and those refining or inheriting from one).
  static func isInherited(from inherited: [String], index: TypeIndex) -> Bool {
    var pending = inherited
    var seen: Set<String> = []
    while let name = pending.popLast() {
      guard seen.insert(name).inserted else { continue }
      if frameworkTypes.contains(name) || index.mainActor.contains(name) { return true }
      for declaration in index.declarations where declaration.name == name && declaration.kind != .extension {
        pending += declaration.inherited
      }
    }
    return false
  }
}
