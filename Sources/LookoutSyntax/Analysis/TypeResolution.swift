package import SwiftSyntax

/// The type of a simple expression at a place in a file, as far as syntax and the project index tell:
/// `Model(…)`, `self`, a local `let` or parameter (optional bindings included), a property of the enclosing
/// type (declared here or in another file), and chains of properties (`context.appState`). Enough to decide
/// whether `.environmentObject(x)` or `x.$property` concerns a migrated model.
package enum TypeResolution {
  package static func type(of expression: ExprSyntax, members: (any DeclaredTypes)? = nil) -> String? {
    if let constructed = SyntaxNames.constructedType(expression) { return constructed }
    if let forced = expression.as(ForceUnwrapExprSyntax.self) { return type(of: forced.expression, members: members) }
    if let optional = expression.as(OptionalChainingExprSyntax.self) { return type(of: optional.expression, members: members) }
    // `module as? Coordinator` (unfolded: value, `as`, type)
    if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
       Array(sequence.elements)[1].is(UnresolvedAsExprSyntax.self), let cast = Array(sequence.elements)[2].as(TypeExprSyntax.self) {
      return SyntaxNames.name(of: cast.type)
    }
    if let cast = expression.as(AsExprSyntax.self) { return SyntaxNames.name(of: cast.type) }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if reference.baseName.tokenKind == .keyword(.self) { return enclosingTypeName(Syntax(expression)) }
      return local(name, from: Syntax(expression), members: members)
        ?? property(name, around: Syntax(expression))
        ?? enclosingTypeName(Syntax(expression)).flatMap { members?.propertyType(name, in: $0) }
    }
    guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
    let name = member.declName.baseName.text
    if base.trimmedDescription == "self" {
      return property(name, around: Syntax(expression)) ?? enclosingTypeName(Syntax(expression)).flatMap { members?.propertyType(name, in: $0) }
    }
    guard let members, let owner = type(of: base, members: members) else { return nil }
    return members.propertyType(name, in: owner)
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
  private static func property(_ name: String, around node: Syntax) -> String? {
    guard let members = node.nearest(MemberBlockSyntax.self) else { return nil }
    for decl in MemberDeclarations.all(in: members) {
      guard let property = StoredProperty(decl), property.names == [name] else { continue }
      return property.typeName
    }
    return nil
  }
}
