import LookoutSyntax

/// Options of a migration.
public struct MigrationOptions: Sendable {
  public var runtime: MigrationRuntime = .observation
  /// With `runtime` `.lookout`: SwiftUI views observe the `@Tracked` models through LookoutSwiftUI, the
  /// bridge for systems before iOS 17 / macOS 14 (`WithTracking`, `@TrackedState`, `@TrackedBindable`,
  /// `@TrackedEnvironment`), instead of Apple's Observation API. `lookout migrate` sets it when the project
  /// deploys below those.
  public var bridge = false
  /// With `bridge`: the project's settings, so that only the files built for a system before iOS 17 /
  /// macOS 14 (by their Xcode target, else their project) use the bridge, and the others Apple's API. Nil:
  /// every file uses the bridge.
  public var deploymentSettings: ProjectSettings?
  /// Migrate only these models (and their views), as the guides advise for large projects.
  public var only: Set<String>?
  /// What becomes of a model's stored properties that were not `@Published`.
  public var unpublished: UnpublishedProperties = .tracked
  /// The SwiftUI the project builds against: from Xcode 27 `@State` builds its initial value once per view
  /// identity, and the report leaves out what only held before.
  public var swiftUI = SwiftUIGeneration.default
  /// Threads to use (default: one per core). The output is the same for any number.
  public var jobs = OrderedParallelMap.defaultJobs
  /// How much source text (bytes) of the files parsed for the index stays parsed for the rewrite. Beyond
  /// it, files are parsed again when rewritten: time traded for memory that does not grow with the project.
  public var treeCacheBytes = 1 << 20
  /// How much source text (bytes) stays parsed from one round of the plan to the next, when the
  /// whole-project check keeps a model back and the project is rewritten again. A tree takes 40–90× its
  /// source, so 2 MB of source is about 100–200 MB of trees.
  public var roundCacheBytes = 2 << 20
  /// The entity classes of the project's Core Data models (`CoreDataModels.entityClasses(under:)`), by name,
  /// with the model file that declares each: never migrated, and their holders are left alone.
  public var coreDataEntities: [String: String] = [:]
  /// The project's pinned dependencies (`ResolvedDependencies.find(under:)`): where Factory 2.4.5 or later is
  /// pinned, views holding a migrated model with `@InjectedObject` switch to `@InjectedObservable`.
  public var dependencies: [ResolvedDependency] = []

  public init(runtime: MigrationRuntime = .observation, only: Set<String>? = nil) {
    self.runtime = runtime
    self.only = only
  }

  /// These options with what the project's files other than its Swift sources say, as `lookout migrate`
  /// reads them under `roots`: the Core Data models' entity classes and the pinned dependencies.
  public func readingProject(under roots: [String]) -> MigrationOptions {
    var options = self
    options.coreDataEntities = CoreDataModels.entityClasses(under: roots)
    options.dependencies = ResolvedDependencies.find(under: roots)
    return options
  }
}

/// What a migration does with a model's stored `var`s that were not `@Published`.
public enum UnpublishedProperties: String, Sendable, CaseIterable {
  /// They stay tracked, as state (views reading them now update: the report lists them), except what is not
  /// state: Combine subscriptions, task handles, timers, caches and formatters, delegates, services. The
  /// guides' advice and what people do by hand.
  case tracked
  /// Every one becomes `@ObservationIgnored`: views update exactly as they did, since these never notified.
  case ignored
}
