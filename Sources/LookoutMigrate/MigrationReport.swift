import LookoutSyntax
/// A construct the migration left for a person, with where it is, why, and what to write instead.
public struct ManualItem: Sendable, Hashable {
  public let file: String
  public let line: Int
  public let column: Int
  public let reason: String
  public let suggestion: String

  public init(file: String, line: Int, column: Int, reason: String, suggestion: String) {
    self.file = file
    self.line = line
    self.column = column
    self.reason = reason
    self.suggestion = suggestion
  }
}

/// One edit the migration made, for the summary.
public struct EditRecord: Sendable, Hashable {
  public let file: String
  public let line: Int
  public let kind: String
}

/// A file the migration left untouched: it could not be read, must not be written, or does not parse. Its
/// errors are `line:column: message` when they have a place.
public struct SkippedFile: Sendable, Hashable {
  public let path: String
  public let errors: [String]
  /// Whether the file could not be read at all (reported once, where the run first tried).
  var unread = false

  init(path: String, errors: [String]) {
    self.path = path
    self.errors = errors
  }

  init(_ error: FileError, unread: Bool = false) {
    path = error.path
    errors = [error.location.map { "\($0.line):\($0.column): \(error.message)" } ?? error.message]
    self.unread = unread
  }
}

/// A SwiftUI view that holds a model the migration makes `@Tracked` (`--runtime lookout` below iOS 17 /
/// macOS 14) and whose body the bridge cannot wrap in `WithTracking`: there it would stop updating.
public struct TrackedModelView: Sendable, Hashable {
  public let view: String
  public let model: String
  /// Why the body cannot be wrapped.
  public let reason: String
  public let file: String
  public let line: Int
}

/// Everything a migration run found and did.
public struct MigrationReport: Sendable {
  /// The models migrated, by name.
  public internal(set) var models: [String] = []
  /// Every `ObservableObject` class found, by name (migrated or not).
  public internal(set) var modelsFound: [String] = []
  /// Names asked for with `--only` that are not `ObservableObject` classes of the project.
  public internal(set) var unknownModels: [String] = []
  /// The changed files, when the migration was asked to keep them.
  public internal(set) var changes: [FileChange] = []
  /// How many files the migration changes.
  public internal(set) var filesChanged = 0
  public internal(set) var edits: [EditRecord] = []
  public internal(set) var manual: [ManualItem] = []
  public internal(set) var skipped: [SkippedFile] = []
  /// Swift files looked at, and their lines (for throughput figures).
  public internal(set) var filesScanned = 0
  public internal(set) var linesScanned = 0
  /// Files parsed with swift-syntax (the others did not mention anything relevant).
  public internal(set) var filesParsed = 0
  /// Whether the run stopped after finding the models, before planning and rewriting (its `proceed` said so).
  public internal(set) var stoppedBeforeRewriting = false
  /// The models that stay `ObservableObject`, each with the rule that keeps it and where the reason is.
  public internal(set) var keptBack: [KeptBack] = []
  /// Remaining uses the planned result would break (the whole-project check). Empty unless a model named
  /// with `--only` breaks one: such a plan must not be written, unless a partial migration is asked for.
  public internal(set) var broken: [CheckedUse] = []
  /// With `--runtime lookout` below iOS 17: the SwiftUI views holding a model made `@Tracked` that the bridge
  /// cannot make observe it, in path order. Such a plan is not written.
  public internal(set) var trackedModelViews: [TrackedModelView] = []

  /// An empty report.
  public init() {}
}
