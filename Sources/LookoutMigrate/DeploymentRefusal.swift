import LookoutSyntax

extension DeploymentTarget {
  /// Why a migration to `runtime` must not run with these targets, or `nil` when it may.
  /// Observation needs iOS 17 / macOS 14 (and their siblings); Lookout runs everywhere.
  public static func refusal(for targets: [DeploymentTarget], runtime: MigrationRuntime) -> String? {
    guard runtime == .observation else { return nil }
    let early = targets.filter(\.predatesObservation)
    guard !early.isEmpty else { return nil }
    let found = early.map { "  \($0.platform) \($0.version) in \($0.source)" }.joined(separator: "\n")
    return """
      the project deploys to a version without Observation (@Observable needs iOS 17, macOS 14, tvOS 17, watchOS 10):
      \(found)
      Ways forward:
        raise the deployment target   to iOS 17 / macOS 14 or later, then run again
        --ignore-deployment-target    if this change raises the target itself
        --runtime lookout             Lookout's @Tracked runs on earlier versions (and Linux), but before iOS 17 /
                                      macOS 14 Apple's SwiftUI does not observe it: views holding @Tracked models
                                      would stop updating (there is no SwiftUI bridge yet). It suits models used
                                      outside SwiftUI; keep the models your views hold on ObservableObject (--only)
      """
  }
}
