internal import SwiftParserDiagnostics
package import SwiftSyntax

/// Syntax errors of a tree as `line:column: message`.
package enum SyntaxErrors {
  /// Every syntax error of `tree`, located with `lines` (the table of the bytes `tree` was parsed from).
  package static func describe(_ tree: SourceFileSyntax, lines: LineTable) -> [String] {
    ParseDiagnosticsGenerator.diagnostics(for: tree).map { diagnostic in
      let location = lines.location(of: diagnostic.position.utf8Offset)
      return "\(location.line):\(location.column): \(diagnostic.message)"
    }
  }

  /// The 1-based lines that hold a syntax error.
  package static func lines(_ tree: SourceFileSyntax, lines: LineTable) -> Set<Int> {
    Set(ParseDiagnosticsGenerator.diagnostics(for: tree).map { lines.line(of: $0.position.utf8Offset) })
  }
}
