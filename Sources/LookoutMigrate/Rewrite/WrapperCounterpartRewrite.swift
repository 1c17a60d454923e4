import LookoutSyntax
internal import SwiftSyntax

/// A holder's `ObservableObject`-only wrapper → its library's Observation counterpart, for a model that
/// migrates: `@InjectedObject(\.model) private var model` → `@InjectedObservable(\.model) private var model`
/// (Factory 2.4.5 or later pinned, `WrapperCounterparts`). Both keep one object per view, resolved from the
/// container once. `$model.name` stays a `Binding` (a member of the counterpart's `Binding<Model>`); `$model`
/// passed on whole would change type, so the model stays `ObservableObject` instead.
enum WrapperCounterpartRewrite {
  static func migrate(
    _ property: StoredProperty, name: String, in members: MemberBlockSyntax, typeName: String, passedWhole: Set<String>,
    context: RewriteContext
  ) {
    for known in WrapperCounterparts.known {
      guard let attribute = property.attribute(named: known.wrapper),
            let counterpart = context.plan.counterparts.counterpart(of: known.wrapper, imports: context.imports),
            let model = heldModel(property, name: name, typeName: typeName, in: context) else { continue }
      if passedWhole.contains(name) {
        context.keepBack(model, rule: .observableObjectWrapper, at: property.decl,
                         "\(typeName).\(name) holds it with @\(known.wrapper) and passes $\(name) on whole: with @\(counterpart.replacement) that is a Binding<\(model)>, not an ObservedObject wrapper",
                         suggestion: "pass `\(name)` itself where `$\(name)` is passed whole (the receiver holds it as a plain property, or @Bindable for bindings), then run again")
        continue
      }
      context.replace(attribute.attributeName, with: counterpart.replacement, "@\(known.wrapper) → @\(counterpart.replacement)")
      UntrackedStateCheck.check(holder: name, model: model, in: members, typeName: typeName, context: context)
    }
  }

  /// The model the wrapper holds, when it migrates: the type written, else the one the key path names
  /// (`\.model` → the container's `var model: Factory<Model>`).
  private static func heldModel(_ property: StoredProperty, name: String, typeName: String, in context: RewriteContext) -> String? {
    if let model = ViewRewrite.heldModel(property, in: context) { return model }
    guard property.decl.bindings.first?.typeAnnotation == nil,
          let type = context.plan.index.members.propertyType(name, in: typeName) else { return nil }
    return context.isObservedByViews(type) ? type : nil
  }
}
