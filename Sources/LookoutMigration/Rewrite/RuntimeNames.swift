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

  /// Modules whose import already provides the macros (SwiftUI re-exports Observation).
  var providingModules: Set<String> { self == .observation ? ["Observation", "SwiftUI"] : ["Lookout"] }
}
