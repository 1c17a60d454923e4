import Foundation
internal import SwiftParser
internal import SwiftSyntax

/// Where the migration reads files from: the file system, or memory (tests, benchmarks).
public protocol SourceProvider {
  /// The Swift files to consider, in a stable order.
  var paths: [String] { get }
  func load(_ path: String) throws(MigrationError) -> SourceText
}

/// Files on disk under some paths.
public struct DiskSources: SourceProvider {
  public let paths: [String]
  public init(under roots: [String]) throws(MigrationError) { paths = try ProjectFiles.swiftFiles(under: roots) }
  public func load(_ path: String) throws(MigrationError) -> SourceText { try ProjectFiles.read(path) }
}

/// Files held in memory.
public struct MemorySources: SourceProvider {
  public let files: [String: String]
  public init(_ files: [String: String]) { self.files = files }
  public var paths: [String] { files.keys.sorted() }
  public func load(_ path: String) throws(MigrationError) -> SourceText {
    guard let text = files[path] else { throw MigrationError("no file \(path)") }
    return SourceText(path: path, text: text)
  }
}

/// Options of a migration.
public struct MigrationOptions: Sendable {
  public var runtime: MigrationRuntime = .observation
  /// Migrate only these models (and their views), as the guides advise for large projects.
  public var only: Set<String>?

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

  public func migrate(_ sources: some SourceProvider) -> MigrationReport {
    var report = MigrationReport()
    let (index, parsed) = buildIndex(sources, report: &report)
    let plan = MigrationPlan(index: index, runtime: options.runtime, only: options.only)
    report.models = plan.migrating.sorted()
    report.manual += plan.notes
    for (position, path) in parsed.enumerated() {
      progress?("rewriting \(position + 1)/\(parsed.count): \(path)")
      guard let source = try? sources.load(path) else { continue }
      let tree = source.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
      switch FileMigration.run(source: source, tree: tree, plan: plan) {
      case .unchanged(let manual):
        report.manual += manual
      case .changed(let bytes, let edits, let manual):
        report.changes.append(FileChange(path: path, original: source.bytes, migrated: bytes))
        report.edits += edits
        report.manual += manual
      case .failed(let reason):
        report.skipped.append(SkippedFile(path: path, errors: [reason]))
      }
    }
    report.manual.sort { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
    return report
  }

  /// Parses, in rounds, the files that mention something relevant, until the set of models stops growing
  /// (a subclass may live in a file that does not say `ObservableObject`). Returns the index and the
  /// parseable files it read.
  private func buildIndex(_ sources: some SourceProvider, report: inout MigrationReport) -> (ProjectIndex, [String]) {
    var facts: [FileFacts] = []
    var parsed: [String] = []
    var seen = Set<String>()
    var unparseable = Set<String>()
    var names = ProjectIndex.keywords
    var index = ProjectIndex(facts: [])
    var round = 0
    while true {
      round += 1
      var found = false
      for path in sources.paths where !seen.contains(path) {
        guard let source = try? sources.load(path) else {
          seen.insert(path)
          report.skipped.append(SkippedFile(path: path, errors: ["cannot read the file"]))
          continue
        }
        if round == 1 {
          report.filesScanned += 1
          report.linesScanned += source.lineCount
        }
        guard IdentifierScan.mentions(source.bytes, anyOf: names) else { continue }
        seen.insert(path)
        found = true
        report.filesParsed += 1
        progress?("indexing \(path)")
        guard source.text != nil else {
          report.skipped.append(SkippedFile(path: path, errors: ["not valid UTF-8"]))
          continue
        }
        let tree = source.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let collector = FactCollector(path: path, tree: tree)
        collector.walk(tree)
        facts.append(collector.facts)
        if tree.hasError {
          report.skipped.append(SkippedFile(path: path, errors: SyntaxErrors.describe(tree, path: path)))
          unparseable.formUnion(collector.facts.types.filter { $0.kind == .class }.map(\.name))
        } else {
          parsed.append(path)
        }
      }
      index = ProjectIndex(facts: facts, unparseableClasses: unparseable)
      let newNames = ProjectIndex.keywords.union(index.relevantNames)
      if !found || newNames == names { break }
      names = newNames
    }
    return (index, parsed.sorted())
  }
}
