package import SwiftSyntax

/// A computed property with a body: where a `@Bindable` local goes.
package struct ComputedPropertyBody {
  package let declaration: VariableDeclSyntax
  package let name: String
  package let openingBrace: TokenSyntax?
  package let firstStatement: CodeBlockItemSyntax?

  package init?(_ decl: DeclSyntax) {
    guard let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let block = binding.accessorBlock else { return nil }
    declaration = variable
    self.name = name
    switch block.accessors {
    case .getter(let statements):
      openingBrace = block.leftBrace
      firstStatement = statements.first
    case .accessors(let accessors):
      guard let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
            let body = getter.body else { return nil }
      openingBrace = body.leftBrace
      firstStatement = body.statements.first
    @unknown default:
      return nil
    }
  }
}
