internal import SwiftSyntax

/// One parsed file being linted: its text and tree, the project index, and the findings so far.
final class LintFile {
  let source: SourceText
  let tree: SourceFileSyntax
  let index: LintIndex
  let converter: SourceLocationConverter
  /// The nodes rules look for, collected once.
  private(set) lazy var nodes = FileNodes(tree)
  private(set) var findings: [Finding] = []

  init(source: SourceText, tree: SourceFileSyntax, index: LintIndex) {
    self.source = source
    self.tree = tree
    self.index = index
    converter = SourceLocationConverter(fileName: source.path, tree: tree)
  }

  var path: String { source.path }

  func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) { converter.lineAndColumn(of: node) }

  func report<Rule: LintRule>(_ rule: Rule.Type, at node: some SyntaxProtocol, _ message: String, fix: [Edit] = []) {
    let (line, column) = location(of: node)
    findings.append(Finding(ruleID: rule.description.id, severity: rule.description.severity, file: path,
                            line: line, column: column, message: message, fix: fix))
  }

  // MARK: Edits for fixes

  func replacing(_ node: some SyntaxProtocol, with text: String) -> Edit {
    Edit(range: RewriteContext.trimmedRange(node), replacement: text, kind: "fix")
  }

  /// Removes a node (an attribute, a statement) and the blanks after it; its whole line if alone on it.
  func removing(_ node: some SyntaxProtocol) -> Edit {
    Edit(range: source.lineAwareRange(RewriteContext.trimmedRange(node)), replacement: "", kind: "fix")
  }

  func inserting(_ text: String, before node: some SyntaxProtocol) -> Edit {
    let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
    return Edit(range: offset..<offset, replacement: text, kind: "fix")
  }
}

/// Facts rules gather across files, and the findings they report once every file was seen.
final class LintProject {
  let index: LintIndex
  private(set) var findings: [Finding] = []

  init(index: LintIndex) { self.index = index }

  func report<Rule: LintRule>(_ rule: Rule.Type, at place: Place, _ message: String) {
    findings.append(Finding(ruleID: rule.description.id, severity: rule.description.severity, file: place.file,
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
