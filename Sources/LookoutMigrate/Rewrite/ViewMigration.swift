import LookoutSyntax
internal import SwiftSyntax

/// The guides' step 3 for one type holding migrated models: `@StateObject` → `@State`, `@ObservedObject` →
/// `@Bindable` (when the view makes `$model.x` bindings) or a plain property, `@EnvironmentObject` →
/// `@Environment(T.self)` (with a local `@Bindable` at the top of `body` when it binds), and the initializer
/// forms of the wrappers.
enum ViewMigration {
  static func migrate(members: MemberBlockSyntax, typeName: String, in context: RewriteContext) {
    let usage = DollarUsage(members)
    var bindablesForBody: [String] = []
    var migratedNames: [String: String] = [:]  // property name → wrapper it had
    for decl in MemberDeclarations.all(in: members) {
      guard let property = StoredProperty(decl), let name = property.names.first, property.names.count == 1 else { continue }
      for wrapper in ["StateObject", "ObservedObject", "EnvironmentObject"] {
        guard let attribute = property.attribute(named: wrapper) else { continue }
        guard let model = property.typeName, context.plan.isMigrating(model) else { continue }
        migratedNames[name] = wrapper
        switch wrapper {
        case "StateObject":
          context.replace(attribute.attributeName, with: "State", "@StateObject → @State")
          reportInitWork(of: model, at: property.decl, in: context)
        case "ObservedObject":
          migrateObserved(property, attribute: attribute, name: name, model: model, usage: usage, in: context)
        default:
          context.replace(attribute, with: "@Environment(\(model).self)", "@EnvironmentObject → @Environment")
          if let annotation = property.decl.bindings.first?.typeAnnotation {
            context.replace(RewriteContext.trimmedRange(annotation), with: "", "drop the type annotation")
          }
          if usage.bindings.contains(name) { bindablesForBody.append(name) }
        }
        if usage.bareProjections.contains(name) {
          context.report(property.decl, "$\(name) is passed on as a whole (not `$\(name).property`); after migration its type changes",
                         suggestion: "pass `\(name)` itself and let the child declare `@Bindable var \(name)`")
        }
      }
    }
    guard !migratedNames.isEmpty else { return }
    if context.runtime == .lookout, context.importsSwiftUI, !context.warnedAboutSwiftUI {
      context.warnedAboutSwiftUI = true
      context.report(members, "\(typeName) is a SwiftUI view holding @Tracked models: LookoutUI observes them, Apple's SwiftUI does not",
                     suggestion: "on iOS 17 / macOS 14 or later migrate with --runtime observation; on earlier systems keep this view on ObservableObject (--only the models it does not hold) until the target is raised")
    }
    if !bindablesForBody.isEmpty { insertBindables(bindablesForBody, members: members, typeName: typeName, in: context) }
    InitializerForms.migrate(members: members, properties: migratedNames, in: context)
  }

  private static func migrateObserved(
    _ property: StoredProperty, attribute: AttributeSyntax, name: String, model: String, usage: DollarUsage,
    in context: RewriteContext
  ) {
    if property.decl.bindings.first?.initializer != nil {
      // `@ObservedObject var model = Model()` owned an object it did not keep: @State keeps it.
      context.replace(attribute.attributeName, with: "State", "@ObservedObject with a value → @State")
      context.report(property.decl, "@ObservedObject \(name) creates its object: the object was re-created with the view; it is now @State",
                     suggestion: "check that this view should own \(model); otherwise pass it in from the parent")
    } else if usage.bindings.contains(name) {
      context.replace(attribute.attributeName, with: "Bindable", "@ObservedObject → @Bindable")
    } else {
      context.remove(attribute, "@ObservedObject → plain property")
      if !usage.assignedOutsideInit.contains(name) {
        context.replace(property.decl.bindingSpecifier, with: "let", "var → let")
      }
    }
  }

  /// `@Bindable var settings = settings` at the top of `body`, for `@Environment` objects the view binds.
  private static func insertBindables(_ names: [String], members: MemberBlockSyntax, typeName: String, in context: RewriteContext) {
    guard let body = MemberDeclarations.all(in: members).compactMap(ComputedPropertyBody.init).first(where: { $0.name == "body" }),
          let brace = body.openingBrace else {
      context.report(members, "\(typeName) binds to \(names.joined(separator: ", ")) from the environment but has no `body` to put `@Bindable` in",
                     suggestion: "declare `@Bindable var \(names[0]) = \(names[0])` at the top of the function that makes the bindings")
      return
    }
    let indent: String
    if let first = body.firstStatement {
      indent = context.indentation(at: first.positionAfterSkippingLeadingTrivia.utf8Offset)
    } else {
      indent = context.indentation(at: body.declaration.positionAfterSkippingLeadingTrivia.utf8Offset) + "    "
    }
    let lines = names.map { context.newline + indent + "@Bindable var \($0) = \($0)" }.joined()
    context.insert(lines, at: brace.endPositionBeforeTrailingTrivia.utf8Offset, "@Bindable local in body")
  }

  private static func reportInitWork(of model: String, at node: some SyntaxProtocol, in context: RewriteContext) {
    guard let work = context.plan.index.models[model]?.initWork, !work.isEmpty else { return }
    context.report(node, "\(model).init does work (\(work.joined(separator: ", "))): @StateObject ran it once, @State runs the initial value on every view initialisation",
                   suggestion: "keep \(model).init light (assign only) and move the work into `.task { await model.load() }`")
  }
}
