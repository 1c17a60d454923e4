internal import SwiftSyntax

/// The state of rewriting one file: its bytes, the project facts, and the edits and report items so far.
final class RewriteContext {
  let source: SourceText
  let tree: SourceFileSyntax
  let converter: SourceLocationConverter
  let plan: MigrationPlan
  private(set) var edits: [Edit] = []
  private(set) var manual: [ManualItem] = []
  /// Whether this file now needs the runtime's module (a macro or protocol was added).
  var needsRuntimeImport = false
  /// Whether the file was told that Apple's SwiftUI does not observe `@Tracked` (once per file).
  var warnedAboutSwiftUI = false

  /// Whether the file imports SwiftUI.
  var importsSwiftUI: Bool {
    tree.statements.contains { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text == "SwiftUI" }
  }

  init(source: SourceText, tree: SourceFileSyntax, plan: MigrationPlan) {
    self.source = source
    self.tree = tree
    self.plan = plan
    converter = SourceLocationConverter(fileName: source.path, tree: tree)
  }

  var runtime: MigrationRuntime { plan.runtime }
  var newline: String { source.lineEnding }

  // MARK: Edits

  func replace(_ range: Range<Int>, with text: String, _ kind: String) {
    edits.append(Edit(range: range, replacement: text, kind: kind))
  }

  func insert(_ text: String, at offset: Int, _ kind: String) {
    edits.append(Edit(range: offset..<offset, replacement: text, kind: kind))
  }

  /// Replaces a node's text (without its trivia).
  func replace(_ node: some SyntaxProtocol, with text: String, _ kind: String) {
    replace(Self.trimmedRange(node), with: text, kind)
  }

  /// Removes a node and the spaces after it; when it stands alone on its line, the whole line.
  func remove(_ node: some SyntaxProtocol, _ kind: String) {
    replace(lineAwareRange(Self.trimmedRange(node)), with: "", kind)
  }

  /// Inserts `line` (e.g. `@Observable`) on its own line before `node`, in `node`'s indentation.
  func insertLine(_ line: String, before node: some SyntaxProtocol, _ kind: String) {
    let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
    insert(line + newline + indentation(at: offset), at: offset, kind)
  }

  static func trimmedRange(_ node: some SyntaxProtocol) -> Range<Int> {
    node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
  }

  func indentation(at offset: Int) -> String { source.indentation(at: offset) }

  func lineAwareRange(_ range: Range<Int>) -> Range<Int> { source.lineAwareRange(range) }

  // MARK: Report

  func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) { converter.lineAndColumn(of: node) }

  func report(_ node: some SyntaxProtocol, _ reason: String, suggestion: String) {
    let (line, column) = location(of: node)
    let item = ManualItem(file: source.path, line: line, column: column, reason: reason, suggestion: suggestion)
    if !manual.contains(item) { manual.append(item) }
  }

  func line(of offset: Int) -> Int {
    converter.location(for: AbsolutePosition(utf8Offset: offset)).line
  }
}
