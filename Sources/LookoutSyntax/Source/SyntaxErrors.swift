internal import SwiftParserDiagnostics
package import SwiftSyntax

/// Syntax errors of a tree as `line:column: message`.
package enum SyntaxErrors {
  package static func describe(_ tree: SourceFileSyntax, path: String) -> [String] {
    let converter = SourceLocationConverter(fileName: path, tree: tree)
    return ParseDiagnosticsGenerator.diagnostics(for: tree).map { diagnostic in
      let location = diagnostic.location(converter: converter)
      return "\(location.line):\(location.column): \(diagnostic.message)"
    }
  }
}
