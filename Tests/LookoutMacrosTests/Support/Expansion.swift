import Foundation
@testable import LookoutMacros
import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros

/// The result of expanding Lookout's macros in a piece of source.
struct Expansion {
  let source: String
  let diagnostics: [Diagnostic]
  fileprivate let original: String
  fileprivate let context: BasicMacroExpansionContext

  var messages: [String] { diagnostics.map(\.message) }

  /// The original source with the fix-it titled `title` applied, as an editor would apply it.
  func applyingFixIt(_ title: String) -> String? {
    for diagnostic in diagnostics {
      for fixIt in diagnostic.fixIts where fixIt.message.message == title {
        return apply(fixIt)
      }
    }
    return nil
  }

  /// Macros see detached copies of the nodes; the context maps their positions back to the file.
  private func apply(_ fixIt: FixIt) -> String {
    let converter = SourceLocationConverter(fileName: "Test.swift", tree: Parser.parse(source: original))
    var edits: [(Range<Int>, String)] = []
    for change in fixIt.changes {
      guard case .replace(let oldNode, let newNode) = change else { continue }
      let start = context.location(for: oldNode.position, anchoredAt: oldNode, fileName: "Test.swift")
      let end = context.location(for: oldNode.endPosition, anchoredAt: oldNode, fileName: "Test.swift")
      let startOffset = converter.position(ofLine: start.line, column: start.column).utf8Offset
      let endOffset = converter.position(ofLine: end.line, column: end.column).utf8Offset
      edits.append((startOffset..<endOffset, newNode.description))
    }
    var bytes = Array(original.utf8)
    for (range, replacement) in edits.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
      bytes.replaceSubrange(range, with: Array(replacement.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// Expands `@Tracked`, `@TrackedProperty` and `@Untracked` in `source`, as the compiler would: the
/// attributes `@Tracked` adds are expanded in a second pass.
func expand(_ source: String) -> Expansion {
  let (first, context) = expandOnce(source)
  // The expander looks macros up by simple name; the generated attributes are module-qualified.
  let (second, secondContext) = expandOnce(first.replacingOccurrences(of: "@Lookout.", with: "@"))
  return Expansion(
    source: second, diagnostics: context.diagnostics + secondContext.diagnostics, original: source, context: context)
}

/// Expands only what `@Tracked` itself produces (the attributes it adds stay unexpanded).
func expandFirstPass(_ source: String) -> String {
  expandOnce(source).0
}

private func expandOnce(_ source: String) -> (String, BasicMacroExpansionContext) {
  let file = Parser.parse(source: source)
  let context = BasicMacroExpansionContext(
    sourceFiles: [file: .init(moduleName: "Test", fullFilePath: "Test.swift")])
  let specs: [String: MacroSpec] = [
    "Tracked": MacroSpec(type: TrackedMacro.self, conformances: ["Tracked", "_Observable"]),
    "TrackedProperty": MacroSpec(type: TrackedPropertyMacro.self),
    "Untracked": MacroSpec(type: UntrackedMacro.self),
  ]
  // Each expansion sees its lexical context (the enclosing declarations), as the compiler gives it.
  let expanded = file.expand(
    macroSpecs: specs,
    contextGenerator: { node in BasicMacroExpansionContext(sharingWith: context, lexicalContext: node.allMacroLexicalContexts()) },
    indentationWidth: .spaces(2))
  return (expanded.description, context)
}
