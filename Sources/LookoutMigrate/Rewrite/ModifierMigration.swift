import LookoutSyntax
internal import SwiftSyntax

/// The modifiers that name the legacy model: `.environmentObject(x)` becomes `.environment(x)` for migrated
/// models (others keep the old API), and `.onReceive(x.$prop) { v in … }` becomes
/// `.onChange(of: x.prop, initial: true) { _, v in … }` (`initial: true` because a `$prop` publisher sends the
/// current value when the view subscribes).
enum ModifierMigration {
  static func migrate(_ call: FunctionCallExprSyntax, in context: RewriteContext) {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return }
    switch member.declName.baseName.text {
    case "environmentObject":
      migrateEnvironmentObject(call, name: member.declName, in: context)
    case "onReceive":
      migrateOnReceive(call, name: member.declName, in: context)
    default:
      break
    }
  }

  private static func migrateEnvironmentObject(
    _ call: FunctionCallExprSyntax, name: DeclReferenceExprSyntax, in context: RewriteContext
  ) {
    guard call.arguments.count == 1, let argument = call.arguments.first?.expression else { return }
    let type = TypeResolution.type(of: argument, members: context.plan.index.members)
    if context.plan.isObservableAfterMigration(type) {
      context.replace(name.baseName, with: "environment", ".environmentObject → .environment")
    } else if type == nil, !context.plan.migrating.isEmpty {
      context.report(call, "cannot tell the type of `\(argument.trimmedDescription)` in .environmentObject",
                     suggestion: "if it is a migrated model, write `.environment(\(argument.trimmedDescription))` and read it with `@Environment(Model.self)`")
    }
  }

  private static func migrateOnReceive(_ call: FunctionCallExprSyntax, name: DeclReferenceExprSyntax, in context: RewriteContext) {
    guard call.arguments.count == 1, let argument = call.arguments.first,
          let publisher = argument.expression.as(MemberAccessExprSyntax.self),
          publisher.declName.baseName.text.hasPrefix("$"), let base = publisher.base,
          context.plan.isMigrating(TypeResolution.type(of: base, members: context.plan.index.members)) else { return }
    let property = String(publisher.declName.baseName.text.dropFirst())
    guard let closure = call.trailingClosure, let parameters = OnChangeParameters(closure) else {
      context.report(call, ".onReceive(\(publisher.trimmedDescription)) cannot become .onChange: the closure's shape is not `{ value in … }`",
                     suggestion: "write `.onChange(of: \(base.trimmedDescription).\(property), initial: true) { _, value in … }`")
      return
    }
    context.replace(name.baseName, with: "onChange", ".onReceive → .onChange")
    context.replace(argument, with: "of: \(base.trimmedDescription).\(property), initial: true", ".onReceive → .onChange")
    parameters.apply(in: context)
  }
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
        guard clause.parameters.count == 1, let first = clause.parameters.first, first.type == nil else { return nil }
        let offset = first.positionAfterSkippingLeadingTrivia.utf8Offset
        edits = [(offset..<offset, "_, ")]
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

  func apply(in context: RewriteContext) {
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
