internal import SwiftSyntax

/// What one file declares that matters to other files: types with what they inherit, protocols, type
/// aliases, and the facts about classes that reports need (stored properties, work done in `init`).
struct FileFacts: Sendable {
  struct TypeFact: Sendable {
    enum Kind: Sendable { case `class`, `struct`, `protocol`, `extension`, `actor`, `enum` }
    let kind: Kind
    let name: String
    let inherited: [String]
    /// Declares stored instance `var`s (a subclass needs its own `@Observable` only then).
    let hasStoredVars: Bool
    /// Calls in `init` that do work (network, disk, decoding, notifications, timers).
    let initWork: [String]
    let file: String
    let line: Int
  }

  var types: [TypeFact] = []
  /// `typealias Name = A & B`: the names on the right.
  var typealiases: [String: [String]] = [:]
}

/// Collects `FileFacts` from a parsed file.
final class FactCollector: SyntaxVisitor {
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
    facts.types.append(FileFacts.TypeFact(
      kind: kind, name: name, inherited: SyntaxNames.inherited(inherited),
      hasStoredVars: members.members.contains { StoredProperty($0.decl)?.isStoredInstanceVar == true },
      initWork: kind == .class ? InitWork.calls(in: members) : [],
      file: path, line: converter.location(for: node.positionAfterSkippingLeadingTrivia).line))
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
    return .skipChildren
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
