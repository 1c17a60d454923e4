import LookoutMap
import LookoutSyntax
internal import SwiftSyntax

/// One parsed file being linted: the file, the project index, and the findings so far.
final class LintFile {
  let file: SourceFile
  let index: TypeIndex
  /// The project's build settings.
  let settings: ProjectSettings
  /// The nodes rules look for, collected once.
  private(set) lazy var nodes = FileNodes(tree)
  /// The file's part of the map of reads, summarised once for every rule that needs it.
  private(set) lazy var mapSummary = MapFileSummary(file)
  /// The file's preview code (`#Preview`, `PreviewProvider`).
  private(set) lazy var previews = PreviewCode(self)
  private(set) var findings: [Finding] = []

  init(file: SourceFile, index: TypeIndex, settings: ProjectSettings = ProjectSettings()) {
    self.file = file
    self.index = index
    self.settings = settings
  }

  var source: SourceText { file.source }
  var tree: SourceFileSyntax { file.tree }
  var path: String { file.path }

  /// Test code (under a `Tests` folder, a `…Tests` target, or a `…Tests.swift` file): rules about how an
  /// app behaves at run time leave it alone.
  var isTestCode: Bool { TestCode.contains(path) }

  func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) { file.location(of: node) }

  /// Whether `node` is preview code, which only rules about code that does not compile look at.
  func isPreview(_ node: some SyntaxProtocol) -> Bool { previews.contains(node) }

  /// Reports a finding at the rule's severity, or at `severity` when the project's settings decide it (or the
  /// rule could not resolve something and lowers it). Preview code is left out but for compile rules.
  func report<Rule: LintRule>(_ rule: Rule.Type, at node: some SyntaxProtocol, _ message: String, fix: [Edit] = [],
                              severity: Severity? = nil) {
    if rule.description.kind != .compile, isPreview(node) { return }
    let (line, column) = location(of: node)
    findings.append(Finding(ruleID: rule.description.id, severity: severity ?? rule.description.severity, file: path,
                            line: line, column: column, message: message, fix: fix))
  }

  // MARK: Edits for fixes

  func replacing(_ node: some SyntaxProtocol, with text: String) -> Edit { file.replacing(node, with: text, "fix") }

  /// Removes a node (an attribute, a statement) and the blanks after it; its whole line if alone on it.
  func removing(_ node: some SyntaxProtocol) -> Edit { file.removing(node, "fix") }

  func inserting(_ text: String, before node: some SyntaxProtocol) -> Edit { file.inserting(text, before: node, "fix") }
}

/// Facts rules gather across files, and the findings they report once every file was seen.
final class LintProject {
  let index: TypeIndex
  let configuration: LintConfiguration
  /// The project's files by the names they mention, parsed on demand (call sites, constructions).
  let files: MentionedFiles
  private(set) var findings: [Finding] = []
  /// The map of reads, built once from the files' summaries for every rule on it.
  private var builtMap: (paths: [String], map: ReadMap)?

  init(index: TypeIndex, configuration: LintConfiguration = LintConfiguration(), files: MentionedFiles? = nil) {
    self.index = index
    self.configuration = configuration
    self.files = files ?? .none(index: index)
  }

  /// The map of the files summarised (the same for every rule given the same files).
  func readMap(_ summaries: [MapFileSummary]) -> ReadMap {
    let paths = summaries.map(\.path)
    if let built = builtMap, built.paths == paths { return built.map }
    let map = MapFileSummary.map(of: summaries, layout: ModuleLayout(settings: configuration.settings), index: index)
    builtMap = (paths, map)
    return map
  }

  /// Reports a finding at the rule's severity, or at `severity` (a rule that could not resolve something
  /// lowers it). The linter leaves out findings in preview code but for compile rules.
  func report<Rule: LintRule>(_ rule: Rule.Type, at place: Place, _ message: String, severity: Severity? = nil) {
    findings.append(Finding(ruleID: rule.description.id, severity: severity ?? rule.description.severity, file: place.file,
                            line: place.line, column: place.column, message: message, fix: []))
  }

  /// Where something was seen, kept after its file's tree is gone.
  struct Place: Hashable {
    let file: String
    let line: Int
    let column: Int
  }
}

extension LintFile {
  func place(of node: some SyntaxProtocol) -> LintProject.Place {
    let (line, column) = location(of: node)
    return LintProject.Place(file: path, line: line, column: column)
  }
}
