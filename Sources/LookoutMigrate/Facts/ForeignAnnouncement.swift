import LookoutSyntax
internal import SwiftSyntax

/// A `send()` that announces changes made to *other* models: the statements it announces (see
/// `MutationRoot.neighbours`) change state only by calling methods on, or assigning through, objects whose
/// types are observable once the migration is done (`tabManager.reorder(tab)`, `tab.toggleMute()` for a local
/// `tab` of a migrating type). Those models' own tracked properties notify the views that read through this
/// one, so the send is redundant. Anything else among them (a free function call, a closure, a call on
/// something of another type or of no known type) may change what the send announced: not this case.
struct ForeignAnnouncement {
  /// The types whose changes the send announced, in the order first met.
  let types: [String]

  init?(_ send: CodeBlockItemSyntax, model: String, members: any DeclaredTypes, isObservable: (String) -> Bool) {
    var types: [String] = []
    for statement in MutationRoot.neighbours(of: send) {
      let effects = EffectFinder(viewMode: .sourceAccurate)
      effects.walk(statement)
      if effects.opaque { return nil }
      for receiver in effects.receivers {
        guard let type = TypeResolution.type(of: receiver, members: members), type != model, isObservable(type) else { return nil }
        if !types.contains(type) { types.append(type) }
      }
    }
    guard !types.isEmpty else { return nil }
    self.types = types
  }

  /// The receivers of the method calls and the bases of the assignments in a statement; `opaque` when it holds
  /// something whose effect cannot be told (a closure, a free function call, an assignment to a plain name).
  private final class EffectFinder: SyntaxVisitor {
    var receivers: [ExprSyntax] = []
    var opaque = false

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
      opaque = true
      return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
        if base.trimmedDescription == "self" { opaque = true } else { receivers.append(Self.changedObject(of: base)) }
      } else if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
                TypeResolution.looksLikeTypeName(callee.baseName.text) {
        // `NSMenuItem(…)`: making a value changes nothing the send could announce.
      } else {
        opaque = true
      }
      return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let elements = Array(node.elements)
      if elements.count >= 3, AssignmentTarget.isAssignmentOperator(elements[1]) {
        if let member = elements[0].as(MemberAccessExprSyntax.self), let base = member.base, base.trimmedDescription != "self" {
          receivers.append(Self.changedObject(of: base))
        } else {
          opaque = true  // A name or `self.x`: this model's own state, or a local's (the rules before this one).
        }
      }
      return .visitChildren
    }

    /// The object a call on (or a write through) `expression` changes: `tabManager.browserManager` for
    /// `tabManager.browserManager?.select(…)`, not its first link, since the state that changes is that
    /// object's (a value there has no type Observation sees, and keeps the send).
    private static func changedObject(of expression: ExprSyntax) -> ExprSyntax {
      var current = expression
      while true {
        if let optional = current.as(OptionalChainingExprSyntax.self) { current = optional.expression }
        else if let forced = current.as(ForceUnwrapExprSyntax.self) { current = forced.expression }
        else { return current }
      }
    }
  }
}
