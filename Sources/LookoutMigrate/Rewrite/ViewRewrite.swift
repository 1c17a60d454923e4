import LookoutSyntax
internal import SwiftSyntax

/// The guides' step 3 for one type holding migrated models: `@StateObject` → `@State`, `@ObservedObject` →
/// `@Bindable` (when the view makes `$model.x` bindings) or a plain property, `@EnvironmentObject` →
/// `@Environment(T.self)` (with a local `@Bindable` at the top of `body` when it binds), and the initializer
/// forms of the wrappers.
enum ViewRewrite {
  static func migrate(members: MemberBlockSyntax, typeName: String, in context: RewriteContext) {
    let dollars = DollarUsage(members)
    var usage = ProjectionUsage(dollars, project: context.plan.index.projections[typeName] ?? [:])
    // `settings.$flag` of an @AppStorage that becomes computed is rewritten to `$settings.flag`: a binding.
    let holders = Dictionary(MemberDeclarations.all(in: members).compactMap { decl -> (String, String)? in
      guard let property = StoredProperty(decl), let name = property.names.first, property.names.count == 1,
            property.attribute(named: "ObservedObject") != nil, let model = heldModel(property, in: context) else { return nil }
      return (name, model)
    }) { first, _ in first }
    usage.addBindings(AppStorageRewrite.projectionUses(in: members, holders: holders, plan: context.plan).map(\.holder))
    var migratedNames: [String: String] = [:]  // property name → wrapper it had
    var heldModels: [String] = []
    let passedWhole = usage.wholeProjections.union(dollars.passedWhole)
    for decl in MemberDeclarations.all(in: members) {
      guard let property = StoredProperty(decl), let name = property.names.first, property.names.count == 1 else { continue }
      WrapperCounterpartRewrite.migrate(property, name: name, in: members, typeName: typeName, passedWhole: passedWhole, context: context)
      for wrapper in ["StateObject", "ObservedObject", "EnvironmentObject"] {
        guard let attribute = property.attribute(named: wrapper) else { continue }
        guard let model = heldModel(property, in: context) else { continue }
        migratedNames[name] = wrapper
        heldModels.append(model)
        UntrackedStateCheck.check(holder: name, model: model, in: members, typeName: typeName, context: context)
        if context.usesBridge {
          BridgeViewRewrite.migrate(property, attribute: attribute, wrapper: wrapper, name: name, model: model, usage: usage, in: context)
          continue
        }
        switch wrapper {
        case "StateObject":
          context.replace(attribute.attributeName, with: "State", "@StateObject → @State")
          if !initialValueIsShared(property) { reportInitWork(of: model, at: property.decl, in: context) }
        case "ObservedObject":
          migrateObserved(property, attribute: attribute, name: name, model: model, usage: usage, in: context)
        default:
          migrateEnvironmentObject(property, attribute: attribute, in: context)
        }
        if usage.wholeProjections.contains(name) {
          let binder = context.usesBridge ? "@TrackedBindable" : "@Bindable"
          context.report(property.decl, "$\(name) is passed on as a whole (not `$\(name).property`); after migration its type changes",
                         suggestion: "pass `\(name)` itself and let the child declare `\(binder) var \(name)`")
        }
      }
    }
    if context.usesBridge, isView(members), let model = heldModels.first ?? BridgeViewRewrite.holdsPlainModel(members, in: context) {
      do {
        try BridgeViewRewrite.wrapBody(of: members, in: context)
        BridgeViewRewrite.wrapLazyContent(of: members, holders: Set(migratedNames.keys).union(BridgeViewRewrite.plainHolders(members, in: context)), in: context)
      } catch {
        context.recordTrackedModelView(typeName, model: model, reason: error.reason, at: members)
      }
    }
    guard !migratedNames.isEmpty else { return }
    InitializerFormsRewrite.migrate(members: members, properties: migratedNames, in: context)
  }

  /// Whether `members` are a SwiftUI view's or view modifier's: the type conforms to `View` or `ViewModifier`.
  private static func isView(_ members: MemberBlockSyntax) -> Bool {
    let inherited = members.parent?.as(StructDeclSyntax.self)?.inheritanceClause?.inheritedTypes
      ?? members.parent?.as(ClassDeclSyntax.self)?.inheritanceClause?.inheritedTypes
    return inherited?.contains { ["View", "ViewModifier", "SwiftUI.View", "SwiftUI.ViewModifier"].contains($0.type.trimmedDescription) } ?? false
  }

  /// The model a legacy wrapper holds, when it is observable after the migration: the type written or
  /// constructed (through aliases), the type of its initial value (`= makeModel()`), or a generic parameter
  /// constrained to a protocol that becomes `Observable`.
  static func heldModel(_ property: StoredProperty, in context: RewriteContext) -> String? {
    guard property.decl.bindings.count == 1, let binding = property.decl.bindings.first else { return nil }
    let types = context.plan.index.members
    if let annotation = binding.typeAnnotation?.type {
      guard let name = SyntaxNames.name(of: SyntaxNames.unwrapped(annotation)) else { return nil }
      if let constraints = GenericScope.constraints(of: name, at: Syntax(property.decl)) {
        return context.plan.isObservableAfterMigration(constrainedTo: constraints) ? name : nil
      }
      return context.isObservedByViews(name) ? types.canonical(name) : nil
    }
    guard let value = binding.initializer?.value, let type = TypeResolution.type(of: value, members: types) else { return nil }
    return context.isObservedByViews(type) ? type : nil
  }

  /// `@EnvironmentObject var settings: Settings` → `@Environment(Settings.self) var settings: Settings` (the
  /// type as written, generic arguments and nesting included; the annotation stays unless the project writes
  /// its readers without one). Bindings get a local `@Bindable` where they are made (`BindableLocalsRewrite`).
  private static func migrateEnvironmentObject(_ property: StoredProperty, attribute: AttributeSyntax, in context: RewriteContext) {
    guard let annotation = property.decl.bindings.first?.typeAnnotation else { return }
    let type = SyntaxNames.unwrapped(annotation.type).trimmedDescription
    context.replace(attribute, with: "@Environment(\(type).self)", "@EnvironmentObject → @Environment")
    if !context.plan.index.style.annotatesEnvironmentReaders {
      context.replace(RewriteContext.trimmedRange(annotation), with: "", "drop the type annotation (as the project writes them)")
    }
  }

  private static func migrateObserved(
    _ property: StoredProperty, attribute: AttributeSyntax, name: String, model: String, usage: ProjectionUsage,
    in context: RewriteContext
  ) {
    let value = property.decl.bindings.first?.initializer?.value
    if usage.bindings.contains(name) {
      // `$model.x` somewhere in the type or its extensions: the binding needs `@Bindable`.
      context.replace(attribute.attributeName, with: "Bindable", "@ObservedObject → @Bindable")
    } else if let value, SyntaxNames.isSharedInstance(value) {
      // `@ObservedObject var clerk = Clerk.shared`: the view reads an object it does not own.
      context.remove(attribute, "@ObservedObject on a shared instance → plain property")
    } else if value != nil {
      // `@ObservedObject var model = Model()` owned an object it did not keep: @State keeps it.
      context.replace(attribute.attributeName, with: "State", "@ObservedObject with a value → @State")
      // The App is made once: it owned the object all along, and nothing changes for it.
      if !SyntaxNames.isInApp(property.decl) {
        context.report(property.decl, "@ObservedObject \(name) creates its object: the object was re-created with the view; it is now @State",
                       suggestion: "check that this view should own \(model); otherwise pass it in from the parent")
      }
    } else {
      context.remove(attribute, "@ObservedObject → plain property")
      if !usage.assignedOutsideInit.contains(name) {
        context.replace(property.decl.bindingSpecifier, with: "let", "var → let")
      }
    }
  }

  /// `= Model.shared`, `= .shared`, `= sharedModel`: an initial value that names an existing object instead of
  /// making one. `@State` evaluating it again runs no initializer (a `static let` is made once).
  private static func initialValueIsShared(_ property: StoredProperty) -> Bool {
    guard let value = property.decl.bindings.first?.initializer?.value else { return false }
    return value.is(MemberAccessExprSyntax.self) || value.is(DeclReferenceExprSyntax.self)
  }

  /// The work `model`'s init does that `@State` at `node` would repeat on every view initialisation, or nil:
  /// none, or it is not repeated. From Xcode 27 `@State` evaluates its initial value once per view identity,
  /// as `@StateObject` did; an `App` is made once. Classes sharing the name (`Model` nested in many views)
  /// are known together, so whose init does the work cannot be told.
  static func repeatedInitWork(of model: String, at node: some SyntaxProtocol, in context: RewriteContext) -> [String]? {
    guard !context.plan.swiftUI.evaluatesStateInitialValueOnce, !SyntaxNames.isInApp(node),
          context.plan.index.classDeclarations(named: model).count == 1,
          let work = context.plan.index.models[model]?.initWork, !work.isEmpty else { return nil }
    return work
  }

  private static func reportInitWork(of model: String, at node: some SyntaxProtocol, in context: RewriteContext) {
    guard let work = repeatedInitWork(of: model, at: node, in: context) else { return }
    context.report(node, "\(model).init does work (\(work.joined(separator: ", "))): @StateObject ran it once, @State runs the initial value on every view initialisation when built with Xcode 26 or earlier (from Xcode 27, once per view identity)",
                   suggestion: "keep \(model).init light (assign only) and move the work into `.task { await model.load() }`")
  }
}
