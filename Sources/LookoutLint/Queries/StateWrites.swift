import LookoutSyntax
internal import SwiftSyntax

/// The properties a type's members write after initialisation: assigned (`draft = …`, `draft.title = …`,
/// `count += 1`), mutated in place (`selection.insert(id)`, `flags.toggle()`) or passed `inout` (`&draft`).
/// A `@State` written this way is the view's own draft, not a copy of its input.
enum StateWrites {
  /// Methods of the standard library's values that mutate them.
  static let mutatingMethods: Set<String> = [
    "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeValue", "removeSubrange", "popLast",
    "popFirst", "toggle", "sort", "reverse", "shuffle", "merge", "formUnion", "formIntersection", "formSymmetricDifference",
    "subtract", "updateValue", "replaceSubrange", "swapAt", "appendContentsOf",
  ]

  /// The names written in `node`, outside initializers.
  static func names(in node: some SyntaxProtocol) -> Set<String> {
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(node)
    return finder.written
  }

  /// `draft` for `draft`, `self.draft`, `draft.title`, `draft.items[0]`, `self.draft.title`.
  static func root(of expression: ExprSyntax) -> String? {
    var current = expression
    while true {
      if let reference = current.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
      if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
        if base.trimmedDescription == "self" { return member.declName.baseName.text }
        current = base
      } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
        current = subscriptCall.calledExpression
      } else if let optional = current.as(OptionalChainingExprSyntax.self) {
        current = optional.expression
      } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
        current = forced.expression
      } else {
        return nil
      }
    }
  }

  private final class Finder: SyntaxVisitor {
    var written: Set<String> = []

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let elements = Array(node.elements)
      if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self)
          || elements[1].as(BinaryOperatorExprSyntax.self).map({ Self.isCompoundAssignment($0.operator.text) }) == true,
         let name = StateWrites.root(of: elements[0]) {
        written.insert(name)
      }
      return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
         StateWrites.mutatingMethods.contains(member.declName.baseName.text), let name = StateWrites.root(of: base) {
        written.insert(name)
      }
      return .visitChildren
    }

    override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
      if let name = StateWrites.root(of: node.expression) { written.insert(name) }
      return .visitChildren
    }

    static func isCompoundAssignment(_ text: String) -> Bool {
      text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    }
  }
}
