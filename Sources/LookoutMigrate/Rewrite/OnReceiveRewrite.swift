import LookoutSyntax
internal import SwiftSyntax

/// `.onReceive(x.$p) { v in … }` (or `perform: { … }`) whose closure has a shape `.onChange` accepts: read
/// from syntax alone. It becomes `.onChange(of: x.p, initial: true) { _, v in … }` when `x` is a migrating
/// model and `p`'s type is known to be `Equatable`, which `.onChange` requires.
struct OnReceiveRewrite {
  let argument: LabeledExprSyntax
  let base: ExprSyntax
  let property: String
  private let closureEdits: (RewriteContext) -> Void

  init?(_ call: FunctionCallExprSyntax) {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "onReceive",
          let argument = call.arguments.first, argument.label == nil,
          let publisher = argument.expression.as(MemberAccessExprSyntax.self),
          publisher.declName.baseName.text.hasPrefix("$"), let base = publisher.base else { return nil }
    if call.arguments.count == 1, let closure = call.trailingClosure, let parameters = OnChangeParameters(closure) {
      closureEdits = parameters.apply
    } else if call.arguments.count == 2, call.trailingClosure == nil, let perform = call.arguments.last,
              perform.label?.text == "perform", let closure = perform.expression.as(ClosureExprSyntax.self),
              let parameters = OnChangeParameters(closure) {
      // `.onChange`'s action has no label.
      let label = perform.positionAfterSkippingLeadingTrivia.utf8Offset..<closure.positionAfterSkippingLeadingTrivia.utf8Offset
      closureEdits = { context in
        context.replace(label, with: "", "perform: → the unlabelled action")
        parameters.apply(context)
      }
    } else if call.arguments.count == 2, call.trailingClosure == nil, let perform = call.arguments.last,
              perform.label?.text == "perform", !perform.expression.is(ClosureExprSyntax.self),
              perform.expression.is(DeclReferenceExprSyntax.self) || perform.expression.is(MemberAccessExprSyntax.self) {
      // `perform: handle` → `{ _, newValue in handle(newValue) }`
      let range = perform.positionAfterSkippingLeadingTrivia.utf8Offset..<perform.expression.endPositionBeforeTrailingTrivia.utf8Offset
      let function = perform.expression.trimmedDescription
      closureEdits = { context in
        context.replace(range, with: "{ _, newValue in \(function)(newValue) }", "perform: f → a two-parameter closure")
      }
    } else {
      return nil
    }
    self.argument = argument
    self.base = base
    property = String(publisher.declName.baseName.text.dropFirst())
  }

  func becomesOnChange(in context: RewriteContext) -> Bool {
    // `.onChange(of:initial:_:)` needs iOS 17 / macOS 14: not for the bridge's systems.
    if context.usesBridge { return false }
    let index = context.plan.index
    guard let type = TypeResolution.type(of: base, members: index.members), context.plan.isMigrating(type),
          let (_, published) = PublisherBridges.declaration(of: property, in: type, index: index) else { return false }
    return EquatableTypes.isKnown(published.type, index: index)
  }

  func apply(in context: RewriteContext) { closureEdits(context) }
}

/// How the closure of `.onReceive` becomes a two-parameter `.onChange` closure.
struct OnChangeParameters {
  private let edits: [(Range<Int>, String)]

  init?(_ closure: ClosureExprSyntax) {
    if let signature = closure.signature {
      guard signature.effectSpecifiers == nil, signature.returnClause == nil, let parameters = signature.parameterClause else {
        return nil
      }
      switch parameters {
      case .simpleInput(let shorthand):
        guard shorthand.count == 1, let first = shorthand.first else { return nil }
        edits = [(first.positionAfterSkippingLeadingTrivia.utf8Offset..<first.positionAfterSkippingLeadingTrivia.utf8Offset, "_, ")]
      case .parameterClause(let clause):
        guard clause.parameters.count == 1, let first = clause.parameters.first else { return nil }
        let offset = first.positionAfterSkippingLeadingTrivia.utf8Offset
        // `(value: Item)` → `(_: Item, value: Item)`: written types are all or nothing.
        edits = [(offset..<offset, first.type.map { "_: \($0.trimmedDescription), " } ?? "_, ")]
      @unknown default:
        return nil
      }
      return
    }
    // `{ print($0) }`: name the parameter and replace `$0` (outside nested closures).
    let finder = DollarZeroFinder(viewMode: .sourceAccurate)
    finder.walk(closure.statements)
    guard !finder.usesOtherShorthand else { return nil }
    let open = closure.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
    let fresh = ["newValue", "receivedValue", "value"].first { !finder.names.contains($0) } ?? "onChangeValue"
    let name = finder.references.isEmpty ? "_" : fresh
    edits = [(open..<open, " _, \(name) in")] + finder.references.map {
      (RewriteContext.trimmedRange($0), fresh)
    }
  }

  func apply(_ context: RewriteContext) {
    for (range, text) in edits { context.replace(range, with: text, ".onReceive closure → two parameters") }
  }

  private final class DollarZeroFinder: SyntaxVisitor {
    var references: [DeclReferenceExprSyntax] = []
    var usesOtherShorthand = false
    /// Every identifier used, so the new parameter's name shadows none of them.
    var names: Set<String> = []

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      names.insert(node.baseName.text)
      if node.baseName.tokenKind == .dollarIdentifier("$0") {
        references.append(node)
      } else if case .dollarIdentifier = node.baseName.tokenKind {
        usesOtherShorthand = true
      }
      return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }
}
