import LookoutSyntax
internal import SwiftSyntax

/// `--runtime lookout` below iOS 17 / macOS 14: views observe the `@Tracked` models through LookoutSwiftUI.
/// `@StateObject` → `@TrackedState`, `@ObservedObject` → a plain property (`@TrackedBindable` where the view
/// makes `$model.x` bindings), `@EnvironmentObject` → `@TrackedEnvironment(T.self)`, `.environmentObject(x)`
/// → `.trackedEnvironment(x)`, and the `body` of every view holding a model is wrapped in `WithTracking { }`,
/// which is what makes it update before iOS 17.
enum BridgeViewRewrite {
  /// Rewrites one legacy wrapper of a view for the bridge.
  static func migrate(
    _ property: StoredProperty, attribute: AttributeSyntax, wrapper: String, name: String, model: String,
    usage: ProjectionUsage, in context: RewriteContext
  ) {
    context.needsBridgeImport = true
    switch wrapper {
    case "StateObject":
      // Made once per view identity, lazily, as @StateObject: no init work to report.
      context.replace(attribute.attributeName, with: "TrackedState", "@StateObject → @TrackedState")
    case "ObservedObject":
      let value = property.decl.bindings.first?.initializer?.value
      if usage.bindings.contains(name) {
        context.replace(attribute.attributeName, with: "TrackedBindable", "@ObservedObject → @TrackedBindable")
      } else if let value, SyntaxNames.isSharedInstance(value) {
        context.remove(attribute, "@ObservedObject on a shared instance → plain property")
      } else if value != nil {
        context.replace(attribute.attributeName, with: "TrackedState", "@ObservedObject with a value → @TrackedState")
        context.report(property.decl, "@ObservedObject \(name) creates its object: the object was re-created with the view; it is now @TrackedState (made once per view identity)",
                       suggestion: "check that this view should own \(model); otherwise pass it in from the parent")
      } else {
        context.remove(attribute, "@ObservedObject → plain property")
        if !usage.assignedOutsideInit.contains(name) {
          context.replace(property.decl.bindingSpecifier, with: "let", "var → let")
        }
      }
    default:
      guard let annotation = property.decl.bindings.first?.typeAnnotation else { return }
      let type = SyntaxNames.unwrapped(annotation.type).trimmedDescription
      // `$settings.theme` keeps working: the wrapper projects bindings, so no local is needed in `body`.
      context.replace(attribute, with: "@TrackedEnvironment(\(type).self)", "@EnvironmentObject → @TrackedEnvironment")
    }
  }

  /// Whether `members` (a view's) hold a migrated model without a wrapper: `let model: Model`.
  static func holdsPlainModel(_ members: MemberBlockSyntax, in context: RewriteContext) -> String? {
    for decl in MemberDeclarations.all(in: members) {
      guard let property = StoredProperty(decl), !property.isStatic, property.propertyWrapperNames.isEmpty,
            let type = property.typeName, context.plan.isObservableAfterMigration(type) else { continue }
      return type
    }
    return nil
  }

  /// Why a view's body could not be wrapped.
  enum Unwrappable: Error {
    case noBody, notSomeView, getter, explicitReturns

    var reason: String {
      switch self {
      case .noBody: "its `body` is not declared in the type itself (an extension declares it)"
      case .notSomeView: "its `body` is not declared `some View`, so WithTracking cannot be its value"
      case .getter: "its `body` has an explicit `get`"
      case .explicitReturns: "its `body` returns explicitly from more than one place (a view builder cannot hold `return`)"
      }
    }
  }

  /// Wraps the view's `body` (or a view modifier's `body(content:)`) in `WithTracking { }`; nothing when
  /// it already is. Throws why it cannot.
  static func wrapBody(of members: MemberBlockSyntax, in context: RewriteContext) throws(Unwrappable) {
    var found: (statements: CodeBlockItemListSyntax, declaration: Syntax)?
    for member in members.members {
      if let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
         binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body", variable.bindings.count == 1 {
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
    if isWrapped(statements) { return }
    let returns = ReturnFinder.returns(in: statements)
    if let single = returns.first {
      guard returns.count == 1, statements.count == 1, statements.first?.item.as(ReturnStmtSyntax.self)?.id == single.id,
            let expression = single.expression else {
        throw .explicitReturns
      }
      // `return VStack { … }`: a view builder holds the expression itself.
      context.replace(single.returnKeyword.positionAfterSkippingLeadingTrivia.utf8Offset..<expression.positionAfterSkippingLeadingTrivia.utf8Offset,
                      with: "", "drop `return` inside WithTracking")
    }
    context.needsBridgeImport = true
    guard let first = statements.first, let last = statements.last else { return }
    let indent = Self.indentation(before: first)
    context.bodyWraps.append(BodyWrap(
      start: first.positionAfterSkippingLeadingTrivia.utf8Offset, end: last.endPositionBeforeTrailingTrivia.utf8Offset,
      indent: indent, unit: Self.unit(body: indent, declaration: Self.indentation(before: declaration)),
      reindents: !statements.trimmedDescription.contains("\"\"\"")))
  }

  /// Whether the body is already `WithTracking { … }`.
  private static func isWrapped(_ statements: CodeBlockItemListSyntax) -> Bool {
    guard statements.count == 1, let item = statements.first?.item else { return false }
    let expression = item.as(ExpressionStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
    let call = expression?.as(FunctionCallExprSyntax.self)
    return call?.calledExpression.trimmedDescription == "WithTracking"
  }

  /// The spaces and tabs that start the line `node` starts on.
  private static func indentation(before node: some SyntaxProtocol) -> String {
    let trivia = node.leadingTrivia.description
    let afterNewline = trivia.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
    return String(afterNewline.prefix { $0 == " " || $0 == "\t" })
  }

  /// One level of indentation: the body's beyond its declaration's, else four spaces.
  private static func unit(body: String, declaration: String) -> String {
    body.count > declaration.count && body.hasPrefix(declaration) ? String(body.dropFirst(declaration.count)) : "    "
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

/// A body to wrap in `WithTracking { }`, once every other edit of the file is known: the wrapper is made of
/// insertions (an opening line, one indentation level per line, a closing line) so that the edits inside
/// the body stay as they are.
struct BodyWrap {
  /// The body's statements, from the first one's first token to the last one's end.
  let start: Int
  let end: Int
  /// The first statement's indentation, and one level.
  let indent: String
  let unit: String
  /// Whether the lines inside move one level deeper (not when a multi-line string literal would change).
  let reindents: Bool

  /// The insertions, leaving out indentation inside a range another edit replaces.
  func edits(in source: [UInt8], newline: String, replaced: [Range<Int>], kind: String = "wrap body in WithTracking") -> [Edit] {
    let lineStarts = (start..<end).filter { source[$0] == 0x0A }.map { $0 + 1 }
    guard !lineStarts.isEmpty else {
      return [Edit(range: start..<start, replacement: "WithTracking { ", kind: kind), Edit(range: end..<end, replacement: " }", kind: kind)]
    }
    var edits = [Edit(range: start..<start, replacement: "WithTracking {" + newline + indent + unit, kind: kind)]
    if reindents {
      for offset in lineStarts where offset < end && !Self.isBlankLine(at: offset, in: source)
        && !replaced.contains(where: { $0.lowerBound < offset && offset < $0.upperBound }) {
        edits.append(Edit(range: offset..<offset, replacement: unit, kind: kind))
      }
    }
    edits.append(Edit(range: end..<end, replacement: newline + indent + "}", kind: kind))
    return edits
  }

  private static func isBlankLine(at offset: Int, in source: [UInt8]) -> Bool {
    var index = offset
    while index < source.count, source[index] == 0x20 || source[index] == 0x09 { index += 1 }
    return index >= source.count || source[index] == 0x0A || source[index] == 0x0D
  }
}
