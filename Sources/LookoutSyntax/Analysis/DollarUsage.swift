package import SwiftSyntax

/// `$name.x` bindings, `$name` passed whole, and assignments to `name`, in a type's members.
package struct DollarUsage {
  package private(set) var bindings: Set<String> = []
  package private(set) var bareProjections: Set<String> = []
  /// Every name whose `$name` is used whole somewhere, whether or not it also makes bindings.
  package private(set) var passedWhole: Set<String> = []
  package private(set) var assignedOutsideInit: Set<String> = []

  package init(_ members: MemberBlockSyntax) {
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(members)
    bindings = finder.bindings
    bareProjections = finder.bare.subtracting(finder.bindings)
    passedWhole = finder.bare
    assignedOutsideInit = finder.assigned
  }

  private final class Finder: SyntaxVisitor {
    var bindings: Set<String> = []
    var bare: Set<String> = []
    var assigned: Set<String> = []

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      let text = node.baseName.text
      guard text.hasPrefix("$"), text.count > 1 else { return .skipChildren }
      let name = String(text.dropFirst())
      // `$name` or `self.$name`; not another object's `other.$name`.
      var projection = ExprSyntax(node)
      if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
        guard member.base?.trimmedDescription == "self" else { return .skipChildren }
        projection = ExprSyntax(member)
      }
      if let outer = projection.parent?.as(MemberAccessExprSyntax.self), outer.base?.id == projection.id {
        bindings.insert(name)
      } else {
        bare.insert(name)
      }
      return .skipChildren
    }

    /// Assignments in initializers are allowed to a `let`; `$` uses there still count.
    private var initializerDepth = 0

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
      initializerDepth += 1
      return .visitChildren
    }

    override func visitPost(_ node: InitializerDeclSyntax) { initializerDepth -= 1 }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let elements = Array(node.elements)
      if initializerDepth == 0, elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) || elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text.hasSuffix("=") == true {
        let statement = CodeBlockItemSyntax(item: .expr(ExprSyntax(node)))
        if let name = AssignmentTarget.name(of: statement) { assigned.insert(name) }
      }
      return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }
}
