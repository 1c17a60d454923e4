import LookoutSyntax
internal import SwiftSyntax

/// What a type or expression at a place in a file refers to, for a `LegacyUse`: a type (through aliases), a
/// generic parameter or existential with its constraints, or — said as written — something that cannot be told.
struct UseSubjects {
  let types: ProjectTypes

  /// The subject a written type names: `Model`, `Model?`, `SearchStore` (an alias), `F` (a generic parameter
  /// of an enclosing declaration), `any Fetcher`.
  func subject(ofType type: TypeSyntax, at node: some SyntaxProtocol) -> LegacyUse.Subject {
    let unwrapped = SyntaxNames.unwrapped(type)
    if let existential = unwrapped.as(SomeOrAnyTypeSyntax.self) {
      return .constrained(SyntaxNames.components(of: existential.constraint).map(types.canonical))
    }
    if unwrapped.is(CompositionTypeSyntax.self) {
      return .constrained(SyntaxNames.components(of: unwrapped).map(types.canonical))
    }
    guard let name = SyntaxNames.name(of: unwrapped) else { return .unknown(Self.shortened(type.trimmedDescription)) }
    return subject(named: name, at: Syntax(node))
  }

  /// The subject of an expression's value: its type as `TypeResolution` tells it.
  func subject(ofExpression expression: ExprSyntax) -> LegacyUse.Subject {
    guard let name = TypeResolution.type(of: expression, members: types) else {
      let text = Self.shortened(expression.trimmedDescription)
      // A name neither bound here, nor a property of the type around (or its superclasses, protocols,
      // extensions), nor a global: a framework's member, or nothing at all.
      if let root = Self.root(of: expression), !Self.isBound(root, around: Syntax(expression)), !types.declares(root, in: ""),
         let owner = TypeResolution.enclosingTypeName(Syntax(expression)), !types.declares(root, in: owner) {
        return .outside(text)
      }
      return .unknown(text)
    }
    return subject(named: name, at: Syntax(expression))
  }

  /// The name a chain of members and calls starts from (`tracker` in `tracker.child?.model()`), unless it starts
  /// from `self`, a type or a literal.
  static func root(of expression: ExprSyntax) -> String? {
    var current = expression
    while true {
      if let member = current.as(MemberAccessExprSyntax.self), let base = member.base { current = base }
      else if let call = current.as(FunctionCallExprSyntax.self) { current = call.calledExpression }
      else if let optional = current.as(OptionalChainingExprSyntax.self) { current = optional.expression }
      else if let forced = current.as(ForceUnwrapExprSyntax.self) { current = forced.expression }
      else if let subscripted = current.as(SubscriptCallExprSyntax.self) { current = subscripted.calledExpression }
      else { break }
    }
    guard let reference = current.as(DeclReferenceExprSyntax.self), case .identifier(let name) = reference.baseName.tokenKind,
          !TypeResolution.looksLikeTypeName(name) else { return nil }
    return name
  }

  /// Whether a declaration of the member `node` is in (its body, parameters, closure parameters, bindings) names
  /// `name`: then it is a local whose type may simply not be told.
  static func isBound(_ name: String, around node: Syntax) -> Bool {
    var outermost = node
    while let parent = outermost.parent, !parent.is(MemberBlockItemSyntax.self), !parent.is(CodeBlockItemSyntax.self) || parent.parent?.parent?.is(SourceFileSyntax.self) != true {
      outermost = parent
    }
    let finder = BindingFinder(name: name)
    finder.walk(outermost)
    return finder.found
  }

  private final class BindingFinder: SyntaxVisitor {
    let name: String
    var found = false
    init(name: String) {
      self.name = name
      super.init(viewMode: .sourceAccurate)
    }
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
      if node.identifier.text == name { found = true }
      return .skipChildren
    }
    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
      if node.name.text == name { found = true }
      return .skipChildren
    }
    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
      if (node.secondName ?? node.firstName).text == name { found = true }
      return .skipChildren
    }
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
      if (node.secondName ?? node.firstName).text == name { found = true }
      return .skipChildren
    }
    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
  }

  /// A type name at a place: a generic parameter in scope gives its constraints.
  func subject(named name: String, at node: Syntax) -> LegacyUse.Subject {
    if let constraints = GenericScope.constraints(of: name, at: node) { return .constrained(constraints.map(types.canonical)) }
    return .type(types.canonical(name))
  }

  static func shortened(_ text: String) -> String {
    let oneLine = text.split(whereSeparator: \.isNewline).map { $0.drop(while: \.isWhitespace) }.joined(separator: " ")
    return oneLine.count > 80 ? String(oneLine.prefix(77)) + "…" : oneLine
  }
}

/// The generic parameters visible at a place: those of the enclosing types, functions, initializers and
/// subscripts, with their constraints from the parameter list and `where` clauses.
enum GenericScope {
  /// The constraints of the generic parameter `name` visible from `node` (empty when unconstrained); nil when
  /// no generic parameter of that name is in scope.
  static func constraints(of name: String, at node: Syntax) -> [String]? {
    var current = node.parent
    while let scope = current {
      if let (parameters, requirements) = clauses(of: scope),
         let parameter = parameters?.parameters.first(where: { $0.name.text == name }) {
        var constraints = parameter.inheritedType.map(SyntaxNames.components) ?? []
        for requirement in requirements?.requirements ?? [] {
          guard case .conformanceRequirement(let conformance) = requirement.requirement,
                conformance.leftType.as(IdentifierTypeSyntax.self)?.name.text == name else { continue }
          constraints += SyntaxNames.components(of: conformance.rightType)
        }
        return constraints
      }
      current = scope.parent
    }
    return nil
  }

  private static func clauses(of scope: Syntax) -> (GenericParameterClauseSyntax?, GenericWhereClauseSyntax?)? {
    switch scope.kind {
    case .structDecl:
      let decl = scope.cast(StructDeclSyntax.self)
      return (decl.genericParameterClause, decl.genericWhereClause)
    case .classDecl:
      let decl = scope.cast(ClassDeclSyntax.self)
      return (decl.genericParameterClause, decl.genericWhereClause)
    case .enumDecl:
      let decl = scope.cast(EnumDeclSyntax.self)
      return (decl.genericParameterClause, decl.genericWhereClause)
    case .actorDecl:
      let decl = scope.cast(ActorDeclSyntax.self)
      return (decl.genericParameterClause, decl.genericWhereClause)
    case .functionDecl:
      let decl = scope.cast(FunctionDeclSyntax.self)
      return (decl.genericParameterClause, decl.genericWhereClause)
    case .initializerDecl:
      let decl = scope.cast(InitializerDeclSyntax.self)
      return (decl.genericParameterClause, decl.genericWhereClause)
    case .subscriptDecl:
      let decl = scope.cast(SubscriptDeclSyntax.self)
      return (decl.genericParameterClause, decl.genericWhereClause)
    default:
      return nil
    }
  }
}
