import LookoutSyntax
internal import SwiftSyntax

/// `.onReceive(model.objectWillChange) { … }` whose action reads one property of the model, of a type known to
/// be `Equatable`: `.onChange(of: model.property) { … }`, as people migrate it. There is no `objectWillChange`
/// after the migration; the action now runs after that property changes, with its new value (it ran before
/// any change, and saw the old one): the report says so.
struct OnReceiveChangesRewrite {
  let argument: LabeledExprSyntax
  let closure: ClosureExprSyntax
  let base: ExprSyntax
  let property: String

  init?(_ call: FunctionCallExprSyntax, in context: RewriteContext) {
    // `.onChange(of:initial:_:)` needs iOS 17 / macOS 14: not for the bridge's systems.
    if context.usesBridge { return nil }
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "onReceive",
          call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
          let publisher = argument.expression.as(MemberAccessExprSyntax.self), publisher.declName.baseName.text == "objectWillChange",
          let base = publisher.base, let closure = call.trailingClosure, Self.ignoresItsParameter(closure),
          let type = TypeResolution.type(of: base, members: context.plan.index.members), context.plan.isMigrating(type) else { return nil }
    // The model's properties the action reads.
    let text = base.trimmedDescription
    let reads = Set(closure.statements.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
      guard let read = token.parent?.parent?.as(MemberAccessExprSyntax.self), read.declName.baseName.id == token.id,
            read.base?.trimmedDescription == text else { return nil }
      return read.declName.baseName.text
    })
    guard reads.count == 1, let property = reads.first,
          let (_, published) = PublisherBridges.declaration(of: property, in: type, index: context.plan.index),
          EquatableTypes.isKnown(published.type, index: context.plan.index) else { return nil }
    self.argument = argument
    self.closure = closure
    self.base = base
    self.property = property
  }

  /// `{ … }` or `{ _ in … }`: the action does not use what `objectWillChange` sent.
  private static func ignoresItsParameter(_ closure: ClosureExprSyntax) -> Bool {
    guard let signature = closure.signature else { return true }
    guard case .simpleInput(let parameters) = signature.parameterClause, parameters.count == 1, parameters.first?.name.text == "_",
          signature.effectSpecifiers == nil, signature.returnClause == nil else { return false }
    return true
  }

  func apply(_ call: FunctionCallExprSyntax, name: DeclReferenceExprSyntax, in context: RewriteContext) {
    let target = "\(base.trimmedDescription).\(property)"
    context.replace(name.baseName, with: "onChange", ".onReceive(objectWillChange) → .onChange(of: \(target))")
    context.replace(argument.expression, with: "of: \(target)", ".onReceive(objectWillChange) → .onChange(of: \(target))")
    if let signature = closure.signature, case .simpleInput(let parameters) = signature.parameterClause, let first = parameters.first {
      // `.onChange`'s two-parameter action: old and new value, both unused.
      context.replace(first, with: "_, _", ".onChange action: two parameters")
    }
    context.report(call, ".onReceive(\(base.trimmedDescription).objectWillChange) became .onChange(of: \(target)): the action now runs after \(property) changes, with its new value (objectWillChange ran it before any change, with the old one)",
                   suggestion: "nothing to do if the action should see the new value; it no longer runs for changes of other properties")
  }
}
