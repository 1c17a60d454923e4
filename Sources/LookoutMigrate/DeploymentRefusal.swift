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

  /// Why a `--runtime lookout` plan must not be written, or `nil` when it may: the targets predate
  /// Observation, and SwiftUI views hold models the plan makes `@Tracked`. Before iOS 17 / macOS 14 Apple's
  /// SwiftUI does not observe those, so the views would stop updating without a word. `migrated` are the
  /// plan's models, to name those no view holds.
  public static func trackedViewsRefusal(for targets: [DeploymentTarget], views: [TrackedModelView], migrated: [String]) -> String? {
    let early = targets.filter(\.predatesObservation)
    guard !early.isEmpty, !views.isEmpty else { return nil }
    let found = early.map { "  \($0.platform) \($0.version) in \($0.source)" }.joined(separator: "\n")
    let shown = views.prefix(10).map { "  \($0.view) holds \($0.model) (\($0.file):\($0.line))" }
      + (views.count > 10 ? ["  … and \(views.count - 10) more"] : [])
    let held = Set(views.map(\.model))
    let free = migrated.filter { !held.contains($0) }
    let only = free.isEmpty
      ? "migrate only models no SwiftUI view holds (here a view holds every one)"
      : "migrate only models no SwiftUI view holds: \(free.prefix(6).joined(separator: ", "))\(free.count > 6 ? ", …" : "")"
    return """
      the project deploys to a version whose SwiftUI does not observe @Tracked models (before iOS 17, macOS 14, tvOS 17, watchOS 10):
      \(found)
      and these SwiftUI views hold models this migration makes @Tracked, so on those systems they would stop updating:
      \(shown.joined(separator: "\n"))
      Nothing was written. Ways forward:
        raise the deployment target   to iOS 17 / macOS 14 or later, then migrate with --runtime observation (the default)
        --only <model>                \(only)
        --ignore-deployment-target    if this change raises the target itself
      """
  }

  /// What `lookout report` advises for these targets, the advice `migrate` gives: `viewsHoldModels` is whether
  /// SwiftUI views hold `ObservableObject` models (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`).
  public static func advice(for targets: [DeploymentTarget], viewsHoldModels: Bool) -> String {
    guard targets.contains(where: \.predatesObservation) else { return "Observation is available" }
    return viewsHoldModels
      ? "predates Observation: raise the target to iOS 17 / macOS 14, then migrate (SwiftUI views hold models here, and before iOS 17 SwiftUI observes neither @Observable nor @Tracked); --runtime lookout only with --only for models no view holds"
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
