import LookoutSyntax
internal import SwiftSyntax

/// A subscription whose only effect is to send this object's `objectWillChange` when other objects
/// change: `child.objectWillChange.sink { _ in self.objectWillChange.send() }`, or
/// `Publishers.CombineLatest(child.$a, child.$b).sink { … }`, however it is stored (`.store(in:)`,
/// `cancellables.append(…)`, `cancellable = …`). After migration, views reading through this object track
/// the children directly, so it can go when they are migrated too.
struct ForwardingSubscription {
  struct Source {
    /// `child`, or `self` for this object's own publishers.
    let expression: String
    let type: String?
  }

  /// The statement holding the subscription.
  let statement: CodeBlockItemSyntax
  let sources: [Source]
  /// The statement, or the `if` around it when the subscription is all that `if` does
  /// (`if let child = module as? Child { cancellable = child.objectWillChange.sink { … } }`).
  let removableStatement: CodeBlockItemSyntax

  init?(around send: FunctionCallExprSyntax, members: ProjectTypes) {
    guard let closure = send.nearest(ClosureExprSyntax.self), closure.statements.count == 1,
          let sink = closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
          let member = sink.calledExpression.as(MemberAccessExprSyntax.self),
          member.declName.baseName.text == "sink", let base = member.base,
          let statement = sink.nearest(CodeBlockItemSyntax.self) else { return nil }
    var sources: [Source] = []
    guard Self.collect(base, into: &sources, members: members), !sources.isEmpty else { return nil }
    self.statement = statement
    self.sources = sources
    removableStatement = Self.enclosingIf(of: statement) ?? statement
  }

  /// The objects a publisher expression listens to; false when it is not made only of their publishers.
  private static func collect(_ publisher: ExprSyntax, into sources: inout [Source], members: ProjectTypes) -> Bool {
    if let call = publisher.as(FunctionCallExprSyntax.self) {
      let called = call.calledExpression
      // `Publishers.CombineLatest(a, b)`, `Publishers.Merge(a, b)`: every argument.
      if let type = called.as(MemberAccessExprSyntax.self), type.base?.trimmedDescription == "Publishers" {
        return call.arguments.allSatisfy { collect($0.expression, into: &sources, members: members) }
      }
      // `p.receive(on:)`, `p.map { … }`, `p.combineLatest(q)`, `p.merge(with: q)`: the base and any publishers passed.
      guard let operation = called.as(MemberAccessExprSyntax.self), let base = operation.base,
            forwardingOperators.contains(operation.declName.baseName.text) else { return false }
      let others = call.arguments.map(\.expression).filter { !$0.is(ClosureExprSyntax.self) && !$0.is(MemberAccessExprSyntax.self) || isPublisher($0) }
      return collect(base, into: &sources, members: members)
        && others.allSatisfy { collect($0, into: &sources, members: members) }
    }
    // `child.objectWillChange`, `child.$a`, `$a`, `self.$a`.
    if let reference = publisher.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$") {
      sources.append(Source(expression: "self", type: TypeResolution.enclosingTypeName(Syntax(publisher))))
      return true
    }
    guard let member = publisher.as(MemberAccessExprSyntax.self), isPublisher(ExprSyntax(member)), let owner = member.base else { return false }
    let text = owner.trimmedDescription
    let type = text == "self" ? TypeResolution.enclosingTypeName(Syntax(publisher)) : TypeResolution.type(of: owner, members: members)
    sources.append(Source(expression: text, type: type))
    return true
  }

  private static func isPublisher(_ expression: ExprSyntax) -> Bool {
    guard let member = expression.as(MemberAccessExprSyntax.self) else {
      return expression.as(DeclReferenceExprSyntax.self)?.baseName.text.hasPrefix("$") == true
    }
    let name = member.declName.baseName.text
    return name == "objectWillChange" || name.hasPrefix("$")
  }

  /// Operators that pass changes on without doing anything else.
  static let forwardingOperators: Set<String> = [
    "receive", "map", "debounce", "throttle", "removeDuplicates", "dropFirst", "combineLatest", "merge", "eraseToAnyPublisher",
    "filter", "compactMap", "delay", "subscribe",
  ]

  /// The `if` whose whole body is `statement`, when its conditions only test.
  private static func enclosingIf(of statement: CodeBlockItemSyntax) -> CodeBlockItemSyntax? {
    guard let list = statement.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
          let ifExpression = list.parent?.parent?.as(IfExprSyntax.self), ifExpression.elseBody == nil,
          isWithoutEffects(ifExpression.conditions) else { return nil }
    return ifExpression.parent?.as(ExpressionStmtSyntax.self)?.parent?.as(CodeBlockItemSyntax.self)
      ?? ifExpression.parent?.as(CodeBlockItemSyntax.self)
  }

  /// Conditions made of names, member reads, casts and comparisons: removing them changes nothing.
  static func isWithoutEffects(_ conditions: ConditionElementListSyntax) -> Bool {
    !conditions.contains { condition in
      condition.tokens(viewMode: .sourceAccurate).contains { token in
        token.tokenKind == .leftParen || token.tokenKind == .keyword(.try) || token.tokenKind == .keyword(.await)
      }
    }
  }
}
