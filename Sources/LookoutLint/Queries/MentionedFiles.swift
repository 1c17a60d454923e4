import LookoutSyntax
internal import SwiftParser
internal import SwiftSyntax

/// The project's files that mention some names, parsed on demand after every file was checked: rules that
/// must see the call sites of a view, or where a class is created, ask for them by name (a file that
/// mentions none of a rule's trigger words may still call the view). Test code, generated files and files
/// that do not parse are left out. Serial: project rules finish on one thread.
final class MentionedFiles {
  private let paths: [String]
  private let load: (String) -> SourceText?
  private let index: TypeIndex
  private let settings: ProjectSettings
  /// Every app file's text, read on the first request and kept for the next ones.
  private var sources: [SourceText]?
  private var parsed: [String: LintFile] = [:]

  init(paths: [String], load: @escaping (String) -> SourceText?, index: TypeIndex, settings: ProjectSettings) {
    self.paths = paths
    self.load = load
    self.index = index
    self.settings = settings
  }

  /// No files (for a project built without sources).
  static func none(index: TypeIndex) -> MentionedFiles {
    MentionedFiles(paths: [], load: { _ in nil }, index: index, settings: ProjectSettings())
  }

  /// The parsed files that mention one of `names`, in path order.
  func files(mentioning names: Set<String>) -> [LintFile] {
    guard !names.isEmpty else { return [] }
    if sources == nil {
      sources = paths.filter { !LintFile.isTestPath($0) }.compactMap(load).filter { !GeneratedCode.isGenerated($0) && $0.firstInvalidUTF8 == nil }
    }
    return (sources ?? []).filter { IdentifierScan.mentions($0.bytes, anyOf: names) }.compactMap(file)
  }

  private func file(_ source: SourceText) -> LintFile? {
    if let file = parsed[source.path] { return file }
    let tree = source.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    guard !tree.hasError else { return nil }
    let file = LintFile(file: SourceFile(source: source, tree: tree), index: index, settings: settings)
    parsed[source.path] = file
    return file
  }
}
