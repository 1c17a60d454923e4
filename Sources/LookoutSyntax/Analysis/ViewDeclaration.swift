package import SwiftSyntax

/// What makes a struct a SwiftUI view, for lint and report alike.
package enum ViewDeclaration {
  /// The protocols of types with a SwiftUI `body`.
  package static let protocols: Set<String> = ["View", "App", "Scene", "ViewModifier"]

  /// A SwiftUI view: conforms to `View` (or `App`, `Scene`, `ViewModifier`), or declares `var body`.
  package static func isView(_ node: StructDeclSyntax) -> Bool {
    if !Set(SyntaxNames.inherited(node.inheritanceClause)).isDisjoint(with: protocols) { return true }
    // A `body` in a struct whose conformance is declared elsewhere; not a reducer's `body`.
    return node.memberBlock.members.contains { member in
      guard let body = ComputedPropertyBody(member.decl), body.name == "body" else { return false }
      let type = body.declaration.bindings.first?.typeAnnotation?.type.trimmedDescription ?? ""
      return !type.contains("Reducer")
    }
  }

  /// An `App` or a `Scene`: initialised once, its `body` builds scenes rather than views.
  package static func isAppOrScene(_ node: StructDeclSyntax) -> Bool {
    !Set(SyntaxNames.inherited(node.inheritanceClause)).isDisjoint(with: ["App", "Scene"])
  }
}
