import LookoutSyntax
internal import SwiftSyntax

/// The nodes rules look for, collected in one walk of a file and shared by every rule (each rule walking
/// the tree itself cost more than parsing it).
final class FileNodes: SyntaxVisitor {
  private(set) var classes: [ClassDeclSyntax] = []
  private(set) var structs: [StructDeclSyntax] = []
  private(set) var enums: [EnumDeclSyntax] = []
  private(set) var actors: [ActorDeclSyntax] = []
  private(set) var protocols: [ProtocolDeclSyntax] = []
  private(set) var variables: [VariableDeclSyntax] = []
  private(set) var references: [DeclReferenceExprSyntax] = []
  private(set) var memberAccesses: [MemberAccessExprSyntax] = []
  private(set) var calls: [FunctionCallExprSyntax] = []
  private(set) var sequences: [SequenceExprSyntax] = []
  private(set) var attributes: [AttributeSyntax] = []
  private(set) var initializers: [InitializerDeclSyntax] = []
  private(set) var functions: [FunctionDeclSyntax] = []
  private(set) var forLoops: [ForStmtSyntax] = []
  /// Every import, also those under `#if`.
  private(set) var imports: [ImportDeclSyntax] = []
  /// `#Preview { … }`, as a declaration or an expression.
  private(set) var previewMacros: [Syntax] = []

  init(_ tree: SourceFileSyntax) {
    super.init(viewMode: .sourceAccurate)
    walk(tree)
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { classes.append(node); return .visitChildren }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { structs.append(node); return .visitChildren }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enums.append(node); return .visitChildren }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { actors.append(node); return .visitChildren }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { protocols.append(node); return .visitChildren }
  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { variables.append(node); return .visitChildren }
  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { references.append(node); return .visitChildren }
  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind { memberAccesses.append(node); return .visitChildren }
  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { calls.append(node); return .visitChildren }
  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind { sequences.append(node); return .visitChildren }
  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind { attributes.append(node); return .visitChildren }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { initializers.append(node); return .visitChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { functions.append(node); return .visitChildren }
  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { imports.append(node); return .skipChildren }
  override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind { forLoops.append(node); return .visitChildren }
  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.macroName.text == "Preview" { previewMacros.append(Syntax(node)) }
    return .visitChildren
  }
  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    if node.macroName.text == "Preview" { previewMacros.append(Syntax(node)) }
    return .visitChildren
  }
}

extension Array where Element: SyntaxProtocol {
  /// The nodes that lie inside `container` (by position: the list is in source order).
  func inside(_ container: some SyntaxProtocol) -> [Element] {
    let start = container.position
    let end = container.endPosition
    return filter { $0.position >= start && $0.endPosition <= end }
  }
}
