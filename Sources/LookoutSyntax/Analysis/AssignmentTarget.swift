package import SwiftSyntax

/// The stored property a statement assigns or mutates: `x = …`, `self.x += …`, `x.append(…)`.
package enum AssignmentTarget {
  package static func name(of statement: CodeBlockItemSyntax) -> String? {
    guard case .expr(let expression) = statement.item else { return nil }
    if let sequence = expression.as(SequenceExprSyntax.self), let first = sequence.elements.first {
      return propertyName(first)
    }
    if let infix = expression.as(InfixOperatorExprSyntax.self) { return propertyName(infix.leftOperand) }
    if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
       let base = member.base {
      return propertyName(base)
    }
    return nil
  }

  /// Whether a sequence's operator element assigns: `=`, or a compound assignment (`+=`, `??=`), not a
  /// comparison (`==`, `<=`, `!==`…).
  package static func isAssignmentOperator(_ element: ExprSyntax) -> Bool {
    if element.is(AssignmentExprSyntax.self) { return true }
    guard let text = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
    return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
  }

  /// Every name the statements in `node` assign or mutate, nested blocks and closures included.
  package static func names(in node: some SyntaxProtocol) -> Set<String> {
    let collector = Collector(viewMode: .sourceAccurate)
    collector.walk(node)
    return collector.names
  }

  private final class Collector: SyntaxVisitor {
    var names: Set<String> = []
    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
      if let name = AssignmentTarget.name(of: node) { names.insert(name) }
      return .visitChildren
    }
  }

  private static func propertyName(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
      return member.declName.baseName.text
    }
    return nil
  }
}
