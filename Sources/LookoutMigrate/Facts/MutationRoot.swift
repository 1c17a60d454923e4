import LookoutSyntax
internal import SwiftSyntax

/// The property of `self` a statement changes state through: `repository` in `repository?.add(endpoint)`,
/// `pendingTrace` in `pendingTrace.points.first?.terminal = value`, `self.store` in `try self.store.save()`.
/// What `objectWillChange.send()` next to it announced.
enum MutationRoot {
  /// The root of the assignment's target or of the method call's receiver; nil for anything else (a local's,
  /// a global function call, a declaration).
  static func of(_ statement: CodeBlockItemSyntax) -> String? {
    guard case .expr(var expression) = statement.item else { return nil }
    while true {
      if let attempt = expression.as(TryExprSyntax.self) { expression = attempt.expression }
      else if let awaited = expression.as(AwaitExprSyntax.self) { expression = awaited.expression }
      else { break }
    }
    if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count >= 3, let target = sequence.elements.first {
      let operation = Array(sequence.elements)[1]
      guard operation.is(AssignmentExprSyntax.self) || operation.as(BinaryOperatorExprSyntax.self)?.operator.text.hasSuffix("=") == true
      else { return nil }
      return root(of: target, local: statement)
    }
    if let infix = expression.as(InfixOperatorExprSyntax.self) { return root(of: infix.leftOperand, local: statement) }
    if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
       let base = member.base {
      return root(of: base, local: statement)
    }
    return nil
  }

  /// `x` for `x`, `self.x`, `x?.y.z`, `x.y()[0]`; nil when it starts from a local or anything but a name.
  private static func root(of expression: ExprSyntax, local statement: CodeBlockItemSyntax) -> String? {
    var current = expression
    while true {
      if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
        if base.trimmedDescription == "self" { return member.declName.baseName.text }
        current = base
      } else if let call = current.as(FunctionCallExprSyntax.self) { current = call.calledExpression }
      else if let optional = current.as(OptionalChainingExprSyntax.self) { current = optional.expression }
      else if let forced = current.as(ForceUnwrapExprSyntax.self) { current = forced.expression }
      else if let subscripted = current.as(SubscriptCallExprSyntax.self) { current = subscripted.calledExpression }
      else { break }
    }
    guard let reference = current.as(DeclReferenceExprSyntax.self), case .identifier(let name) = reference.baseName.tokenKind
    else { return nil }
    // A local of the same name shadows the property.
    if let list = statement.parent?.as(CodeBlockItemListSyntax.self),
       list.contains(where: { $0.item.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name } == true }) {
      return nil
    }
    return name
  }

  /// The statements next to `send` in its block that it announces: those after it, or, when it ends the
  /// block, those before it.
  static func neighbours(of send: CodeBlockItemSyntax) -> [CodeBlockItemSyntax] {
    guard let list = send.parent?.as(CodeBlockItemListSyntax.self) else { return [] }
    let items = Array(list)
    guard let index = items.firstIndex(where: { $0.id == send.id }) else { return [] }
    let after = Array(items[(index + 1)...])
    return after.isEmpty ? Array(items[..<index]) : after
  }
}
