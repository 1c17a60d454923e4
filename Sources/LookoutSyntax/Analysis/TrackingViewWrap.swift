package import SwiftSyntax

/// How a view's `body` is wrapped in LookoutSwiftUI's `WithTracking { }`, the tracking view that makes a
/// `@Tracked` model update the view before iOS 17: one definition for `lookout migrate --runtime lookout`
/// and for the lint rule's `--fix`. The wrapper is made of insertions only (an opening, one indentation
/// level per line, a closing), so the other edits inside the body stay as they are.
package struct TrackingViewWrap: Sendable {
  /// Why a body cannot be wrapped.
  package enum Unwrappable: Error, Sendable {
    case noBody, notSomeView, getter, explicitReturns

    package var reason: String {
      switch self {
      case .noBody: "its `body` is not declared in the type itself (an extension declares it)"
      case .notSomeView: "its `body` is not declared `some View`, so WithTracking cannot be its value"
      case .getter: "its `body` has an explicit `get`"
      case .explicitReturns: "its `body` returns explicitly from more than one place (a view builder cannot hold `return`)"
      }
    }
  }

  /// The body's statements, from the first one's first token to the last one's end.
  let start: Int
  let end: Int
  /// Where the wrapped code's opening line starts (the `body` declaration, or the closure's `{`).
  let opening: Int
  /// The multi-line string literals inside, from the opening `"""` to the closing one: every line of one moves
  /// by the same amount, its closing delimiter's included, so the string's value stays the same.
  let multilineStrings: [Range<Int>]
  /// `return ` of a body that is one `return` statement: a view builder holds the expression itself.
  package let droppedReturn: Range<Int>?

  /// The plan for the `body` of the view (or view modifier, `body(content:)`) whose members these are; `nil`
  /// when the body is already `WithTracking { … }`.
  package static func plan(forBodyIn members: MemberBlockSyntax) throws(Unwrappable) -> TrackingViewWrap? {
    var found: (statements: CodeBlockItemListSyntax, declaration: Syntax)?
    for member in members.members {
      if let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
         binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" {
        guard binding.typeAnnotation?.type.trimmedDescription == "some View" else { throw .notSomeView }
        guard case .getter(let statements) = binding.accessorBlock?.accessors else { throw .getter }
        found = (statements, Syntax(variable))
      } else if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "body",
                function.signature.parameterClause.parameters.first?.firstName.text == "content",
                function.signature.returnClause?.type.trimmedDescription == "some View", let block = function.body {
        found = (block.statements, Syntax(function))
      }
    }
    guard let (statements, declaration) = found else { throw .noBody }
    return try plan(statements, opening: declaration.positionAfterSkippingLeadingTrivia.utf8Offset)
  }

  /// The plan for a closure's content: one SwiftUI calls later (a `ForEach`'s rows, a sheet's content), which
  /// a tracking view around the body does not see. `nil` when it is already `WithTracking { … }`.
  package static func plan(forContentOf closure: ClosureExprSyntax) throws(Unwrappable) -> TrackingViewWrap? {
    try plan(closure.statements, opening: closure.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset)
  }

  private static func plan(_ statements: CodeBlockItemListSyntax, opening: Int) throws(Unwrappable) -> TrackingViewWrap? {
    if isWrapped(statements) { return nil }
    guard let first = statements.first, let last = statements.last else { return nil }
    var droppedReturn: Range<Int>?
    let returns = ReturnFinder.returns(in: statements)
    if let single = returns.first {
      guard returns.count == 1, statements.count == 1, first.item.as(ReturnStmtSyntax.self)?.id == single.id,
            let expression = single.expression else { throw .explicitReturns }
      droppedReturn = single.returnKeyword.positionAfterSkippingLeadingTrivia.utf8Offset..<expression.positionAfterSkippingLeadingTrivia.utf8Offset
    }
    return TrackingViewWrap(
      start: first.positionAfterSkippingLeadingTrivia.utf8Offset, end: last.endPositionBeforeTrailingTrivia.utf8Offset,
      opening: opening, multilineStrings: MultilineStrings.ranges(in: statements), droppedReturn: droppedReturn)
  }

  /// The wrapper's insertions (and the dropped `return`), leaving out indentation inside `replaced`, the
  /// ranges other edits replace.
  package func edits(in source: [UInt8], newline: String, replaced: [Range<Int>] = [], kind: String = "wrap body in WithTracking") -> [Edit] {
    var edits: [Edit] = droppedReturn.map { [Edit(range: $0, replacement: "", kind: "drop `return` inside WithTracking")] } ?? []
    let lineStarts = (start..<end).filter { source[$0] == 0x0A }.map { $0 + 1 }
    guard !lineStarts.isEmpty else {
      return [Edit(range: start..<start, replacement: "WithTracking { ", kind: kind)] + edits + [Edit(range: end..<end, replacement: " }", kind: kind)]
    }
    let indent = Self.indentation(ofLineAt: start, in: source)
    let unit = Self.unit(body: indent, declaration: Self.indentation(ofLineAt: opening, in: source))
    edits.insert(Edit(range: start..<start, replacement: "WithTracking {" + newline + indent + unit, kind: kind), at: 0)
    // A string another edit rewrites could not move as one: then nothing moves, so no value changes.
    let reindents = !multilineStrings.contains { string in replaced.contains { $0.overlaps(string) } }
    if reindents {
      for offset in lineStarts where !replaced.contains(where: { $0.lowerBound < offset && offset < $0.upperBound }) {
        let inString = multilineStrings.contains { $0.lowerBound < offset && offset < $0.upperBound }
        // Inside a string, a line of blanks is content: it moves too; only an empty line stays.
        if inString ? Self.isEmptyLine(at: offset, in: source) : Self.isBlankLine(at: offset, in: source) { continue }
        edits.append(Edit(range: offset..<offset, replacement: unit, kind: kind))
      }
    }
    edits.append(Edit(range: end..<end, replacement: newline + indent + "}", kind: kind))
    return edits
  }

  /// Whether the body is already `WithTracking { … }`.
  private static func isWrapped(_ statements: CodeBlockItemListSyntax) -> Bool {
    guard statements.count == 1, let item = statements.first?.item else { return false }
    let expression = item.as(ExpressionStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
    return expression?.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription == "WithTracking"
  }

  /// The spaces and tabs that start the line holding `offset`.
  private static func indentation(ofLineAt offset: Int, in source: [UInt8]) -> String {
    var lineStart = offset
    while lineStart > 0, source[lineStart - 1] != 0x0A { lineStart -= 1 }
    var end = lineStart
    while end < source.count, source[end] == 0x20 || source[end] == 0x09 { end += 1 }
    return String(decoding: source[lineStart..<end], as: UTF8.self)
  }

  /// One level of indentation: the body's beyond its declaration's, else four spaces.
  private static func unit(body: String, declaration: String) -> String {
    body.count > declaration.count && body.hasPrefix(declaration) ? String(body.dropFirst(declaration.count)) : "    "
  }

  private static func isBlankLine(at offset: Int, in source: [UInt8]) -> Bool {
    var index = offset
    while index < source.count, source[index] == 0x20 || source[index] == 0x09 { index += 1 }
    return index >= source.count || source[index] == 0x0A || source[index] == 0x0D
  }

  private static func isEmptyLine(at offset: Int, in source: [UInt8]) -> Bool {
    offset >= source.count || source[offset] == 0x0A || source[offset] == 0x0D
  }

  /// The byte ranges of the multi-line string literals (`"""`, raw or not) under a node.
  private final class MultilineStrings: SyntaxVisitor {
    var found: [Range<Int>] = []

    static func ranges(in node: some SyntaxProtocol) -> [Range<Int>] {
      let finder = MultilineStrings(viewMode: .sourceAccurate)
      finder.walk(node)
      return finder.found
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
      guard node.openingQuote.tokenKind == .multilineStringQuote else { return .visitChildren }
      found.append(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
      return .skipChildren
    }
  }

  /// The `return` statements of a body, outside closures and nested functions.
  private final class ReturnFinder: SyntaxVisitor {
    var found: [ReturnStmtSyntax] = []

    static func returns(in statements: CodeBlockItemListSyntax) -> [ReturnStmtSyntax] {
      let finder = ReturnFinder(viewMode: .sourceAccurate)
      finder.walk(statements)
      return finder.found
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
      found.append(node)
      return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }
}
