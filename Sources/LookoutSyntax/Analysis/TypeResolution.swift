package import SwiftSyntax

/// The type of a simple expression at a place in a file, as far as syntax tells: `Model(…)`, a property
/// of the enclosing type, a local `let` or a parameter. Enough to decide whether `.environmentObject(x)` or
/// `x.$property` concerns a migrated model.
package enum TypeResolution {
  package static func type(of expression: ExprSyntax) -> String? {
    if let constructed = SyntaxNames.constructedType(expression) { return constructed }
    var name: String?
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
      name = member.declName.baseName.text
    }
    guard let name else { return nil }
    return local(name, from: Syntax(expression)) ?? property(name, around: Syntax(expression))
  }

  /// A local declaration or parameter named `name` visible from `node`.
  private static func local(_ name: String, from node: Syntax) -> String? {
    var current: Syntax? = node
    while let scope = current {
      if let list = scope.as(CodeBlockItemListSyntax.self) {
        for item in list {
          guard case .decl(let decl) = item.item, let variable = decl.as(VariableDeclSyntax.self) else { continue }
          for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            return SyntaxNames.propertyType(binding)
          }
        }
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

  private static func parameter(_ name: String, in parameters: FunctionParameterListSyntax) -> String? {
    for parameter in parameters where (parameter.secondName ?? parameter.firstName).text == name {
      return SyntaxNames.name(of: parameter.type)
    }
    return nil
  }

  /// A stored property named `name` of the type enclosing `node`.
  private static func property(_ name: String, around node: Syntax) -> String? {
    guard let members = node.nearest(MemberBlockSyntax.self) else { return nil }
    for decl in MemberDeclarations.all(in: members) {
      guard let property = StoredProperty(decl), property.names == [name] else { continue }
      return property.typeName
    }
    return nil
  }
}
