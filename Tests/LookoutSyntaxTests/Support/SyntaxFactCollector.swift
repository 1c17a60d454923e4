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

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
