import LookoutSyntax
internal import SwiftSyntax

/// Uses of a migrated model's `$property` publisher move to the subject that replaces it (see
/// `PublisherBridges`): `$query` and `self.$query` in the model, its extensions and subclasses;
/// `model.$query` anywhere the model's type can be told. What cannot be told is reported.
enum PublisherUseRewrite {
  /// `$query` alone, in a model's (or an extension's) body.
  static func migrate(_ reference: DeclReferenceExprSyntax, in context: RewriteContext) {
    let text = reference.baseName.text
    guard text.hasPrefix("$"), text.count > 1, text.dropFirst().first?.isLetter == true || text.dropFirst().first == "_",
          !(reference.parent?.as(MemberAccessExprSyntax.self).map { $0.declName.id == reference.id } ?? false),
          let owner = TypeResolution.enclosingTypeName(Syntax(reference)), context.plan.isMigrating(owner) else { return }
    let property = String(text.dropFirst())
    guard context.plan.bridges.bridge(property, of: owner, index: context.plan.index) != nil,
          !isRewrittenAssign(ExprSyntax(reference), owner: owner, in: context) else { return }
    context.replace(reference.baseName, with: PublisherBridges.subjectName(property), "$\(property) → \(PublisherBridges.subjectName(property))")
  }

  /// `publisher.assign(to: &$total)` in a migrating model: a `sink` kept in the model's cancellables.
  static func migrateAssign(_ call: FunctionCallExprSyntax, in context: RewriteContext) {
    guard let argument = call.arguments.first?.expression.as(InOutExprSyntax.self)?.expression,
          let assign = AssignToPublishedRewrite(argument), assign.call.id == call.id,
          let owner = TypeResolution.enclosingTypeName(Syntax(call)), context.plan.isMigrating(owner),
          let store = context.plan.bridges.assignStores[owner] else { return }
    assign.rewrite(storingIn: store.name, in: context)
  }

  private static func isRewrittenAssign(_ use: ExprSyntax, owner: String, in context: RewriteContext) -> Bool {
    AssignToPublishedRewrite(use) != nil && context.plan.bridges.assignStores[owner] != nil
  }

  /// `model.$query`, `self.$query`, and another object's `objectWillChange`.
  static func migrate(_ member: MemberAccessExprSyntax, in context: RewriteContext) {
    let name = member.declName.baseName.text
    guard name.hasPrefix("$") || name == "objectWillChange", let base = member.base else { return }
    let isSelf = base.trimmedDescription == "self"
    if name == "objectWillChange" {
      guard !isSelf else { return }
      reportObjectWillChange(member, base: base, in: context)
      return
    }
    let property = String(name.dropFirst())
    if isSelf, let owner = TypeResolution.enclosingTypeName(Syntax(member)), isRewrittenAssign(ExprSyntax(member), owner: owner, in: context) {
      return
    }
    let type = isSelf ? TypeResolution.enclosingTypeName(Syntax(member)) : TypeResolution.type(of: base, members: context.plan.index.members)
    if !isSelf, let type, migrateHolderBinding(member, base: base, owner: type, property: property, in: context) { return }
    guard let type, context.plan.isMigrating(type) else {
      if type == nil, context.plan.bridges.isBridged(anywhere: property), !isSelf {
        context.report(member, "cannot tell the type of `\(base.trimmedDescription)`: if it is a migrated model, its `$\(property)` publisher is now `\(PublisherBridges.subjectName(property))`",
                       suggestion: "write `\(base.trimmedDescription).\(PublisherBridges.subjectName(property))`")
      }
      return
    }
    if ModifierRewrite.becomesOnChange(member, in: context) { return }
    if context.plan.convertedAppStorage(of: type).contains(property) {
      migrateAppStorageProjection(member, base: base, property: property, in: context)
      return
    }
    if context.plan.bridges.bridge(property, of: type, index: context.plan.index) != nil {
      context.replace(member.declName.baseName, with: PublisherBridges.subjectName(property),
                      "\(name) → \(PublisherBridges.subjectName(property))")
    } else {
      context.report(member, "\(member.trimmedDescription) uses \(type)'s Combine publisher, which the migration removes",
                     suggestion: "read `\(base.trimmedDescription).\(property)` with \(context.runtime.observing("\(base.trimmedDescription).\(property)")), or in a view `.onChange(of:)`")
    }
  }

  /// `view.$settings.theme`, where `view`'s `settings` is an `@EnvironmentObject` or `@ObservedObject` of a
  /// model that migrates: after the migration it has no `$` projection, so the binding is made from the model
  /// itself, `Bindable(view.settings).theme`. Returns whether it was rewritten.
  private static func migrateHolderBinding(
    _ member: MemberAccessExprSyntax, base: ExprSyntax, owner: String, property: String, in context: RewriteContext
  ) -> Bool {
    guard let held = context.plan.index.wrappedProperties[owner]?[property], ["EnvironmentObject", "ObservedObject"].contains(held.wrapper),
          context.isObservedByViews(held.model),
          let outer = member.parent?.as(MemberAccessExprSyntax.self), outer.base?.id == ExprSyntax(member).id else { return false }
    let bindable = context.bindableType()
    context.replace(member, with: "\(bindable)(\(base.trimmedDescription).\(property))", "\(base.trimmedDescription).$\(property) → \(bindable)(\(base.trimmedDescription).\(property))")
    return true
  }

  /// `settings.$flag` of an `@AppStorage` that becomes a computed property: the binding comes from the model,
  /// `$settings.flag` where the view holds it with a wrapper that gives one (as people write it), else
  /// `Bindable(settings).flag`.
  private static func migrateAppStorageProjection(_ member: MemberAccessExprSyntax, base: ExprSyntax, property: String, in context: RewriteContext) {
    let enclosing = TypeResolution.enclosingTypeName(Syntax(member))
    if let holder = base.as(DeclReferenceExprSyntax.self)?.baseName.text, let owner = enclosing,
       let held = context.plan.index.wrappedProperties[owner]?[holder], context.isObservedByViews(held.model) {
      // An @ObservedObject becomes @Bindable only in its own declaration (where the rewrite sees this use).
      let inDeclaration = member.nearest(ExtensionDeclSyntax.self) == nil
      if held.wrapper == "StateObject" || held.wrapper == "EnvironmentObject" || (held.wrapper == "ObservedObject" && inDeclaration) {
        context.replace(member, with: "$\(holder).\(property)", "\(holder).$\(property) → $\(holder).\(property)")
        return
      }
    }
    let bindable = context.bindableType()
    context.replace(member, with: "\(bindable)(\(base.trimmedDescription)).\(property)",
                    "\(base.trimmedDescription).$\(property) → \(bindable)(\(base.trimmedDescription)).\(property)")
  }

  /// `model.objectWillChange` outside the model, other than a forwarding the model migration removes.
  private static func reportObjectWillChange(_ member: MemberAccessExprSyntax, base: ExprSyntax, in context: RewriteContext) {
    // `.onReceive(model.objectWillChange)` that becomes `.onChange(of:)`.
    if let call = member.parent?.parent?.parent?.as(FunctionCallExprSyntax.self), OnReceiveChangesRewrite(call, in: context) != nil { return }
    guard member.nearest(ClassDeclSyntax.self).map({ !context.plan.isMigrating($0.name.text) }) ?? true,
          let type = TypeResolution.type(of: base, members: context.plan.index.members), context.plan.isMigrating(type) else { return }
    context.report(member, "\(member.trimmedDescription) uses \(type)'s Combine publisher, which the migration removes",
                   suggestion: "observe the properties instead: \(context.runtime.observing("…"))")
  }
}
