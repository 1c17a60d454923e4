import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Untracked`: opts a property out of tracking. It expands to nothing; `@Tracked` skips the properties
/// that carry it. On a `let` it has no effect, and says so.
public struct UntrackedMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    if let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let) {
      let fixIt = FixIts.removeAttribute(node, from: variable)
      context.diagnose(Diagnostic(node: node, message: TrackedDiagnostic.untrackedLet, fixIts: [fixIt]))
    }
    return []
  }
}
