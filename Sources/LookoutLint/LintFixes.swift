import LookoutSyntax
internal import SwiftSyntax

extension Linter {
  /// The files' new text after the certain fixes of `findings`, read from `sources` (each file re-checked to
  /// parse; a fix that overlaps an earlier one waits for the next run).
  public static func fixes(for findings: [Finding], in sources: some SourceProvider) -> [FileChange] {
    fixes(for: findings) { try? sources.loadSource($0) }.changes
  }

  /// The fixes of `findings`, per file in path order, made from the text `source` gives, gathered in one
  /// pass (`EditSet`) and checked with one parse; the files whose fixed text would not parse (left as they
  /// were); and the trees of the fixed texts, for the lint that follows.
  static func fixes(
    for findings: [Finding], source: (String) -> SourceText?
  ) -> (changes: [FileChange], unfixed: [FileError], trees: FixedTrees) {
    var changes: [FileChange] = []
    var unfixed: [FileError] = []
    var trees = FixedTrees()
    for (path, fileFindings) in Dictionary(grouping: findings.filter(\.isFixable), by: \.file).sorted(by: { $0.key < $1.key }) {
      guard let source = source(path) else { continue }
      var edits = EditSet()
      for finding in fileFindings { edits.add(finding.fix) }
      guard !edits.edits.isEmpty, let edited = try? edits.edits.editing(source.bytes) else { continue }
      let tree = ParsedSource.tree(of: edited.bytes)
      if let problem = SyntaxErrors.describe(tree, lines: LineTable(edited.bytes)).first {
        // A file that did not parse before is the file's problem, not the fix's: say what to do about it.
        let before = ParsedSource.tree(of: source.bytes)
        let reason = before.hasError
          ? "the file does not parse (\(SyntaxErrors.describe(before, lines: LineTable(source.bytes)).first ?? problem)); fix that, then run --fix again"
          : "it would not parse: \(problem); please report this"
        unfixed.append(.writeFailed(path: path, step: "checking the fixed text", reason: reason))
        continue
      }
      trees.keep(tree, of: edited.bytes, path: path)
      changes.append(FileChange(path: path, original: source.bytes, edited: edited))
    }
    return (changes, unfixed, trees)
  }
}

/// Trees of fixed texts, parsed to check the fixes and kept, up to a fixed amount of source text, for the
/// lint that reports what is left once the fixes are written: that lint then parses them no second time.
package struct FixedTrees: Sendable {
  /// How much source text (bytes) is kept parsed.
  package static let limit = 8 << 20
  private var trees: [String: (bytes: [UInt8], tree: SourceFileSyntax)] = [:]
  private var bytes = 0

  package init() {}

  mutating func keep(_ tree: SourceFileSyntax, of text: [UInt8], path: String) {
    guard bytes + text.count <= Self.limit else { return }
    trees[path] = (text, tree)
    bytes += text.count
  }

  /// The tree of `source`, if it was kept for exactly these bytes.
  func tree(of source: SourceText) -> SourceFileSyntax? {
    guard let kept = trees[source.path], kept.bytes == source.bytes else { return nil }
    return kept.tree
  }
}
