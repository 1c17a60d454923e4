package import SwiftSyntax

/// The declarations of a member block, including those inside `#if` clauses.
package enum MemberDeclarations {
  package static func all(in block: MemberBlockSyntax) -> [DeclSyntax] {
    block.members.flatMap { expand($0.decl) }
  }

  /// The `var` and `let` members of a block (stored or computed: `StoredProperty.isStored` tells).
  package static func properties(in block: MemberBlockSyntax) -> [StoredProperty] {
    all(in: block).compactMap(StoredProperty.init)
  }

  private static func expand(_ decl: DeclSyntax) -> [DeclSyntax] {
    guard let ifConfig = decl.as(IfConfigDeclSyntax.self) else { return [decl] }
    return ifConfig.clauses.flatMap { clause -> [DeclSyntax] in
      guard case .decls(let members) = clause.elements else { return [] }
      return members.flatMap { expand($0.decl) }
    }
  }
}
