import LookoutSyntax

extension DeploymentTarget {
  /// Why a migration to `runtime` must not run with these targets, or `nil` when it may. Observation needs
  /// iOS 17 / macOS 14 (and their siblings); Lookout's `@Tracked` runs everywhere, but no SwiftUI view
  /// observes a `@Tracked` model before iOS 17 / macOS 14 — so when the project has SwiftUI views
  /// (`swiftUIViews`: the files that declare some), the refusal says so instead of offering `--runtime lookout`
  /// as a way to a working app.
  public static func refusal(for targets: [DeploymentTarget], runtime: MigrationRuntime, swiftUIViews: [String] = []) -> String? {
    guard runtime == .observation else { return nil }
    let early = targets.filter(\.predatesObservation)
    guard !early.isEmpty else { return nil }
    let found = early.map { "  \($0.platform) \($0.version) in \($0.source)" }.joined(separator: "\n")
    let lookout: String
    if let first = swiftUIViews.first {
      let files = swiftUIViews.count == 1 ? "1 file: \(first)" : "\(swiftUIViews.count) files, e.g. \(first)"
      lookout = """
          --runtime lookout             not a way to a working app here: Lookout's @Tracked runs on earlier
                                        versions, but no SwiftUI view observes a @Tracked model before iOS 17 /
                                        macOS 14 (there is no bridge for that yet), and this project declares
                                        SwiftUI views (\(files)): on those systems they would stop updating. It
                                        suits only models no view holds (migrate those with --only)
        """
    } else {
      lookout = """
          --runtime lookout             Lookout's @Tracked runs on earlier versions (and Linux); no SwiftUI view
                                        observes a @Tracked model before iOS 17 / macOS 14, and this project
                                        declares no SwiftUI view, so its models keep working
        """
    }
    return """
      the project deploys to a version without Observation (@Observable needs iOS 17, macOS 14, tvOS 17, watchOS 10):
      \(found)
      Ways forward:
        raise the deployment target   to iOS 17 / macOS 14 or later, then run again
        --ignore-deployment-target    if this change raises the target itself
      \(lookout)
      """
  }

  /// The files among `sources` that declare a SwiftUI view (a type conforming to `View`, in a file that
  /// imports SwiftUI), in path order.
  public static func swiftUIViewFiles(in sources: some SourceProvider) -> [String] {
    sources.paths.filter { path in
      guard let source = try? sources.load(path), IdentifierScan.mentions(source.bytes, anyOf: ["SwiftUI"]) else { return false }
      return DeclarationScan.facts(of: source).types.contains { $0.kind != .protocol && $0.inherited.contains("View") }
    }
  }
}
