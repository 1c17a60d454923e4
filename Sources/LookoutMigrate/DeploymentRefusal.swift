import LookoutSyntax

extension DeploymentTarget {
  /// Why a migration to `runtime` must not run with these targets, or `nil` when it may. Observation needs
  /// iOS 17 / macOS 14 (and their siblings); Lookout's `@Tracked` runs everywhere, and below those its views
  /// observe through LookoutSwiftUI, the bridge, which `--runtime lookout` migrates them onto. `swiftUIViews`
  /// (the files that declare a view) say how much of the project that concerns.
  public static func refusal(for targets: [DeploymentTarget], runtime: MigrationRuntime, swiftUIViews: [String] = []) -> String? {
    guard runtime == .observation else { return nil }
    let early = targets.filter(\.predatesObservation)
    guard !early.isEmpty else { return nil }
    let found = early.map { "  \($0.platform) \($0.version) in \($0.source)" }.joined(separator: "\n")
    let lookout: String
    if let first = swiftUIViews.first {
      let files = swiftUIViews.count == 1 ? "1 file: \(first)" : "\(swiftUIViews.count) files, e.g. \(first)"
      lookout = """
          --runtime lookout             migrate onto Lookout, down to iOS 13: models become @Tracked, and the
                                        SwiftUI views (\(files)) observe them through the bridge,
                                        LookoutSwiftUI: @StateObject → @TrackedState, @ObservedObject → a
                                        property (@TrackedBindable for $bindings), @EnvironmentObject →
                                        @TrackedEnvironment, .environmentObject → .trackedEnvironment, and each
                                        body that reads a model wrapped in WithTracking { }. Add the
                                        LookoutSwiftUI product to the app's target
        """
    } else {
      lookout = """
          --runtime lookout             Lookout's @Tracked runs on earlier versions (and Linux); this project
                                        declares no SwiftUI view, so nothing needs the SwiftUI bridge
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

  /// Why a `--runtime lookout` plan below iOS 17 must not be written, or `nil` when it may: SwiftUI views hold
  /// models the plan makes `@Tracked`, and the bridge cannot make them observe those (`views`, each with the
  /// reason), so on those systems they would stop updating. `migrated` are the plan's models, to name those
  /// no such view holds.
  public static func trackedViewsRefusal(for targets: [DeploymentTarget], views: [TrackedModelView], migrated: [String]) -> String? {
    let early = targets.filter(\.predatesObservation)
    guard !early.isEmpty, !views.isEmpty else { return nil }
    let found = early.map { "  \($0.platform) \($0.version) in \($0.source)" }.joined(separator: "\n")
    let shown = views.prefix(10).map { "  \($0.view) holds \($0.model) (\($0.file):\($0.line)): \($0.reason)" }
      + (views.count > 10 ? ["  … and \(views.count - 10) more"] : [])
    let held = Set(views.map(\.model))
    let free = migrated.filter { !held.contains($0) }
    let only = free.isEmpty
      ? "migrate only models no such view holds (here they hold every one)"
      : "migrate only models no such view holds: \(free.prefix(6).joined(separator: ", "))\(free.count > 6 ? ", …" : "")"
    return """
      the project deploys to a version whose SwiftUI does not observe @Tracked models by itself (before iOS 17, macOS 14, tvOS 17, watchOS 10):
      \(found)
      and the bridge cannot wrap these views' bodies in WithTracking, so on those systems they would stop updating:
      \(shown.joined(separator: "\n"))
      Nothing was written. Ways forward:
        declare `var body: some View { … }` in the view itself, with no explicit `return`, then run again
        --only <model>                \(only)
        raise the deployment target   to iOS 17 / macOS 14 or later, then migrate with --runtime observation (the default)
      """
  }

  /// What `lookout report` advises for these targets, the advice `migrate` gives: `viewsHoldModels` is whether
  /// SwiftUI views hold `ObservableObject` models (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`).
  public static func advice(for targets: [DeploymentTarget], viewsHoldModels: Bool) -> String {
    guard targets.contains(where: \.predatesObservation) else { return "Observation is available" }
    return viewsHoldModels
      ? "predates Observation: migrate with --runtime lookout (models become @Tracked; SwiftUI views observe them through the LookoutSwiftUI bridge, down to iOS 13), or raise the target to iOS 17 / macOS 14"
      : "predates Observation: migrate with --runtime lookout (no SwiftUI view holds a model here), or raise the target"
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
