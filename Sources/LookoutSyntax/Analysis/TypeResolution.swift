package import SwiftSyntax

/// The type of an expression at a place in a file, as far as syntax and the project's declarations tell:
/// `Model(…)`, `self`, a local `let` or parameter (optional bindings included), a property of the enclosing
/// type (declared here or in another file, or inherited), a global, chains of properties (`context.appState`),
/// static members (`Manager.shared.current`), calls of functions with a declared result type (`makeStore()`,
/// `self.preview()`, `viewModel.child()`, `Model.make()`), casts, `try`/`await`, `??`. Names are followed
/// through type aliases. Enough to decide whether `.environmentObject(x)` or `x.$property` concerns a
/// migrated model; without the project's declarations (`members`), only what the file itself tells.
package enum TypeResolution {
  package static func type(of expression: ExprSyntax, members: (any DeclaredTypes)? = nil) -> String? {
    guard let found = rawType(of: expression, members: members) else { return nil }
    return members?.canonical(found) ?? found
  }

  private static func rawType(of expression: ExprSyntax, members: (any DeclaredTypes)?) -> String? {
    if let forced = expression.as(ForceUnwrapExprSyntax.self) { return rawType(of: forced.expression, members: members) }
    if let optional = expression.as(OptionalChainingExprSyntax.self) { return rawType(of: optional.expression, members: members) }
    if let attempt = expression.as(TryExprSyntax.self) { return rawType(of: attempt.expression, members: members) }
    if let awaited = expression.as(AwaitExprSyntax.self) { return rawType(of: awaited.expression, members: members) }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
      return rawType(of: only.expression, members: members)
    }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      // `module as? Coordinator` (unfolded: value, `as`, type)
      if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self), let cast = elements[2].as(TypeExprSyntax.self) {
        return SyntaxNames.name(of: cast.type)
      }
      // `a ?? b`: the type of `a`, unwrapped.
      if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
        return rawType(of: elements[0], members: members) ?? rawType(of: elements[2], members: members)
      }
      return nil
    }
    if let cast = expression.as(AsExprSyntax.self) { return SyntaxNames.name(of: cast.type) }
    if let call = expression.as(FunctionCallExprSyntax.self) { return resultType(of: call, members: members) }
    // `entries[key]`: an element of a collection property.
    if let subscripted = expression.as(SubscriptCallExprSyntax.self) { return elementType(of: subscripted.calledExpression, members: members) }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if reference.baseName.tokenKind == .keyword(.self) { return enclosingTypeName(Syntax(expression)) }
      let enclosing = enclosingTypeName(Syntax(expression))
      return local(name, from: Syntax(expression), members: members)
        ?? property(name, around: Syntax(expression), members: members)
        ?? enclosing.flatMap { members?.propertyType(name, in: $0) }
        ?? members?.propertyType(name, in: "")
    }
    guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
    let name = member.declName.baseName.text
    if base.trimmedDescription == "self" {
      return property(name, around: Syntax(expression), members: members)
        ?? enclosingTypeName(Syntax(expression)).flatMap { members?.propertyType(name, in: $0) }
    }
    if let type = typeReference(base, members: members) {
      // A static member: `Manager.shared`, `Settings.default`.
      if let declared = members?.propertyType(name, in: type) { return declared }
      // Without the project's declarations, a static member of a type is read as an instance of it.
      return SyntaxNames.isSharedInstance(ExprSyntax(member)) || members == nil ? type : nil
    }
    guard let members else { return nil }
    guard let owner = rawType(of: base, members: members) else { return members.uniquePropertyType(name) }
    return members.propertyType(name, in: members.canonical(owner)) ?? members.uniquePropertyType(name)
  }

  /// The result type of a call: an initializer (`Model()`, `Module.Model()`, `Store<Item>()`, `T.init()`), a
  /// function declared with a result type (global, of the enclosing type through implicit `self`, or of the
  /// type of the callee's base), or a static factory (`Model.make()`, read as a `Model` when the project does
  /// not declare it).
  private static func resultType(of call: FunctionCallExprSyntax, members: (any DeclaredTypes)?) -> String? {
    if let closure = call.calledExpression.as(ClosureExprSyntax.self) { return closureResult(closure, members: members) }
    var callee = call.calledExpression
    if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      // `XCTUnwrap(model)`: the value it is given, unwrapped.
      if unwrappingFunctions.contains(name), let argument = call.arguments.first?.expression, call.arguments.count <= 3 {
        return rawType(of: argument, members: members)
      }
      if looksLikeTypeName(name), members?.isValue(name) != true { return name }
      if let local = localFunction(name, from: Syntax(call)) { return local }
      return enclosingTypeName(Syntax(call)).flatMap { members?.returnType(name, in: $0) } ?? members?.returnType(name, in: "")
    }
    guard let member = callee.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
    let name = member.declName.baseName.text
    if base.trimmedDescription == "self" {
      return enclosingTypeName(Syntax(call)).flatMap { members?.returnType(name, in: $0) }
    }
    if let type = typeReference(base, members: members) {
      if name == "init" { return type }
      // `AuthView.Config(…)` builds the nested type.
      if looksLikeTypeName(name) { return name }
      return members?.returnType(name, in: type) ?? type
    }
    guard let members else { return nil }
    guard let owner = rawType(of: base, members: members) else { return members.uniqueReturnType(name) }
    // `Container.shared.settings()`: a property called, when the project says what that gives.
    let called = call.arguments.isEmpty && call.trailingClosure == nil ? members.calledPropertyType(name, in: members.canonical(owner)) : nil
    return members.returnType(name, in: members.canonical(owner)) ?? called ?? members.uniqueReturnType(name)
  }

  /// Whether `name` is spelled as a type: capitalised, after any leading underscores (`Model`, and
  /// `_PrivateModel`, which code generators and private types use; `_model`, a wrapper's storage, is a value).
  package static func looksLikeTypeName(_ name: String) -> Bool {
    name.drop { $0 == "_" }.first?.isUppercase == true
  }

  /// Functions that give back the value they are given, unwrapped (XCTest's).
  static let unwrappingFunctions: Set<String> = ["XCTUnwrap"]

  /// The type `expression` names when it is used as a type (`Model` in `Model.shared`, `Module.Model`,
  /// `Store<Item>`): a capitalised name that is not a value in scope.
  private static func typeReference(_ expression: ExprSyntax, members: (any DeclaredTypes)?) -> String? {
    if let generic = expression.as(GenericSpecializationExprSyntax.self) { return typeReference(generic.expression, members: members) }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if reference.baseName.tokenKind == .keyword(.Self) { return enclosingTypeName(Syntax(expression)) }
      guard looksLikeTypeName(name), local(name, from: Syntax(expression), members: members) == nil,
            members?.isValue(name) != true else { return nil }
      return name
    }
    // `Module.Model`, `Outer.Inner`: a chain of capitalised names.
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
       looksLikeTypeName(member.declName.baseName.text), typeReference(base, members: members) != nil {
      return member.declName.baseName.text
    }
    return nil
  }

  /// The element type of the collection an expression names: a local or property annotated `[Item]`,
  /// `[Key: Item]`, `Set<Item>`, …, here or in the project.
  package static func elementType(of expression: ExprSyntax, members: (any DeclaredTypes)?) -> String? {
    if let optional = expression.as(OptionalChainingExprSyntax.self) { return elementType(of: optional.expression, members: members) }
    if let forced = expression.as(ForceUnwrapExprSyntax.self) { return elementType(of: forced.expression, members: members) }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if let written = localAnnotation(name, from: Syntax(expression)) ?? propertyAnnotation(name, around: Syntax(expression)) {
        return SyntaxNames.elementType(ofWritten: written)
      }
      return enclosingTypeName(Syntax(expression)).flatMap { members?.elementType(name, in: $0) } ?? members?.elementType(name, in: "")
    }
    guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, let members else { return nil }
    let name = member.declName.baseName.text
    if base.trimmedDescription == "self" {
      if let written = propertyAnnotation(name, around: Syntax(expression)) { return SyntaxNames.elementType(ofWritten: written) }
      return enclosingTypeName(Syntax(expression)).flatMap { members.elementType(name, in: $0) }
    }
    if let type = typeReference(base, members: members) { return members.elementType(name, in: type) }
    return rawType(of: base, members: members).flatMap { members.elementType(name, in: members.canonical($0)) }
  }

  /// The annotation of a local `let`/`var` named `name` before `node`, as written.
  private static func localAnnotation(_ name: String, from node: Syntax) -> String? {
    var current: Syntax? = node
    while let scope = current, !scope.is(MemberBlockSyntax.self) {
      if let list = scope.as(CodeBlockItemListSyntax.self) {
        for item in list.reversed() where item.endPosition <= node.position {
          guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
          for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            return binding.typeAnnotation?.type.trimmedDescription
          }
        }
      }
      current = scope.parent
    }
    return nil
  }

  /// The annotation of the property `name` of the type around `node`, as written.
  private static func propertyAnnotation(_ name: String, around node: Syntax) -> String? {
    guard let block = node.nearest(MemberBlockSyntax.self) else { return nil }
    for decl in MemberDeclarations.all(in: block) {
      guard let property = StoredProperty(decl), property.names == [name] else { continue }
      return property.decl.bindings.first?.typeAnnotation?.type.trimmedDescription
    }
    return nil
  }

  /// The element a closure's single parameter stands for: `item` in `ForEach(items) { item in … }`,
  /// `List(items) { item in … }`, `items.forEach { item in … }` (and `map`, `filter`, …).
  private static func closureElement(_ name: String, of closure: ClosureExprSyntax, members: (any DeclaredTypes)?) -> String? {
    let names: [String]
    switch closure.signature?.parameterClause {
    case .simpleInput(let shorthand): names = shorthand.map(\.name.text)
    case .parameterClause(let clause): names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
    default: return nil
    }
    guard names == [name] else { return nil }
    let call = closure.parent?.as(FunctionCallExprSyntax.self)
      ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
    guard let call else { return nil }
    if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), ["ForEach", "List", "Table"].contains(callee.baseName.text),
       let first = call.arguments.first, first.label == nil {
      return elementType(of: first.expression, members: members)
    }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
       ["forEach", "map", "compactMap", "flatMap", "filter", "first", "contains", "allSatisfy", "sorted", "min", "max"]
         .contains(member.declName.baseName.text) {
      return elementType(of: base, members: members)
    }
    return nil
  }

  /// The result type of a function declared in the code block around `node` (a local function).
  private static func localFunction(_ name: String, from node: Syntax) -> String? {
    var current: Syntax? = node
    while let scope = current, !scope.is(MemberBlockSyntax.self) {
      if let list = scope.as(CodeBlockItemListSyntax.self) {
        for item in list {
          guard let function = item.item.as(FunctionDeclSyntax.self), function.name.text == name else { continue }
          return SyntaxNames.name(of: function.signature.returnClause?.type)
        }
      }
      current = scope.parent
    }
    return nil
  }

  /// The class, struct, enum, actor or extended type around `node`.
  package static func enclosingTypeName(_ node: Syntax) -> String? {
    var current = node.parent
    while let scope = current {
      if let type = scope.as(ClassDeclSyntax.self) { return type.name.text }
      if let type = scope.as(StructDeclSyntax.self) { return type.name.text }
      if let type = scope.as(EnumDeclSyntax.self) { return type.name.text }
      if let type = scope.as(ActorDeclSyntax.self) { return type.name.text }
      if let type = scope.as(ExtensionDeclSyntax.self) { return SyntaxNames.components(of: type.extendedType).last }
      current = scope.parent
    }
    return nil
  }

  /// A local declaration, optional binding or parameter named `name` visible from `node`. Only what is
  /// declared before `node` counts, so `let model = model.child` resolves the outer `model`.
  private static func local(_ name: String, from node: Syntax, members: (any DeclaredTypes)?) -> String? {
    let position = node.position
    var current: Syntax? = node
    while let scope = current {
      if let list = scope.as(CodeBlockItemListSyntax.self) {
        for item in list.reversed() where item.endPosition <= position {
          if let variable = item.item.as(VariableDeclSyntax.self) {
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
              return SyntaxNames.propertyType(binding) ?? binding.initializer.flatMap { type(of: $0.value, members: members) }
            }
          } else if let guardStatement = item.item.as(GuardStmtSyntax.self),
                    let binding = optionalBinding(name, in: guardStatement.conditions) {
            return boundType(binding, at: Syntax(guardStatement), members: members)
          }
        }
      }
      // `for entry in entries`: an element.
      if let loop = scope.as(ForStmtSyntax.self), position >= loop.body.position,
         loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
        return elementType(of: loop.sequence, members: members)
      }
      if let closure = scope.as(ClosureExprSyntax.self), let element = closureElement(name, of: closure, members: members) {
        return element
      }
      // `if let x = …` binds `x` in the body, not in its own conditions.
      if let conditions = scope.as(IfExprSyntax.self)?.conditions ?? scope.as(WhileStmtSyntax.self)?.conditions,
         position >= conditions.endPosition, let binding = optionalBinding(name, in: conditions) {
        return boundType(binding, at: scope, members: members)
      }
      if let function = scope.as(FunctionDeclSyntax.self) {
        return parameter(name, in: function.signature.parameterClause.parameters)
      }
      if let initializer = scope.as(InitializerDeclSyntax.self) {
        return parameter(name, in: initializer.signature.parameterClause.parameters)
      }
      if scope.is(MemberBlockSyntax.self) { return nil }
      current = scope.parent
    }
    return nil
  }

  private static func optionalBinding(_ name: String, in conditions: ConditionElementListSyntax) -> OptionalBindingConditionSyntax? {
    conditions.lazy.compactMap { $0.condition.as(OptionalBindingConditionSyntax.self) }
      .last { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
  }

  /// The type an optional binding gives its name: annotated, of its value, or, for the shorthand `if let x`,
  /// of the outer `x`.
  private static func boundType(_ binding: OptionalBindingConditionSyntax, at statement: Syntax, members: (any DeclaredTypes)?) -> String? {
    if let type = SyntaxNames.name(of: binding.typeAnnotation?.type) { return type }
    if let value = binding.initializer?.value { return type(of: value, members: members) }
    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
    return local(name, from: statement, members: members) ?? property(name, around: statement)
  }

  private static func parameter(_ name: String, in parameters: FunctionParameterListSyntax) -> String? {
    for parameter in parameters where (parameter.secondName ?? parameter.firstName).text == name {
      return SyntaxNames.name(of: parameter.type)
    }
    return nil
  }

  /// A stored property named `name` of the type enclosing `node`, declared in the same declaration.
  private static func property(_ name: String, around node: Syntax, members: (any DeclaredTypes)? = nil) -> String? {
    guard let block = node.nearest(MemberBlockSyntax.self) else { return nil }
    for decl in MemberDeclarations.all(in: block) {
      guard let property = StoredProperty(decl), property.names == [name] else { continue }
      if let type = property.typeName { return type }
      // Unannotated: the type of its initial value (`= makeModel()`, `= { … }()`), with the project's help.
      guard members != nil, property.decl.bindings.first?.typeAnnotation == nil,
            let value = property.decl.bindings.first?.initializer?.value else { return nil }
      return rawType(of: value, members: members)
    }
    return nil
  }

  /// What an immediately called closure returns (`{ …; return Model(…) }()`): its single expression, or its
  /// `return`s when they agree.
  private static func closureResult(_ closure: ClosureExprSyntax, members: (any DeclaredTypes)?) -> String? {
    let statements = Array(closure.statements)
    if statements.count == 1, let expression = statements[0].item.as(ExprSyntax.self) { return rawType(of: expression, members: members) }
    let results = statements.compactMap { $0.item.as(ReturnStmtSyntax.self)?.expression }.map { rawType(of: $0, members: members) }
    guard let first = results.first, results.allSatisfy({ $0 == first }) else { return nil }
    return first
  }
}
