package import SwiftSyntax

/// What a closure's own text says about when it runs, for ``ClosureTiming`` where the API it is given to
/// does not decide: kept as a value, asynchronous, made of actions, or made of views.
package enum ClosureShape {
  /// `return { … }`, `let action = { … }`, `handler = { … }`, or the whole body of a getter or function that
  /// returns a function: the closure is a value, not code that runs here.
  package static func isValue(_ closure: ClosureExprSyntax) -> Bool {
    guard let parent = closure.parent else { return false }
    if parent.is(ReturnStmtSyntax.self) || parent.is(InitializerClauseSyntax.self) { return true }
    if let sequence = parent.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      if let index = elements.firstIndex(where: { $0.id == closure.id }), index >= 2, elements[index - 1].is(AssignmentExprSyntax.self) {
        return true
      }
    }
    // `var action: () -> Void { { … } }`: the only statement of a body whose declared type is a function.
    guard let item = parent.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 else {
      return false
    }
    var current = list.parent
    while let node = current {
      if let function = node.as(FunctionDeclSyntax.self) {
        return function.signature.returnClause?.type.trimmedDescription.contains("->") ?? false
      }
      if let binding = node.as(PatternBindingSyntax.self) {
        return binding.typeAnnotation?.type.trimmedDescription.contains("->") ?? false
      }
      if node.is(ClosureExprSyntax.self) || node.is(MemberBlockSyntax.self) { return false }
      current = node.parent
    }
    return false
  }

  /// Whether the closure itself awaits: an async closure cannot be content a body builds; it runs later.
  package static func awaits(_ closure: ClosureExprSyntax) -> Bool {
    closure.statements.tokens(viewMode: .sourceAccurate).contains { token in
      guard token.tokenKind == .keyword(.await) else { return false }
      var current = token.parent
      while let node = current {
        if let inner = node.as(ClosureExprSyntax.self) { return inner.id == closure.id }
        current = node.parent
      }
      return false
    }
  }

  /// Whether every statement of the closure does something (assigns, discards a result, calls a method of
  /// some object), none builds a view: a view builder cannot hold such statements.
  package static func performsActions(_ closure: ClosureExprSyntax) -> Bool {
    !buildsViews(closure.statements) && performsActions(closure.statements)
  }

  /// Whether some statement of the closure makes a view: `Text("…")`, `Image(…).resizable()`, an `if` whose
  /// branch does.
  package static func buildsViews(_ closure: ClosureExprSyntax) -> Bool { buildsViews(closure.statements) }

  private static func buildsViews(_ statements: CodeBlockItemListSyntax) -> Bool {
    statements.contains { statement in
      switch statement.item {
      case .expr(let expression): return makesView(expression)
      case .stmt(let statement):
        guard let expression = statement.as(ExpressionStmtSyntax.self)?.expression else { return false }
        return makesView(expression)
      case .decl(let declaration):
        return clauseStatements(of: declaration)?.contains(where: buildsViews) ?? false
      @unknown default: return false
      }
    }
  }

  /// `Text("a").padding()`: a chain rooted in a call of a type; an `if` or `switch` whose branches do.
  private static func makesView(_ expression: ExprSyntax) -> Bool {
    if let branch = expression.as(IfExprSyntax.self) {
      if buildsViews(branch.body.statements) { return true }
      switch branch.elseBody {
      case .codeBlock(let block)?: return buildsViews(block.statements)
      case .ifExpr(let inner)?: return makesView(ExprSyntax(inner))
      case nil: return false
      @unknown default: return false
      }
    }
    if let choice = expression.as(SwitchExprSyntax.self) {
      return choice.cases.contains { $0.as(SwitchCaseSyntax.self).map { buildsViews($0.statements) } ?? false }
    }
    var root = expression
    var called = false
    while true {
      if let call = root.as(FunctionCallExprSyntax.self) {
        called = true
        root = call.calledExpression
      } else if let member = root.as(MemberAccessExprSyntax.self), let base = member.base {
        root = base
      } else if let generic = root.as(GenericSpecializationExprSyntax.self) {
        root = generic.expression
      } else {
        break
      }
    }
    guard called, let reference = root.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind != .keyword(.Self) else { return false }
    return reference.baseName.text.first?.isUppercase == true
  }

  /// The statements of each clause of a `#if` declaration; nil for any other declaration.
  private static func clauseStatements(of declaration: DeclSyntax) -> [CodeBlockItemListSyntax]? {
    guard let conditional = declaration.as(IfConfigDeclSyntax.self) else { return nil }
    return conditional.clauses.compactMap { clause in
      guard case .statements(let inner)? = clause.elements else { return nil }
      return inner
    }
  }

  /// Whether every statement does something rather than describe views; a `#if` block's branches are looked
  /// into (`VStack { #if os(macOS) … #else … #endif }` describes views).
  private static func performsActions(_ statements: CodeBlockItemListSyntax) -> Bool {
    guard !statements.isEmpty else { return false }
    return statements.allSatisfy { statement in
      switch statement.item {
      case .expr(let expression): return isAction(expression)
      case .stmt(let statement): return statement.is(GuardStmtSyntax.self) || statement.is(DeferStmtSyntax.self)
      case .decl(let declaration):
        return clauseStatements(of: declaration)?.allSatisfy(performsActions) ?? true
      @unknown default: return false
      }
    }
  }

  private static func isAction(_ expression: ExprSyntax) -> Bool {
    if let tried = expression.as(TryExprSyntax.self) { return isAction(tried.expression) }
    if let awaited = expression.as(AwaitExprSyntax.self) { return isAction(awaited.expression) }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      return sequence.elements.contains { element in
        if element.is(AssignmentExprSyntax.self) { return true }
        guard let text = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return text.hasSuffix("=") && !["==", "!=", "<=", ">="].contains(text)
      }
    }
    if expression.is(InfixOperatorExprSyntax.self) { return true }
    guard let call = expression.as(FunctionCallExprSyntax.self),
          let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
    var root = base
    while let inner = root.as(MemberAccessExprSyntax.self)?.base ?? root.as(OptionalChainingExprSyntax.self)?.expression { root = inner }
    guard let reference = root.as(DeclReferenceExprSyntax.self) else { return false }
    let name = reference.baseName.text
    return reference.baseName.tokenKind == .keyword(.self) || name.first?.isLowercase == true
  }
}
