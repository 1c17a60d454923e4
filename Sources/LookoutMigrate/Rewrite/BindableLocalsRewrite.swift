import LookoutSyntax
internal import SwiftSyntax

/// `@Environment` objects have no `$` projection: a view that made `$settings.theme` bindings to an
/// `@EnvironmentObject` gets `@Bindable var settings = settings` at the top of each function or computed
/// property that makes them (`body`, a helper, in the type or in any extension of it, in any file).
enum BindableLocalsRewrite {
  static func insert(in members: MemberBlockSyntax, owner: String, in context: RewriteContext) {
    // Through the bridge, `@TrackedEnvironment` projects bindings itself.
    if context.usesBridge { return }
    let environment = (context.plan.index.wrappedProperties[owner] ?? [:]).values.filter { property in
      property.wrapper == "EnvironmentObject" && context.plan.isObservableAfterMigration(property.model)
    }
    guard !environment.isEmpty else { return }
    let names = Set(environment.map(\.name))
    var scopes: [(scope: MemberScope, names: [String])] = []
    for use in Finder.bindings(of: names, in: members) {
      // `self.$settings.theme` would name the stored `@Environment` property, which has no projection.
      if use.node.is(MemberAccessExprSyntax.self) { context.replace(use.node, with: "$\(use.name)", "self.$name → $name (the local @Bindable)") }
      guard let scope = MemberScope(enclosing: use.node) else {
        context.report(use.node, "$\(use.name) binds to an environment object outside a function or computed property",
                       suggestion: "make the binding inside a function and declare `@Bindable var \(use.name) = \(use.name)` at its top")
        continue
      }
      if let index = scopes.firstIndex(where: { $0.scope.id == scope.id }) {
        if !scopes[index].names.contains(use.name) { scopes[index].names.append(use.name) }
      } else {
        scopes.append((scope, [use.name]))
      }
    }
    // `settings.$flag` of an @AppStorage that becomes computed is rewritten to `$settings.flag`
    // (`PublisherUseRewrite`): it needs the local too.
    let holders = Dictionary(environment.compactMap { property in property.model.map { (property.name, $0) } }) { first, _ in first }
    for use in AppStorageRewrite.projectionUses(in: members, holders: holders, plan: context.plan) {
      guard let scope = MemberScope(enclosing: use.node) else { continue }
      if let index = scopes.firstIndex(where: { $0.scope.id == scope.id }) {
        if !scopes[index].names.contains(use.holder) { scopes[index].names.append(use.holder) }
      } else {
        scopes.append((scope, [use.holder]))
      }
    }
    for (scope, names) in scopes {
      // The local's type is the property's: no annotation, as people write it.
      let declarations = names.map { "@Bindable var \($0) = \($0)" }
      scope.insert(declarations, in: context)
    }
  }

  /// A function or computed property of a type: where locals go.
  struct MemberScope {
    let id: SyntaxIdentifier
    let statements: CodeBlockItemListSyntax
    /// Its result comes from a result builder (`body`, `@ViewBuilder`): a local before the view is fine.
    let isBuilder: Bool

    init?(enclosing node: some SyntaxProtocol) {
      var current: Syntax? = Syntax(node)
      var found: (SyntaxIdentifier, CodeBlockItemListSyntax, Bool)?
      while let candidate = current, !candidate.is(MemberBlockItemSyntax.self) {
        if let function = candidate.as(FunctionDeclSyntax.self), let body = function.body {
          let builder = SyntaxNames.attributeNames(function.attributes).contains("ViewBuilder") || function.name.text == "body"
          found = (function.id, body.statements, builder)
        } else if let binding = candidate.as(PatternBindingSyntax.self), let accessors = binding.accessorBlock,
                  let variable = binding.parent?.parent?.as(VariableDeclSyntax.self) {
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
          let builder = name == "body" || SyntaxNames.attributeNames(variable.attributes).contains("ViewBuilder")
          switch accessors.accessors {
          case .getter(let statements): found = (binding.id, statements, builder)
          case .accessors(let list):
            if let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let body = getter.body {
              found = (binding.id, body.statements, builder)
            }
          @unknown default: break
          }
        }
        current = candidate.parent
      }
      guard let found, current != nil else { return nil }
      (id, statements, isBuilder) = found
    }

    /// Declares the locals before the first statement; a single expression that was returned implicitly
    /// gets its `return`, which the declarations would otherwise take away.
    func insert(_ declarations: [String], in context: RewriteContext) {
      guard let first = statements.first else { return }
      let offset = first.positionAfterSkippingLeadingTrivia.utf8Offset
      let indentation = context.indentation(at: offset)
      let separator = context.startsLine(at: offset)
        ? context.newline + indentation : " "
      let needsReturn = !isBuilder && statements.count == 1 && first.item.is(ExprSyntax.self)
      let text = declarations.map { $0 + (separator == " " ? ";" : "") + separator }.joined() + (needsReturn ? "return " : "")
      context.insert(text, at: offset, "@Bindable local for an environment object's bindings")
    }
  }

  /// `$name.field` and `self.$name.field` for the given names, in source order.
  private final class Finder: SyntaxVisitor {
    let names: Set<String>
    var found: [(name: String, node: ExprSyntax)] = []

    init(names: Set<String>) {
      self.names = names
      super.init(viewMode: .sourceAccurate)
    }

    static func bindings(of names: Set<String>, in members: MemberBlockSyntax) -> [(name: String, node: ExprSyntax)] {
      let finder = Finder(names: names)
      finder.walk(members)
      return finder.found
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      let text = node.baseName.text
      guard text.hasPrefix("$"), names.contains(String(text.dropFirst())) else { return .skipChildren }
      var projection = ExprSyntax(node)
      if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
        guard member.base?.trimmedDescription == "self" else { return .skipChildren }
        projection = ExprSyntax(member)
      }
      if let outer = projection.parent?.as(MemberAccessExprSyntax.self), outer.base?.id == projection.id {
        found.append((String(text.dropFirst()), projection))
      }
      return .skipChildren
    }

    // Nested types have their own properties.
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }
}
