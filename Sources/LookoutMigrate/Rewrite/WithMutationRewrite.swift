import LookoutSyntax
internal import SwiftSyntax

/// Statements that change state the macro does not see, wrapped in `withMutation(keyPath:) { … }` (as the
/// guides teach for storage kept elsewhere), one level deeper:
///
///     objectWillChange.send()                       withMutation(keyPath: \.repository) {
///     repository?.add(endpoint)              →          repository?.add(endpoint)
///                                                   }
enum WithMutationRewrite {
  /// Whether `statements` can move into the closure `withMutation` takes: not when one awaits.
  static func canWrap(_ statements: [CodeBlockItemSyntax]) -> Bool {
    !statements.contains { $0.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.await) } }
  }

  /// Wraps the contiguous `statements` (in source order) in `withMutation(keyPath: \.name)`; `try` goes in
  /// front when one of them throws.
  static func wrap(_ statements: [CodeBlockItemSyntax], keyPath name: String, kind: String, in context: RewriteContext) {
    guard let start = statements.first, let end = statements.last else { return }
    let throwing = statements.contains(where: hasUnhandledTry) && mayThrow(around: start)
    let opening = (throwing ? "try " : "") + "withMutation(keyPath: \\.\(name)) {"
    let startOffset = start.positionAfterSkippingLeadingTrivia.utf8Offset
    let indent = context.indentation(at: startOffset)
    guard context.startsLine(at: startOffset) else {
      context.insert(opening + " ", at: startOffset, kind)
      context.insert(" }", at: end.endPositionBeforeTrailingTrivia.utf8Offset, kind)
      return
    }
    let unit = indentUnit(indent, around: start, in: context)
    context.insert(opening + context.newline + indent + unit, at: startOffset, kind)
    // Every further line of the wrapped statements moves one level in.
    let bytes = context.source.bytes
    let endOffset = end.endPositionBeforeTrailingTrivia.utf8Offset
    var offset = startOffset
    while offset < endOffset {
      if bytes[offset] == 0x0A, offset + 1 < endOffset, bytes[offset + 1] != 0x0A, bytes[offset + 1] != 0x0D {
        context.insert(unit, at: offset + 1, "indent for withMutation(keyPath:)")
      }
      offset += 1
    }
    context.insert(context.newline + indent + "}", at: endOffset, kind)
  }

  /// A `try` (not `try?` or `try!`) outside nested closures: the statement may throw.
  private static func hasUnhandledTry(_ statement: CodeBlockItemSyntax) -> Bool {
    final class Finder: SyntaxVisitor {
      var found = false
      override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
        if node.questionOrExclamationMark == nil { found = true }
        return .visitChildren
      }
      override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(statement)
    return finder.found
  }

  /// Whether the function, accessor or closure around `node` may throw (a closure's is inferred).
  private static func mayThrow(around node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let scope = current {
      if let function = scope.as(FunctionDeclSyntax.self) { return function.signature.effectSpecifiers?.throwsClause != nil }
      if let initializer = scope.as(InitializerDeclSyntax.self) { return initializer.signature.effectSpecifiers?.throwsClause != nil }
      if let accessor = scope.as(AccessorDeclSyntax.self) { return accessor.effectSpecifiers?.throwsClause != nil }
      if scope.is(ClosureExprSyntax.self) { return true }
      current = scope.parent
    }
    return false
  }

  /// One level of indentation: what the statements add to the line that opens their block.
  private static func indentUnit(_ inner: String, around statement: CodeBlockItemSyntax, in context: RewriteContext) -> String {
    guard let block = statement.parent?.parent else { return "    " }
    let outer = context.indentation(at: block.positionAfterSkippingLeadingTrivia.utf8Offset)
    return inner.hasPrefix(outer) && inner.count > outer.count ? String(inner.dropFirst(outer.count)) : "    "
  }
}
