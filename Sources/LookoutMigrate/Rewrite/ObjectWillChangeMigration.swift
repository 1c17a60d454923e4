import LookoutSyntax
internal import SwiftSyntax

/// `objectWillChange` and `$property` publishers inside a model. After migration neither exists:
/// - a subscription that only forwards another object's `objectWillChange` is removed (nested observable
///   objects are tracked on their own);
/// - `objectWillChange.send()` right before assigning a stored property (or in its `didSet`) is removed, and
///   that property stays tracked instead of being marked ignored;
/// - anything else is kept and reported, with what to write.
enum ObjectWillChangeMigration {
  /// Returns the stored properties whose changes were announced by hand.
  static func migrate(_ members: MemberBlockSyntax, model: String, in context: RewriteContext) -> Set<String> {
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(members)
    let storedNames = Set(MemberDeclarations.all(in: members).compactMap(StoredProperty.init)
      .filter(\.isStoredInstanceVar).flatMap(\.names))
    var announced: Set<String> = []
    var removedStatements = Set<SyntaxIdentifier>()

    for send in finder.sends {
      guard let statement = send.enclosingStatement else { continue }
      if let forwarding = forwardingSubscription(around: send) {
        guard removedStatements.insert(forwarding.statement.id).inserted else { continue }
        if let child = forwarding.childType, context.plan.isMigrating(child) {
          context.remove(forwarding.statement, "remove forwarding of objectWillChange")
        } else {
          let child = forwarding.childType ?? "an object"
          context.report(forwarding.statement, "\(model) forwards the objectWillChange of \(forwarding.child) (\(child)), which stays ObservableObject: after migration views reading through \(model) would miss its changes",
                         suggestion: "migrate \(child) in the same change (then this forwarding is removed), or hold it in the view with @ObservedObject")
        }
        continue
      }
      if let property = accessorProperty(of: statement), storedNames.contains(property) {
        announced.insert(property)
        removeAnnouncement(statement, in: context)
        continue
      }
      if let assigned = nextAssignedProperty(after: statement), storedNames.contains(assigned) {
        announced.insert(assigned)
        removeStatement(statement, in: context)
        continue
      }
      if removedStatements.contains(statement.id) { continue }
      context.report(send.call, "objectWillChange.send() in \(model): after migration there is no objectWillChange, and what this announced is unclear",
                     suggestion: "change a tracked property instead (Observation notifies on every write of a stored property), or call `withMutation(keyPath:)` for state kept elsewhere")
    }
    for reference in finder.otherObjectWillChange where !removedStatements.contains(where: { reference.isContained(in: $0) }) {
      context.report(reference, "\(model) uses objectWillChange: it disappears with the migration",
                     suggestion: "observe the properties instead: \(context.runtime.observing("…")), or a `didSet`")
    }
    for (node, name) in finder.publishers {
      context.report(node, "Combine pipeline on $\(name) in \(model): @Observable properties have no `$` publisher",
                     suggestion: "use \(context.runtime.observing("self.\(name)")), or a `didSet` that starts the work (debounce with a cancellable `Task` and `Task.sleep`), or keep a `CurrentValueSubject` beside the property")
    }
    return announced
  }

  private static func removeStatement(_ statement: CodeBlockItemSyntax, in context: RewriteContext) {
    context.remove(statement, "remove objectWillChange.send()")
  }

  /// Removes a `send()` in a `willSet`/`didSet`; the accessor too when that was all it did, and the braces
  /// when it was the property's only accessor (`var note = "" { didSet { objectWillChange.send() } }`).
  private static func removeAnnouncement(_ statement: CodeBlockItemSyntax, in context: RewriteContext) {
    guard let accessor = statement.nearest(AccessorDeclSyntax.self), accessor.body?.statements.count == 1,
          let block = accessor.nearest(AccessorBlockSyntax.self) else {
      return removeStatement(statement, in: context)
    }
    guard case .accessors(let accessors) = block.accessors, accessors.count == 1,
          let before = block.previousToken(viewMode: .sourceAccurate) else {
      return context.remove(accessor, "remove accessor that only sent objectWillChange")
    }
    let range = before.endPositionBeforeTrailingTrivia.utf8Offset..<block.endPositionBeforeTrailingTrivia.utf8Offset
    context.replace(range, with: "", "remove accessor that only sent objectWillChange")
  }

  /// A subscription that forwards a child's changes: the statement, the child expression and its type.
  struct Forwarding {
    let statement: CodeBlockItemSyntax
    let child: String
    let childType: String?
  }

  /// `child.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }` (optionally
  /// `.store(in:)`): the whole statement, when the closure does nothing else.
  private static func forwardingSubscription(around send: Send) -> Forwarding? {
    guard let closure = send.call.nearest(ClosureExprSyntax.self), closure.statements.count == 1,
          let sinkCall = closure.nearest(FunctionCallExprSyntax.self),
          let member = sinkCall.calledExpression.as(MemberAccessExprSyntax.self),
          member.declName.baseName.text == "sink", let statement = sinkCall.nearest(CodeBlockItemSyntax.self)
    else { return nil }
    // The publisher: `child.objectWillChange`, possibly after operators (`.receive(on:)`).
    var publisher = member.base
    while let call = publisher?.as(FunctionCallExprSyntax.self) {
      publisher = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
    }
    guard let source = publisher?.as(MemberAccessExprSyntax.self), source.declName.baseName.text == "objectWillChange",
          let child = source.base else {
      return Forwarding(statement: statement, child: publisher?.trimmedDescription ?? "a publisher", childType: nil)
    }
    return Forwarding(statement: statement, child: child.trimmedDescription, childType: TypeResolution.type(of: child))
  }

  /// The property whose `willSet`/`didSet` holds `statement`.
  private static func accessorProperty(of statement: CodeBlockItemSyntax) -> String? {
    guard let accessor = statement.nearest(AccessorDeclSyntax.self),
          [.keyword(.willSet), .keyword(.didSet)].contains(accessor.accessorSpecifier.tokenKind),
          let binding = accessor.nearest(PatternBindingSyntax.self) else { return nil }
    return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
  }

  /// The stored property assigned by the statement after `statement` (`x = …`, `self.x += …`).
  private static func nextAssignedProperty(after statement: CodeBlockItemSyntax) -> String? {
    guard let list = statement.parent?.as(CodeBlockItemListSyntax.self),
          let index = list.firstIndex(where: { $0.id == statement.id }) else { return nil }
    let next = list.index(after: index)
    guard next != list.endIndex else { return nil }
    return AssignmentTarget.name(of: list[next])
  }

  struct Send {
    let call: FunctionCallExprSyntax
    var enclosingStatement: CodeBlockItemSyntax? { call.nearest(CodeBlockItemSyntax.self) }
  }

  /// Finds `objectWillChange.send()`, other `objectWillChange` uses, and `$property` publishers.
  final class Finder: SyntaxVisitor {
    var sends: [Send] = []
    /// Uses of `objectWillChange` other than `send()`.
    var otherObjectWillChange: [ExprSyntax] = []
    /// `$property` and `self.$property`: the property's Combine publisher.
    var publishers: [(node: ExprSyntax, name: String)] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "send",
         let base = member.base, Self.isOwnObjectWillChange(base) {
        sends.append(Send(call: node))
        return .skipChildren
      }
      return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      let name = node.baseName.text
      // The name of a member access (`x.$y`, `x.objectWillChange`) is handled with the member access.
      if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
        return .skipChildren
      }
      if name == "objectWillChange" {
        otherObjectWillChange.append(ExprSyntax(node))
      } else if name.hasPrefix("$"), name.dropFirst().first?.isLetter == true {
        publishers.append((ExprSyntax(node), String(name.dropFirst())))
      }
      return .skipChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      let name = node.declName.baseName.text
      if name == "objectWillChange", node.base != nil {
        otherObjectWillChange.append(ExprSyntax(node))
      } else if name.hasPrefix("$"), node.base?.trimmedDescription == "self" {
        publishers.append((ExprSyntax(node), String(name.dropFirst())))
      }
      return .visitChildren
    }

    // Nested types are migrated (or not) on their own.
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// `objectWillChange`, `self.objectWillChange`, `self?.objectWillChange`.
    static func isOwnObjectWillChange(_ expression: ExprSyntax) -> Bool {
      if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "objectWillChange" }
      guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "objectWillChange",
            let base = member.base else { return false }
      let text = base.trimmedDescription
      return text == "self" || text == "self?"
    }
  }
}
