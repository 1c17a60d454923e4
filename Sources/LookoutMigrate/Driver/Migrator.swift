import LookoutSyntax
import Foundation
internal import SwiftParser
internal import SwiftSyntax

/// Moves a project from `ObservableObject` to `@Observable` (or `@Tracked`): indexes every file first,
/// then rewrites models and the views that hold them, and reports what needs a person.
///
/// Files that do not mention anything relevant are not parsed; files that do not parse are reported and
/// left alone; every rewritten file is checked to parse before it is returned. Files are read, parsed and
/// rewritten on every core, and handed over in path order.
public struct Migrator: Sendable {
  public var options: MigrationOptions
  /// Called now and then with a progress line (for long runs), from any thread.
  public var progress: (@Sendable (String) -> Void)?

  public init(options: MigrationOptions = MigrationOptions()) { self.options = options }

  /// Migrates, keeping every changed file in the report (`changes`).
  public func migrate(_ sources: some SourceProvider) -> MigrationReport {
    var changes: [FileChange] = []
    var report = migrate(sources) { changes.append($0) }
    report.changes = changes
    return report
  }

  /// Migrates, handing each changed file to `handle` as soon as it is ready and its turn has come (to print
  /// or write it) instead of keeping it: memory then grows with the largest files, not with the project.
  /// `changes` stays empty.
  public func migrate(_ sources: some SourceProvider, handle: (FileChange) -> Void) -> MigrationReport {
    var report = MigrationReport()
    let (index, relevant, trees, parsedFacts) = buildIndex(sources, report: &report)
    let plan = MigrationPlan(index: index, runtime: options.runtime, only: options.only, unpublished: options.unpublished,
                             swiftUI: options.swiftUI, publisherSites: parsedFacts.sites, announced: parsedFacts.announced)
    report.models = plan.migrating.sorted()
    report.modelsFound = index.models.keys.sorted()
    report.unknownModels = plan.unknownModels
    // A misspelt `--only` name is a mistake to fix first, not a partial migration.
    guard plan.unknownModels.isEmpty else { return report }
    report.manual += plan.notes
    let progress = progress
    OrderedParallelMap.run(relevant, jobs: options.jobs, transform: { path -> FileOutcome in
      progress?("rewriting \(path)")
      if let cached = trees[path] { return .migrated(path, cached.source.bytes, FileRewriter.run(cached, plan: plan)) }
      guard let parsed = Self.load(path, from: sources) else { return .unreadable(path) }
      if case .skipped(let skipped) = parsed { return .skipped(skipped) }
      guard case .parsed(let source) = parsed else { return .unreadable(path) }
      return .migrated(path, source.source.bytes, FileRewriter.run(source, plan: plan))
    }, consume: { _, outcome in
      switch outcome {
      case .unreadable(let path):
        report.skipped.append(SkippedFile(path: path, errors: ["cannot read the file"]))
      case .skipped(let skipped):
        report.filesParsed += 1
        report.skipped.append(skipped)
      case .migrated(let path, let original, let result):
        report.filesParsed += 1
        switch result {
        case .unchanged(let manual):
          report.manual += manual
        case .changed(let bytes, let edits, let manual):
          report.filesChanged += 1
          handle(FileChange(path: path, original: original, migrated: bytes))
          report.edits += edits
          report.manual += manual
        case .failed(let reason):
          report.skipped.append(SkippedFile(path: path, errors: [reason]))
        }
      }
    })
    report.manual.sort { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
    return report
  }

  /// What happened to one file of the rewrite.
  private enum FileOutcome: Sendable {
    case unreadable(String)
    case skipped(SkippedFile)
    case migrated(String, [UInt8], FileRewriter.Outcome)
  }

  /// What one file's scan found.
  private struct Scan: Sendable {
    let facts: FileFacts?
    let lines: Int
  }

  /// Builds the index in three steps: every file's declarations are read without parsing; the files that
  /// declare models are parsed (a model in a file that does not parse is not migrated anywhere); then the
  /// files that mention a model, a refining protocol or a legacy wrapper are selected for rewriting.
  private func buildIndex(
    _ sources: some SourceProvider, report: inout MigrationReport
  ) -> (ProjectIndex, [String], [String: ParsedSource], ParsedFacts) {
    var facts: [FileFacts] = []
    let progress = progress
    OrderedParallelMap.run(sources.paths, jobs: options.jobs, transform: { path -> Scan in
      guard let source = try? sources.load(path) else { return Scan(facts: nil, lines: 0) }
      return Scan(facts: DeclarationScan.facts(of: source), lines: source.lineCount)
    }, consume: { position, scan in
      guard let fileFacts = scan.facts else {
        report.skipped.append(SkippedFile(path: sources.paths[position], errors: ["cannot read the file"]))
        return
      }
      report.filesScanned += 1
      report.linesScanned += scan.lines
      facts.append(fileFacts)
    })
    let declared = ProjectIndex(facts: facts)

    var details: [String: ClassDetails] = [:]
    var unparseable: Set<String> = []
    var leftAlone: Set<String> = []
    var trees: [String: ParsedSource] = [:]
    var cachedBytes = 0
    var parsedFacts = ParsedFacts()
    let modelFiles = declared.modelFiles
    let members = declared.members
    OrderedParallelMap.run(modelFiles.sorted(), jobs: options.jobs, transform: { path -> IndexedFile in
      progress?("indexing \(path)")
      let loaded = Self.load(path, from: sources)
      guard case .parsed(let parsed) = loaded else {
        return IndexedFile(path: path, loaded: loaded, details: [:], facts: ParsedFacts())
      }
      let found = ParsedFileFacts(parsed, members: members)
      return IndexedFile(path: path, loaded: loaded, details: ClassDetails.all(in: parsed.tree),
                         facts: ParsedFacts(sites: found.sites, announced: AnnouncedState.collect(from: found.sends)))
    }, consume: { _, result in
      let path = result.path, loaded = result.loaded
      parsedFacts.sites += result.facts.sites
      parsedFacts.announced.merge(result.facts.announced) { $0.union($1) }
      if case .parsed(let parsed) = loaded {
        details.merge(result.details) { $0.merged(with: $1) }
        if cachedBytes + parsed.source.bytes.count <= options.treeCacheBytes {
          trees[path] = parsed
          cachedBytes += parsed.source.bytes.count
        }
        return
      }
      if case .skipped(let skipped) = loaded { report.skipped.append(skipped) }
      report.filesParsed += 1
      leftAlone.insert(path)
      unparseable.formUnion(declared.declarations.filter { $0.file == path && $0.kind == .class }.map(\.name))
    })
    let index = ProjectIndex(facts: facts, details: details, unparseableClasses: unparseable)

    // Extensions of views that hold models are rewritten too (their `$model.x` bindings).
    let names = ProjectIndex.keywords.union(index.relevantNames).union(index.wrappedProperties.keys)
    let unparsed = leftAlone
    var relevant: [String] = []
    OrderedParallelMap.run(sources.paths, jobs: options.jobs, transform: { path -> Bool in
      if modelFiles.contains(path) { return true }
      guard !unparsed.contains(path), let source = try? sources.load(path) else { return false }
      return IdentifierScan.mentions(source.bytes, anyOf: names)
    }, consume: { position, isRelevant in
      if isRelevant, !leftAlone.contains(sources.paths[position]) { relevant.append(sources.paths[position]) }
    })
    return (index, relevant, trees, parsedFacts)
  }

  /// One file parsed for the index.
  private struct IndexedFile: Sendable {
    let path: String
    let loaded: LoadedFile?
    let details: [String: ClassDetails]
    let facts: ParsedFacts
  }

  /// What the plan needs from parsed files beyond the index: publisher uses and announced state.
  private struct ParsedFacts: Sendable {
    var sites: [PublisherSite] = []
    var announced: [String: Set<String>] = [:]
  }

  /// A file loaded and parsed, or why not.
  private enum LoadedFile: Sendable {
    case parsed(ParsedSource)
    case skipped(SkippedFile)
  }

  /// Loads and parses a file; a file that is not UTF-8 or does not parse is reported and gives `.skipped`.
  private static func load(_ path: String, from sources: some SourceProvider) -> LoadedFile? {
    guard let source = try? sources.load(path) else { return nil }
    if let invalid = source.firstInvalidUTF8 {
      return .skipped(SkippedFile(path: path, errors: ["\(invalid.line):\(invalid.column): not valid UTF-8; the file was left untouched"]))
    }
    let parsed = ParsedSource(source)
    guard !parsed.tree.hasError else {
      return .skipped(SkippedFile(path: path, errors: SyntaxErrors.describe(parsed.tree, path: path)))
    }
    return .parsed(parsed)
  }
}
