@testable import LookoutSyntax
import LookoutSyntax
import SwiftSyntax

/// Collects `FileFacts` from a swift-syntax tree: the oracle `DeclarationScan` is checked against.
final class SyntaxFactCollector: SyntaxVisitor {
  private(set) var facts = FileFacts()
  private let path: String
  private let converter: SourceLocationConverter

  init(path: String, tree: SourceFileSyntax) {
    self.path = path
    converter = SourceLocationConverter(fileName: path, tree: tree)
    super.init(viewMode: .sourceAccurate)
  }

  private func add(_ kind: FileFacts.TypeFact.Kind, _ name: String, _ inherited: InheritanceClauseSyntax?,
                   members: MemberBlockSyntax, node: some SyntaxProtocol) {
    let attributes = node.asProtocol(WithAttributesSyntax.self).map { SyntaxNames.attributeNames($0.attributes) } ?? []
    facts.types.append(FileFacts.TypeFact(
      kind: kind, name: name, inherited: SyntaxNames.inherited(inherited), attributes: attributes, file: path,
      line: keywordLine(node)))
  }

  /// The line of the declaration's keyword (after attributes and modifiers), as the scanner reports it.
  private func keywordLine(_ node: some SyntaxProtocol) -> Int {
    let keyword = node.tokens(viewMode: .sourceAccurate).first { token in
      [.keyword(.class), .keyword(.struct), .keyword(.enum), .keyword(.actor), .keyword(.protocol), .keyword(.extension)]
        .contains(token.tokenKind) && token.parent?.is(DeclModifierSyntax.self) != true
    }
    return converter.location(for: (keyword ?? node.firstToken(viewMode: .sourceAccurate)!).positionAfterSkippingLeadingTrivia).line
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    add(.class, node.name.text, node.inheritanceClause, members: node.memberBlock, node: node)
    return .visitChildren
  }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    add(.actor, node.name.text, node.inheritanceClause, members: node.memberBlock, node: node)
    return .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    add(.struct, node.name.text, node.inheritanceClause, members: node.memberBlock, node: node)
    return .visitChildren
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    add(.enum, node.name.text, node.inheritanceClause, members: node.memberBlock, node: node)
    return .visitChildren
  }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    add(.protocol, node.name.text, node.inheritanceClause, members: node.memberBlock, node: node)
    return .visitChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    if let name = SyntaxNames.components(of: node.extendedType).last {
      add(.extension, name, node.inheritanceClause, members: node.memberBlock, node: node)
    }
    return .visitChildren
  }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    facts.typealiases[node.name.text] = SyntaxNames.components(of: node.initializer.value)
    return .skipChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard case .identifier(let written) = node.name.tokenKind else { return .skipChildren }  // not an operator
    let name = written.filter { $0 != "`" }
    let owner = Self.owner(of: Syntax(node))
    let parameters = Self.parameters(node.genericParameterClause, node.genericWhereClause)
    if let owner, let result = node.signature.returnClause.flatMap({ SyntaxNames.name(of: $0.type) }),
       !parameters.contains(where: { $0.name == result }) {
      let known = facts.functionTypes[owner, name]
      facts.functionTypes[owner, name] = known == nil || known == result ? result : ""
    }
    if let owner, parameters.contains(where: { !$0.constraints.isEmpty }) {
      facts.genericDeclarations.append(FileFacts.GenericDeclaration(name: name, owner: owner, kind: .function, parameters: parameters))
    }
    return .skipChildren
  }

  /// The type whose member a declaration is (`""` at the top level); nil inside a function or closure.
  static func owner(of node: Syntax) -> String? {
    var current = node.parent
    while let scope = current {
      if scope.is(SourceFileSyntax.self) { return "" }
      if scope.is(MemberBlockSyntax.self) {
        guard let declaration = scope.parent else { return nil }
        if let type = declaration.asProtocol(NamedDeclSyntax.self) { return type.name.text }
        if let ext = declaration.as(ExtensionDeclSyntax.self) { return SyntaxNames.components(of: ext.extendedType).last }
        return nil
      }
      if scope.is(CodeBlockSyntax.self) || scope.is(ClosureExprSyntax.self) || scope.is(AccessorBlockSyntax.self) { return nil }
      current = scope.parent
    }
    return nil
  }

  static func parameters(_ clause: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?) -> [FileFacts.GenericDeclaration.Parameter] {
    var parameters: [(String, [String])] = clause?.parameters.map { ($0.name.text, $0.inheritedType.map(SyntaxNames.components) ?? []) } ?? []
    for requirement in whereClause?.requirements ?? [] {
      guard case .conformanceRequirement(let conformance) = requirement.requirement,
            let name = conformance.leftType.as(IdentifierTypeSyntax.self)?.name.text else { continue }
      let constraints = SyntaxNames.components(of: conformance.rightType)
      if let index = parameters.firstIndex(where: { $0.0 == name }) { parameters[index].1 += constraints } else { parameters.append((name, constraints)) }
    }
    return parameters.map { .init(name: $0.0, constraints: $0.1) }
  }
}
