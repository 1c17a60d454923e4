import LookoutSyntax
internal import SwiftSyntax

/// `objectWillChange.send()` in a migrated model, as people migrate it. After the migration there is no
/// `objectWillChange`: writes to tracked properties notify by themselves.
/// - A subscription that only forwards other objects' changes (`child.objectWillChange`, `child.$a`,
///   `Publishers.CombineLatest(…)`) goes, when those objects are migrated too: reads through them are tracked.
/// - A send before assigning stored properties, in their `willSet`/`didSet`, or alone in an `if`, goes; those
///   properties stay tracked.
/// - A send before calls on (or writes through) other models that are observable after the migration goes:
///   their own tracked properties notify (`ForeignAnnouncement`).
/// - A send in the setter of a computed property (state kept elsewhere: `UserDefaults`, a store) becomes
///   `access(keyPath:)` in its getter and `withMutation(keyPath:)` around the setter's change.
/// - Anything else is kept and reported, with the rewrite to make.
enum ObjectWillChangeRewrite {
  /// Migrates the sends in a model's body (or an extension of it). What they announced stays tracked (see
  /// `AnnouncedState`).
  static func migrate(_ members: MemberBlockSyntax, model: String, stored: Set<String>, in context: RewriteContext) {
    let finder = SendFinder(viewMode: .sourceAccurate)
    finder.walk(members)
    var removed: [SyntaxIdentifier] = []
    for send in finder.sends {
      guard let statement = send.nearest(CodeBlockItemSyntax.self),
            !removed.contains(where: { statement.isContained(in: $0) }) else { continue }
      if let forwarding = ForwardingSubscription(around: send, members: context.plan.index.members) {
        let staying = forwarding.sources.filter { $0.type.map { !context.plan.isObservableAfterMigration($0) && $0 != model } ?? true }
        if staying.isEmpty {
          let target = forwarding.removableStatement
          removed.append(target.id)
          context.remove(target, "remove the forwarding of objectWillChange")
        } else {
          // Views reading through the model rely on this forwarding; after the migration there is no
          // objectWillChange to forward to, and Observation does not see the other object's changes.
          let names = staying.map { "\($0.expression) (\($0.type ?? "type unknown"))" }.joined(separator: ", ")
          context.keepBack(model, rule: .untrackedChange, at: forwarding.statement,
                           "\(model) forwards the changes of \(names), which stays ObservableObject: views reading through \(model) would stop updating")
        }
        continue
      }
      if let property = observedProperty(of: statement), stored.contains(property) {
        removeAnnouncement(statement, in: context)
        continue
      }
      if let computed = ComputedPropertyTrackingRewrite(setterHolding: statement) {
        computed.rewrite(removing: statement, in: context)
        continue
      }
      // Next to calls on (or deep writes through) one stored property: the change the macro does not see is
      // wrapped in `withMutation` of that property, which views reading through it track.
      if let root = announcedRoot(of: statement, stored: stored, in: members) {
        let neighbours = MutationRoot.neighbours(of: statement)
        context.remove(statement, "objectWillChange.send() → withMutation(keyPath:)")
        WithMutationRewrite.wrap(neighbours, keyPath: root, kind: "withMutation(keyPath: \\.\(root)) around what objectWillChange.send() announced", in: context)
        continue
      }
      if assignedProperties(after: statement).contains(where: stored.contains) {
        context.remove(statement, "remove objectWillChange.send() before a write")
        continue
      }
      let written = AnnouncedState.scope(of: send).map(AssignmentTarget.names) ?? []
      guard !written.isDisjoint(with: stored) else {
        if let foreign = ForeignAnnouncement(statement, model: model, members: context.plan.index.members,
                                             isObservable: context.plan.isObservableAfterMigration) {
          // What it announced are other models' changes, which notify by themselves once they are observable.
          context.remove(statement, "remove objectWillChange.send(): it announced changes of \(foreign.types.joined(separator: ", ")), which Observation tracks")
          continue
        }
        // Nothing the macro tracks changes here: the send stays, and so does the model.
        context.keepBack(model, rule: .untrackedChange, at: send,
                         "objectWillChange.send() announces state kept outside \(model)'s stored properties (what it changes is not a property the macro tracks)")
        continue
      }
      if let conditional = conditionalSend(statement) {
        removed.append(conditional.id)
        context.remove(conditional, "remove a conditional objectWillChange.send()")
        continue
      }
      // Elsewhere in a method that writes stored properties: the send goes, and what the method writes stays
      // tracked.
      context.remove(statement, "remove objectWillChange.send()")
    }
  }

  /// The stored property whose state the statements next to `send` change out of the macro's sight: they all
  /// go through it, one at least by a method call or a write deeper than the property itself, and its type is
  /// not known to be a value (whose changes go through its setter).
  private static func announcedRoot(of send: CodeBlockItemSyntax, stored: Set<String>, in members: MemberBlockSyntax) -> String? {
    let neighbours = MutationRoot.neighbours(of: send)
    guard !neighbours.isEmpty, WithMutationRewrite.canWrap(neighbours) else { return nil }
    let roots = neighbours.map(MutationRoot.of)
    guard let first = roots.first, let root = first, roots.allSatisfy({ $0 == root }), stored.contains(root),
          !neighbours.allSatisfy({ isPlainAssignment($0, to: root) }), !holdsValue(root, in: members) else { return nil }
    return root
  }

  /// `name = …`, `name += …`, `self.name = …`: a write the macro's setter sees.
  private static func isPlainAssignment(_ statement: CodeBlockItemSyntax, to name: String) -> Bool {
    guard let sequence = statement.item.as(SequenceExprSyntax.self), let target = sequence.elements.first else { return false }
    let text = target.trimmedDescription
    return text == name || text == "self.\(name)"
  }

  /// Whether the stored property `name` is declared (in `members`) with a value type: its changes go through
  /// its setter, which the macro sees.
  private static func holdsValue(_ name: String, in members: MemberBlockSyntax) -> Bool {
    for decl in MemberDeclarations.all(in: members) {
      guard let property = StoredProperty(decl), property.names == [name], let binding = property.decl.bindings.first else { continue }
      if let annotation = binding.typeAnnotation?.type {
        let type = SyntaxNames.unwrapped(annotation)
        if type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self) || type.is(TupleTypeSyntax.self) { return true }
        return SyntaxNames.name(of: type).map(valueTypes.contains) ?? false
      }
      guard let value = binding.initializer?.value else { return false }
      return value.is(ArrayExprSyntax.self) || value.is(DictionaryExprSyntax.self) || value.is(StringLiteralExprSyntax.self)
        || value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self)
    }
    return false
  }

  private static let valueTypes: Set<String> = [
    "String", "Int", "Double", "Float", "Bool", "Date", "Data", "URL", "UUID", "Decimal", "Array", "Set", "Dictionary",
    "CGFloat", "CGPoint", "CGSize", "CGRect", "AttributedString",
  ]

  /// `model.objectWillChange.send()` written outside the model, for a model that migrates: removed (the
  /// writes it announced notify by themselves). Returns whether it was.
  static func migrateExternalSend(_ call: FunctionCallExprSyntax, in context: RewriteContext) -> Bool {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "send",
          call.arguments.isEmpty, let publisher = member.base?.as(MemberAccessExprSyntax.self),
          publisher.declName.baseName.text == "objectWillChange", let owner = publisher.base,
          !["self", "self?"].contains(owner.trimmedDescription),
          let type = TypeResolution.type(of: owner, members: context.plan.index.members), context.plan.isMigrating(type),
          let statement = call.nearest(CodeBlockItemSyntax.self), statement.item.as(ExprSyntax.self)?.id == ExprSyntax(call).id
    else { return false }
    // Forwarding another object's changes to the model (`wysiwyg.objectWillChange.sink { model.objectWillChange.send() }`):
    // views reading through the model rely on it when that object stays ObservableObject, so the model stays.
    if let forwarding = ForwardingSubscription(around: call, members: context.plan.index.members) {
      let staying = forwarding.sources.filter { $0.type.map { !context.plan.isObservableAfterMigration($0) && $0 != type } ?? true }
      if !staying.isEmpty {
        let names = staying.map { "\($0.expression) (\($0.type ?? "type unknown"))" }.joined(separator: ", ")
        context.keepBack(type, rule: .untrackedChange, at: forwarding.statement,
                         "\(type)'s objectWillChange forwards the changes of \(names), which stays ObservableObject: views reading through \(type) would stop updating")
        return true
      }
    }
    // The send goes when its block changes one of the model's stored `var`s through it (`model.name = …`,
    // `model.items.append(…)`): that change notifies by itself. Otherwise it announced a change the macro
    // cannot see (a write through a `let`, a UIKit object's state), and the model stays.
    let stored = context.plan.index.models[context.plan.index.members.canonical(type)]?.storedVars ?? []
    let prefixes = stored.map { owner.trimmedDescription + "." + $0 }
    let writesStored = statement.parent?.as(CodeBlockItemListSyntax.self)?.contains { item in
      guard item.id != statement.id, item.item.is(SequenceExprSyntax.self) || item.item.is(FunctionCallExprSyntax.self) else { return false }
      let text = item.item.trimmedDescription
      return prefixes.contains { prefix in
        guard text.hasPrefix(prefix), let next = text.dropFirst(prefix.count).first else { return false }
        return !(next.isLetter || next.isNumber || next == "_")
      }
    } ?? false
    guard writesStored else {
      context.keepBack(type, rule: .untrackedChange, at: call,
                       "\(owner.trimmedDescription).objectWillChange.send() announces a change outside \(type)'s stored properties (no write to one beside it)")
      return true
    }
    context.remove(statement, "remove \(type)'s objectWillChange.send()")
    return true
  }

  /// Removes a `send()` in a `willSet`/`didSet`; the accessor too when that was all it did, and the braces
  /// when it was the property's only accessor (`var note = "" { didSet { objectWillChange.send() } }`).
  private static func removeAnnouncement(_ statement: CodeBlockItemSyntax, in context: RewriteContext) {
    guard let accessor = statement.nearest(AccessorDeclSyntax.self), accessor.body?.statements.count == 1,
          let block = accessor.nearest(AccessorBlockSyntax.self) else {
      return context.remove(statement, "remove objectWillChange.send()")
    }
    guard case .accessors(let accessors) = block.accessors, accessors.count == 1,
          let before = block.previousToken(viewMode: .sourceAccurate) else {
      return context.remove(accessor, "remove accessor that only sent objectWillChange")
    }
    let range = before.endPositionBeforeTrailingTrivia.utf8Offset..<block.endPositionBeforeTrailingTrivia.utf8Offset
    context.replace(range, with: "", "remove accessor that only sent objectWillChange")
  }

  /// The stored property whose `willSet`/`didSet` holds `statement`.
  private static func observedProperty(of statement: CodeBlockItemSyntax) -> String? {
    guard let accessor = statement.nearest(AccessorDeclSyntax.self),
          [.keyword(.willSet), .keyword(.didSet)].contains(accessor.accessorSpecifier.tokenKind),
          let binding = accessor.nearest(PatternBindingSyntax.self) else { return nil }
    return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
  }

  /// The properties the statements after `statement` in its block assign, up to the first that assigns none.
  private static func assignedProperties(after statement: CodeBlockItemSyntax) -> [String] {
    guard let list = statement.parent?.as(CodeBlockItemListSyntax.self),
          let index = list.firstIndex(where: { $0.id == statement.id }) else { return [] }
    var names: [String] = []
    for item in list[list.index(after: index)...] {
      guard let name = AssignmentTarget.name(of: item) else { break }
      names.append(name)
    }
    return names
  }

  /// `if flag { objectWillChange.send() }`: the `if` statement, when the send is all it does and its
  /// conditions do nothing but test.
  private static func conditionalSend(_ statement: CodeBlockItemSyntax) -> CodeBlockItemSyntax? {
    guard let list = statement.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
          let ifExpression = list.parent?.parent?.as(IfExprSyntax.self), ifExpression.elseBody == nil,
          let outer = ifExpression.parent?.as(ExpressionStmtSyntax.self)?.parent?.as(CodeBlockItemSyntax.self)
            ?? ifExpression.parent?.as(CodeBlockItemSyntax.self),
          ForwardingSubscription.isWithoutEffects(ifExpression.conditions) else { return nil }
    return outer
  }

  /// `objectWillChange.send()`, `self.objectWillChange.send()`, `self?.objectWillChange.send()`.
  final class SendFinder: SyntaxVisitor {
    var sends: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard Self.isOwnSend(node) else { return .visitChildren }
      sends.append(node)
      return .skipChildren
    }

    static func isOwnSend(_ node: FunctionCallExprSyntax) -> Bool {
      guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "send",
            node.arguments.isEmpty, let base = member.base else { return false }
      return isOwnObjectWillChange(base)
    }

    // Nested types are migrated (or not) on their own.
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    static func isOwnObjectWillChange(_ expression: ExprSyntax) -> Bool {
      if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "objectWillChange" }
      guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "objectWillChange",
            let base = member.base else { return false }
      let text = base.trimmedDescription
      return text == "self" || text == "self?"
    }
  }
}
