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
    guard let body = MemberDeclarations.all(in: members).compactMap(StoredPropertyBody.init).first(where: { $0.name == "body" }),
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

/// `$name.x` bindings, `$name` passed whole, and assignments to `name`, in a type's members.
struct DollarUsage {
  private(set) var bindings: Set<String> = []
  private(set) var bareProjections: Set<String> = []
  private(set) var assignedOutsideInit: Set<String> = []

  init(_ members: MemberBlockSyntax) {
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(members)
    bindings = finder.bindings
    bareProjections = finder.bare.subtracting(finder.bindings)
    assignedOutsideInit = finder.assigned
  }

  private final class Finder: SyntaxVisitor {
    var bindings: Set<String> = []
    var bare: Set<String> = []
    var assigned: Set<String> = []

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      let text = node.baseName.text
      guard text.hasPrefix("$"), text.count > 1 else { return .skipChildren }
      let name = String(text.dropFirst())
      if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
        bindings.insert(name)
      } else if node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id {
        bare.insert(name)
      }
      return .skipChildren
    }

    /// Assignments in initializers are allowed to a `let`; `$` uses there still count.
    private var initializerDepth = 0

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
      initializerDepth += 1
      return .visitChildren
    }

    override func visitPost(_ node: InitializerDeclSyntax) { initializerDepth -= 1 }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let elements = Array(node.elements)
      if initializerDepth == 0, elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) || elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text.hasSuffix("=") == true {
        let statement = CodeBlockItemSyntax(item: .expr(ExprSyntax(node)))
        if let name = AssignmentTarget.name(of: statement) { assigned.insert(name) }
      }
      return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }
}

/// A computed property with a body: where a `@Bindable` local goes.
struct StoredPropertyBody {
  let declaration: VariableDeclSyntax
  let name: String
  let openingBrace: TokenSyntax?
  let firstStatement: CodeBlockItemSyntax?

  init?(_ decl: DeclSyntax) {
    guard let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let block = binding.accessorBlock else { return nil }
    declaration = variable
    self.name = name
    switch block.accessors {
    case .getter(let statements):
      openingBrace = block.leftBrace
      firstStatement = statements.first
    case .accessors(let accessors):
      guard let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
            let body = getter.body else { return nil }
      openingBrace = body.leftBrace
      firstStatement = body.statements.first
    @unknown default:
      return nil
    }
  }
}
