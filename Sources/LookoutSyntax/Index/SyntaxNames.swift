package import SwiftSyntax

/// Names of types and attributes as the index compares them: module qualifiers and generic arguments
/// dropped (`Combine.ObservableObject` is `ObservableObject`, `Box<Int>` is `Box`).
package enum SyntaxNames {
  /// The names a type expression mentions: one for `T`, each member of `A & B`.
  package static func components(of type: TypeSyntax) -> [String] {
    if let composition = type.as(CompositionTypeSyntax.self) {
      return composition.elements.flatMap { components(of: $0.type) }
    }
    if let attributed = type.as(AttributedTypeSyntax.self) { return components(of: attributed.baseType) }
    if let identifier = type.as(IdentifierTypeSyntax.self) { return [identifier.name.text] }
    if let member = type.as(MemberTypeSyntax.self) { return [member.name.text] }
    if let optional = type.as(OptionalTypeSyntax.self) { return components(of: optional.wrappedType) }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return components(of: unwrapped.wrappedType) }
    // `(ObservableObject & Identifiable)`, `any ObservableObject`
    if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil {
      return components(of: only.type)
    }
    if let existential = type.as(SomeOrAnyTypeSyntax.self) { return components(of: existential.constraint) }
    return []
  }

  /// The type without an outer `?` or `!`: `Model` for `Model?`.
  package static func unwrapped(_ type: TypeSyntax) -> TypeSyntax {
    if let optional = type.as(OptionalTypeSyntax.self) { return unwrapped(optional.wrappedType) }
    if let forced = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return unwrapped(forced.wrappedType) }
    return type
  }

  /// The single type a type expression names, if it names one (`Model`, `Model?`).
  package static func name(of type: TypeSyntax?) -> String? {
    guard let type else { return nil }
    let names = components(of: type)
    return names.count == 1 ? names[0] : nil
  }

  /// The inherited type names of a declaration.
  package static func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
    clause?.inheritedTypes.flatMap { components(of: $0.type) } ?? []
  }

  /// Whether `node` is declared in a SwiftUI `App` (a struct that lists `App`): made once for the process.
  package static func isInApp(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let scope = current {
      if let type = scope.as(StructDeclSyntax.self) { return inherited(type.inheritanceClause).contains("App") }
      current = scope.parent
    }
    return false
  }

  /// An attribute's name: `Published` for `@Published`, `Environment` for `@Environment(\.x)`.
  package static func attributeName(_ attribute: AttributeSyntax) -> String {
    if let identifier = attribute.attributeName.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = attribute.attributeName.as(MemberTypeSyntax.self) { return member.name.text }
    return attribute.attributeName.trimmedDescription
  }

  package static func attributeNames(_ attributes: AttributeListSyntax) -> [String] {
    attributes.compactMap { $0.as(AttributeSyntax.self).map(attributeName) }
  }

  /// The type a stored property holds: its annotation, or the type of a `T(...)` / `T.shared` initializer.
  package static func propertyType(_ binding: PatternBindingSyntax) -> String? {
    if let annotated = name(of: binding.typeAnnotation?.type) { return annotated }
    guard let value = binding.initializer?.value else { return nil }
    return constructedType(value)
  }

  /// `T.shared`, `Module.T.default`: a type's static instance, read without a call.
  /// The property `expression` names on the enclosing instance: `name` or `self.name`; nil for anything else
  /// (`other.name`, a call).
  package static func ownPropertyName(_ expression: ExprSyntax?) -> String? {
    expression?.as(DeclReferenceExprSyntax.self)?.baseName.text
      ?? expression?.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil }
  }

  package static func isSharedInstance(_ expression: ExprSyntax) -> Bool {
    guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
          base.trimmedDescription.split(separator: ".").last?.first?.isUppercase == true else { return false }
    return ["shared", "default", "standard", "current", "main", "instance", "sharedInstance"].contains(member.declName.baseName.text)
  }

  /// `T` for `T(...)`, `T.init(...)`, `Module.T(...)`, `T.shared`, `T.make(...)`.
  package static func constructedType(_ expression: ExprSyntax) -> String? {
    var callee = expression
    if let call = expression.as(FunctionCallExprSyntax.self) { callee = call.calledExpression }
    // `Store<Item>()`
    if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
    if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
      // `AuthView.Config(…)` builds the nested type; `Model.make(…)` and `Model.shared` give a `Model`.
      if expression.is(FunctionCallExprSyntax.self), TypeResolution.looksLikeTypeName(String(member.declName.baseName.text)) {
        return member.declName.baseName.text
      }
      if let reference = base.as(DeclReferenceExprSyntax.self), TypeResolution.looksLikeTypeName(String(reference.baseName.text)) {
        return reference.baseName.text
      }
      // `Module.T.default`; not `Container.shared.router()`, whose type a method decides.
      if let inner = base.as(MemberAccessExprSyntax.self), TypeResolution.looksLikeTypeName(String(inner.declName.baseName.text)) {
        return inner.declName.baseName.text
      }
      return nil
    }
    if let reference = callee.as(DeclReferenceExprSyntax.self), TypeResolution.looksLikeTypeName(String(reference.baseName.text)) {
      return reference.baseName.text
    }
    return nil
  }
}

extension SyntaxNames {
  /// Collections whose elements are their (last) generic argument.
  static let collections: Set<String> = [
    "Array", "ContiguousArray", "ArraySlice", "Set", "OrderedSet", "Dictionary", "OrderedDictionary", "IdentifiedArray",
    "IdentifiedArrayOf",
  ]

  /// The element type of a collection written as `[Item]`, `[String: Item]`, `Set<Item>`, `OrderedDictionary<K, Item>`
  /// (optional or not): `Item`; nil for anything else.
  package static func elementType(ofWritten written: String) -> String? {
    var text = written.filter { !$0.isWhitespace }
    while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
    var inner: Substring
    if text.hasPrefix("["), text.hasSuffix("]") {
      inner = text.dropFirst().dropLast()
    } else if let open = text.firstIndex(of: "<"), text.hasSuffix(">"),
              let container = text[..<open].split(separator: ".").last, collections.contains(String(container)) {
      inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
    } else {
      return nil
    }
    // The last top-level part: the value of a dictionary (`K: V`, `K, V`).
    var depth = 0
    var start = inner.startIndex
    for index in inner.indices {
      switch inner[index] {
      case "[", "<", "(": depth += 1
      case "]", ">", ")": depth -= 1
      case ":" where depth == 0, "," where depth == 0: start = inner.index(after: index)
      default: break
      }
    }
    let element = inner[start...].prefix { $0 != "<" }
    guard let name = element.split(separator: ".").last, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
          TypeResolution.looksLikeTypeName(String(name)) else { return nil }
    return String(name)
  }
}

package extension SourceLocationConverter {
  /// 1-based line and UTF-8 column where `node` starts (after its leading trivia).
  func lineAndColumn(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
    let location = location(for: node.positionAfterSkippingLeadingTrivia)
    return (location.line, location.column)
  }
}
