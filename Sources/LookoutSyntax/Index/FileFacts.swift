package import SwiftSyntax

/// What one file declares that matters to other files: types with what they inherit, protocols and type
/// aliases. Read by `DeclarationScan` without parsing.
package struct FileFacts: Sendable {
  package struct TypeFact: Sendable {
    package enum Kind: Sendable { case `class`, `struct`, `protocol`, `extension`, `actor`, `enum` }
    package let kind: Kind
    package let name: String
    package let inherited: [String]
    /// Attribute names written before the declaration (`Observable`, `MainActor`, `Tracked`).
    package let attributes: [String]
    package let file: String
    package let line: Int
  }

  package var types: [TypeFact] = []
  /// `typealias Name = A & B`: the names on the right.
  package var typealiases: [String: [String]] = [:]
}

/// What the migration needs to know about a model class beyond its declaration, read from its parsed file.
package struct ClassDetails: Sendable {
  /// Declares stored instance `var`s (a subclass needs its own `@Observable` only then).
  package let hasStoredVars: Bool
  /// Calls in `init` that do work (network, disk, decoding, notifications, timers).
  package let initWork: [String]

  package init(_ node: ClassDeclSyntax) {
    hasStoredVars = MemberDeclarations.all(in: node.memberBlock).contains { StoredProperty($0)?.isStoredInstanceVar == true }
    initWork = InitWork.calls(in: node.memberBlock)
  }

  /// The details of every class in a tree, by name.
  package static func all(in tree: SourceFileSyntax) -> [String: ClassDetails] {
    let finder = ClassFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    return finder.details
  }

  private final class ClassFinder: SyntaxVisitor {
    var details: [String: ClassDetails] = [:]
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      if details[node.name.text] == nil { details[node.name.text] = ClassDetails(node) }
      return .visitChildren
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }
}
