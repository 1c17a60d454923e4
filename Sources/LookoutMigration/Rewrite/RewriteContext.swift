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

  /// The whitespace between the start of the line holding `offset` and the first non-blank character.
  func indentation(at offset: Int) -> String {
    var start = offset
    while start > 0, source.bytes[start - 1] != 0x0A { start -= 1 }
    var end = start
    while end < source.bytes.count, source.bytes[end] == 0x20 || source.bytes[end] == 0x09 { end += 1 }
    return String(decoding: source.bytes[start..<end], as: UTF8.self)
  }

  /// Extends `range` over the blanks after it; to the whole line when nothing else is on it.
  func lineAwareRange(_ range: Range<Int>) -> Range<Int> {
    let bytes = source.bytes
    var before = range.lowerBound
    while before > 0, bytes[before - 1] == 0x20 || bytes[before - 1] == 0x09 { before -= 1 }
    var after = range.upperBound
    while after < bytes.count, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
    let startsLine = before == 0 || bytes[before - 1] == 0x0A
    if startsLine, after == bytes.count || bytes[after] == 0x0A || bytes[after] == 0x0D {
      return withoutDoubledBlankLine(before..<lineEnd(from: after))
    }
    return range.lowerBound..<after
  }

  /// The offset after the line break at or after `offset`.
  private func lineEnd(from offset: Int) -> Int {
    var end = offset
    while end < source.bytes.count, source.bytes[end] != 0x0A { end += 1 }
    return min(end + 1, source.bytes.count)
  }

  /// Whether the line starting at `start` holds only blanks.
  private func isBlankLine(at start: Int) -> Bool {
    var index = start
    while index < source.bytes.count, source.bytes[index] == 0x20 || source.bytes[index] == 0x09 || source.bytes[index] == 0x0D { index += 1 }
    return index == source.bytes.count || source.bytes[index] == 0x0A
  }

  /// Removing whole lines that sat between a blank line and another blank line (or the end of the file, or
  /// the start of it) would leave two blank lines, or a dangling one: takes one of them along.
  private func withoutDoubledBlankLine(_ lines: Range<Int>) -> Range<Int> {
    let bytes = source.bytes
    let followedByBlank = lines.upperBound == bytes.count || isBlankLine(at: lines.upperBound)
    guard followedByBlank else { return lines }
    if lines.lowerBound == 0 {
      return lines.upperBound < bytes.count ? 0..<lineEnd(from: lines.upperBound) : lines
    }
    // The line before: from after the previous line break to `lines.lowerBound`.
    var previousStart = lines.lowerBound - 1
    while previousStart > 0, bytes[previousStart - 1] != 0x0A { previousStart -= 1 }
    guard isBlankLine(at: previousStart) else { return lines }
    // At the end of a file that has no final line break, the break before the blank line goes too, so
    // the file still ends the way it did.
    let endsWithoutBreak = lines.upperBound == bytes.count && bytes.last != 0x0A
    guard endsWithoutBreak, previousStart > 0 else { return previousStart..<lines.upperBound }
    let breakLength = previousStart > 1 && bytes[previousStart - 2] == 0x0D ? 2 : 1
    return (previousStart - breakLength)..<lines.upperBound
  }

  // MARK: Report

  func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
    let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    return (location.line, location.column)
  }

  func report(_ node: some SyntaxProtocol, _ reason: String, suggestion: String) {
    let (line, column) = location(of: node)
    let item = ManualItem(file: source.path, line: line, column: column, reason: reason, suggestion: suggestion)
    if !manual.contains(item) { manual.append(item) }
  }

  func line(of offset: Int) -> Int {
    converter.location(for: AbsolutePosition(utf8Offset: offset)).line
  }
}
