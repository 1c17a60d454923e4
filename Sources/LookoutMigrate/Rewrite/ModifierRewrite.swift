import LookoutSyntax
internal import SwiftSyntax

/// The modifiers that name the legacy model: `.environmentObject(x)` becomes `.environment(x)` for migrated
/// models (others keep the old API), and `.onReceive(x.$prop) { v in … }` becomes
/// `.onChange(of: x.prop, initial: true) { _, v in … }` when `prop` is `Equatable` (`initial: true` because a
/// `$prop` publisher sends the current value when the view subscribes).
enum ModifierRewrite {
  static func migrate(_ call: FunctionCallExprSyntax, in context: RewriteContext) {
    // `environmentObject(theme)` in a `View` extension calls the modifier on `self`.
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "environmentObject" {
      return migrateEnvironmentObject(call, name: reference, in: context)
    }
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
    let constraints = type.flatMap { GenericScope.constraints(of: $0, at: Syntax(argument)) }
    if constraints.map(context.plan.isObservableAfterMigration(constrainedTo:)) ?? context.isObservedByViews(type) {
      if context.usesBridge {
        context.needsBridgeImport = true
        context.replace(name.baseName, with: "trackedEnvironment", ".environmentObject → .trackedEnvironment")
      } else {
        context.replace(name.baseName, with: "environment", ".environmentObject → .environment")
      }
    } else if type == nil, !context.plan.migrating.isEmpty {
      context.report(call, "cannot tell the type of `\(argument.trimmedDescription)` in .environmentObject",
                     suggestion: "if it is a migrated model, write `.environment(\(argument.trimmedDescription))` and read it with `@Environment(Model.self)`")
    }
  }

  private static func migrateOnReceive(_ call: FunctionCallExprSyntax, name: DeclReferenceExprSyntax, in context: RewriteContext) {
    if let changes = OnReceiveChangesRewrite(call, in: context) { return changes.apply(call, name: name, in: context) }
    guard let conversion = OnReceiveRewrite(call), conversion.becomesOnChange(in: context) else { return }
    context.replace(name.baseName, with: "onChange", ".onReceive → .onChange")
    context.replace(conversion.argument.expression, with: "of: \(conversion.base.trimmedDescription).\(conversion.property), initial: true", ".onReceive → .onChange")
    conversion.apply(in: context)
  }

  /// Whether `publisher` is the argument of an `.onReceive` that becomes `.onChange`.
  static func becomesOnChange(_ publisher: MemberAccessExprSyntax, in context: RewriteContext) -> Bool {
    guard let call = publisher.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
          let conversion = OnReceiveRewrite(call), conversion.argument.expression.id == ExprSyntax(publisher).id else { return false }
    return conversion.becomesOnChange(in: context)
  }
}
