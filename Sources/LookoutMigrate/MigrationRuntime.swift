import LookoutSyntax
/// What the migration writes for each target runtime.
public enum MigrationRuntime: String, Sendable, CaseIterable {
  /// Apple's Observation (`@Observable`): iOS 17 / macOS 14 and later.
  case observation
  /// Lookout (`@Tracked`): any platform, including iOS 16 and Linux.
  case lookout

  var classMacro: String { self == .observation ? "Observable" : "Tracked" }
  var ignoreMacro: String { self == .observation ? "ObservationIgnored" : "Untracked" }
  var protocolName: String { self == .observation ? "Observable" : "Tracked" }
  var module: String { self == .observation ? "Observation" : "Lookout" }

  /// Modules whose import already provides the macros: on Apple's systems SwiftUI re-exports Observation, and
  /// so does Foundation (and the frameworks that re-export Foundation), which is why people rarely write
  /// `import Observation` beside them.
  var providingModules: Set<String> {
    self == .observation
      ? ["Observation", "SwiftUI", "Foundation", "UIKit", "AppKit", "Cocoa", "SwiftData", "WatchKit", "CoreData"]
      : ["Lookout"]
  }

  /// How to observe a property over time, for suggestions (`name` is the property).
  func observing(_ expression: String) -> String {
    self == .observation
      ? "`Observations { \(expression) }` (iOS 26) or `withObservationTracking` re-armed in its onChange"
      : "`withContinuousTracking { _ in … \(expression) … }` or `for await value in TrackedValues { \(expression) }`"
  }
}
