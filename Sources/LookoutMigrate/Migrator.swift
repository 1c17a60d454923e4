import LookoutSyntax
import Foundation
internal import SwiftParser
internal import SwiftSyntax

/// Options of a migration.
public struct MigrationOptions: Sendable {
  public var runtime: MigrationRuntime = .observation
  /// Migrate only these models (and their views), as the guides advise for large projects.
  public var only: Set<String>?
  /// How much source text (bytes) may stay parsed between indexing and rewriting. Beyond it, files are
  /// parsed again when rewritten: time traded for memory that does not grow with the project.
  public var treeCacheBytes = 1 << 20

  public init(runtime: MigrationRuntime = .observation, only: Set<String>? = nil) {
    self.runtime = runtime
    self.only = only
  }
}

/// Moves a project from `ObservableObject` to `@Observable` (or `@Tracked`): indexes every file first,
/// then rewrites models and the views that hold them, and reports what needs a person.
///
/// Files that do not mention anything relevant are not parsed; files that do not parse are reported and
/// left alone; every rewritten file is checked to parse before it is returned.
public struct Migrator {
  public var options: MigrationOptions
  /// Called now and then with a progress line (for long runs).
  public var progress: ((String) -> Void)?

  public init(options: MigrationOptions = MigrationOptions()) { self.options = options }

  /// Migrates, keeping every changed file in the report (`changes`).
  public func migrate(_ sources: some SourceProvider) -> MigrationReport {
    var changes: [FileChange] = []
    var report = migrate(sources) { changes.append($0) }
    report.changes = changes
    return report
  }

  /// Migrates, handing each changed file to `handle` as soon as it is ready (to print or write it) instead
  /// of keeping it: memory then grows with the largest file, not with the project. `changes` stays empty.
  public func migrate(_ sources: some SourceProvider, handle: (FileChange) -> Void) -> MigrationReport {
    var report = MigrationReport()
    var trees = TreeCache(limit: options.treeCacheBytes)
    let (index, parsed) = buildIndex(sources, trees: &trees, report: &report)
    let plan = MigrationPlan(index: index, runtime: options.runtime, only: options.only)
    report.models = plan.migrating.sorted()
    report.modelsFound = index.models.keys.sorted()
    report.unknownModels = plan.unknownModels
    // A misspelt `--only` name is a mistake to fix first, not a partial migration.
    guard plan.unknownModels.isEmpty else { return report }
    report.manual += plan.notes
    for (position, path) in parsed.enumerated() {
      progress?("rewriting \(position + 1)/\(parsed.count): \(path)")
      let parsedSource: ParsedSource
      if let cached = trees.take(path) {
        parsedSource = cached
      } else {
        guard let parsed = parse(path, from: sources, report: &report) else { continue }
        parsedSource = parsed
      }
      let source = parsedSource.source
      switch FileMigration.run(parsedSource, plan: plan) {
      case .unchanged(let manual):
        report.manual += manual
      case .changed(let bytes, let edits, let manual):
        report.filesChanged += 1
        handle(FileChange(path: path, original: source.bytes, migrated: bytes))
        report.edits += edits
        report.manual += manual
      case .failed(let reason):
        report.skipped.append(SkippedFile(path: path, errors: [reason]))
      }
    }
    report.manual.sort { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
    return report
  }

  /// Builds the index in three steps: every file's declarations are read without parsing; the files that
  /// declare models are parsed (a model in a file that does not parse is not migrated anywhere); then the
  /// files that mention a model, a refining protocol or a legacy wrapper are selected for rewriting.
  private func buildIndex(
    _ sources: some SourceProvider, trees: inout TreeCache, report: inout MigrationReport
  ) -> (ProjectIndex, [String]) {
    var facts: [FileFacts] = []
    for path in sources.paths {
      guard let source = try? sources.load(path) else {
        report.skipped.append(SkippedFile(path: path, errors: ["cannot read the file"]))
        continue
      }
      report.filesScanned += 1
      report.linesScanned += source.lineCount
      facts.append(DeclarationScan.facts(of: source))
    }
    let declared = ProjectIndex(facts: facts)

    var details: [String: ClassDetails] = [:]
    var unparseable: Set<String> = []
    var parsedModelFiles: [String] = []
    var leftAlone: Set<String> = []
    for path in declared.modelFiles.sorted() {
      progress?("indexing \(path)")
      guard let parsed = parse(path, from: sources, report: &report) else {
        leftAlone.insert(path)
        unparseable.formUnion(declared.declarations.filter { $0.file == path && $0.kind == .class }.map(\.name))
        continue
      }
      details.merge(ClassDetails.all(in: parsed.tree)) { first, _ in first }
      parsedModelFiles.append(path)
      trees.keep(parsed)
    }
    let index = ProjectIndex(facts: facts, details: details, unparseableClasses: unparseable)

    let names = ProjectIndex.keywords.union(index.relevantNames)
    let modelFiles = Set(parsedModelFiles)
    let relevant = sources.paths.filter { path in
      if modelFiles.contains(path) { return true }
      guard !leftAlone.contains(path), let source = try? sources.load(path) else { return false }
      return IdentifierScan.mentions(source.bytes, anyOf: names)
    }
    return (index, relevant)
  }

  /// Loads and parses a file; a file that is not UTF-8 or does not parse is reported and gives nil.
  private func parse(_ path: String, from sources: some SourceProvider, report: inout MigrationReport) -> ParsedSource? {
    guard let source = try? sources.load(path) else { return nil }
    return Self.checked(ParsedSource(source), report: &report)
  }

  private static func checked(_ parsed: ParsedSource, report: inout MigrationReport) -> ParsedSource? {
    report.filesParsed += 1
    guard parsed.source.text != nil else {
      report.skipped.append(SkippedFile(path: parsed.path, errors: ["not valid UTF-8"]))
      return nil
    }
    guard !parsed.tree.hasError else {
      report.skipped.append(SkippedFile(path: parsed.path, errors: SyntaxErrors.describe(parsed.tree, path: parsed.path)))
      return nil
    }
    return parsed
  }
}
