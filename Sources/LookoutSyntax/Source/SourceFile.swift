package import SwiftSyntax

/// One parsed file, as migrate and lint both see it: its bytes and tree, where a node is (from one line
/// table), and the edits built from its nodes (which keep every byte outside them).
package struct SourceFile {
  package let source: SourceText
  package let tree: SourceFileSyntax
  /// Where each line starts: every location and line question of this file is answered from it.
  package let lines: LineTable

  package init(source: SourceText, tree: SourceFileSyntax) {
    self.source = source
    self.tree = tree
    lines = LineTable(source.bytes)
  }

  package var path: String { source.path }
  /// The line ending inserted text uses: the file's own.
  package var newline: String { source.lineEnding }

  /// Whether the file imports SwiftUI, unconditionally or under `#if` (`#if os(iOS) import SwiftUI`).
  package var importsSwiftUI: Bool { imports.contains { $0.module == "SwiftUI" } }

  /// One `import` of the file and whether it sits under an `#if` clause.
  package struct Import {
    package let decl: ImportDeclSyntax
    package let module: String
    /// Under `#if`: the module is imported only when the clause's condition holds.
    package let isConditional: Bool
  }

  /// Every `import` of the file in source order, also those under `#if` clauses at any depth.
  package var imports: [Import] { Self.imports(in: tree.statements, conditional: false) }

  private static func imports(in items: CodeBlockItemListSyntax, conditional: Bool) -> [Import] {
    items.flatMap { item -> [Import] in
      if let decl = item.item.as(ImportDeclSyntax.self), let module = decl.path.first?.name.text {
        return [Import(decl: decl, module: module, isConditional: conditional)]
      }
      guard let ifConfig = item.item.as(IfConfigDeclSyntax.self) else { return [] }
      return ifConfig.clauses.flatMap { clause -> [Import] in
        guard case .statements(let statements) = clause.elements else { return [] }
        return imports(in: statements, conditional: true)
      }
    }
  }

  // MARK: Positions

  /// 1-based line and UTF-8 column where `node` starts (after its leading trivia).
  package func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
    lines.location(of: node.positionAfterSkippingLeadingTrivia.utf8Offset)
  }

  /// 1-based line and UTF-8 column of a byte offset.
  package func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
    lines.location(of: offset)
  }

  /// The 1-based line of a byte offset.
  package func line(of offset: Int) -> Int { lines.line(of: offset) }

  /// A node's bytes without its leading and trailing trivia.
  package static func trimmedRange(_ node: some SyntaxProtocol) -> Range<Int> {
    node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
  }

  /// The blanks that start the line holding `offset`.
  package func indentation(at offset: Int) -> String {
    let bytes = source.bytes
    let start = lines.lineStart(of: offset)
    var end = start
    while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// Whether only blanks precede `offset` on its line.
  package func startsLine(at offset: Int) -> Bool {
    source.bytes[lines.lineStart(of: offset)..<offset].allSatisfy { $0 == 0x20 || $0 == 0x09 }
  }

  // MARK: Edits

  /// Replaces a byte range.
  package func replacing(_ range: Range<Int>, with text: String, _ kind: String) -> Edit {
    Edit(range: range, replacement: text, kind: kind)
  }

  /// Replaces a node's text (without its trivia).
  package func replacing(_ node: some SyntaxProtocol, with text: String, _ kind: String) -> Edit {
    replacing(Self.trimmedRange(node), with: text, kind)
  }

  /// Inserts text at a byte offset.
  package func inserting(_ text: String, at offset: Int, _ kind: String) -> Edit {
    Edit(range: offset..<offset, replacement: text, kind: kind)
  }

  /// Inserts text right before a node (after its leading trivia).
  package func inserting(_ text: String, before node: some SyntaxProtocol, _ kind: String) -> Edit {
    inserting(text, at: node.positionAfterSkippingLeadingTrivia.utf8Offset, kind)
  }

  /// Inserts `line` (an attribute, a declaration) on its own line before `node`, in `node`'s indentation.
  package func insertingLine(_ line: String, before node: some SyntaxProtocol, _ kind: String) -> Edit {
    let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
    return inserting(line + newline + indentation(at: offset), at: offset, kind)
  }

  /// Removes a node and the blanks after it; its whole line when nothing else is on it.
  package func removing(_ node: some SyntaxProtocol, _ kind: String) -> Edit {
    removing(Self.trimmedRange(node), kind)
  }

  /// Removes a byte range and the blanks after it; whole lines when nothing else is on them.
  package func removing(_ range: Range<Int>, _ kind: String) -> Edit {
    Edit(range: source.lineAwareRange(range), replacement: "", kind: kind)
  }
}
