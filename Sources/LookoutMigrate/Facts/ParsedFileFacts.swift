import LookoutSyntax
internal import SwiftSyntax

/// A `$property` publisher use, read from a parsed file before the plan is made: `$query`, `self.$query`,
/// `model.$query`. What the bridge decision needs to know about it.
struct PublisherSite: Sendable {
  let property: String
  /// The type whose publisher it is: the enclosing type for `$query`, the resolved type of `model`
  /// otherwise; nil when that cannot be told.
  let owner: String?
  /// The type (or extended type) the use is written in.
  let enclosingType: String?
  /// Part of a subscription that only forwards changes to the enclosing class's `objectWillChange`: it goes
  /// with the migration of that class.
  let forwards: Bool
  /// The argument of an `.onReceive(…)` whose closure `.onChange` would accept.
  let isOnReceiveArgument: Bool
  /// Passed `inout` (`assign(to: &$query)`), which only the `@Published` wrapper accepts.
  let isInout: Bool
  /// The object written as the publisher's owner (`derived` in `derived.$state`), `self` for `$state` and
  /// `self.$state`.
  let base: String
  /// `publisher.assign(to: &$query)` as a statement of its own: it becomes a `sink` stored in a cancellable set.
  let isAssignStatement: Bool
  let file: String
  let line: Int
}

/// One walk over a parsed file for what the plan needs from it: its `$property` publisher uses and its own
/// `objectWillChange.send()` calls (see `AnnouncedState`).
struct ParsedFileFacts {
  var sites: [PublisherSite] = []
  var sends: [FunctionCallExprSyntax] = []

  init(_ parsed: ParsedSource, members: ProjectTypes) {
    let finder = Finder(members: members)
    finder.walk(parsed.tree)
    sends = finder.sends
    guard !finder.uses.isEmpty else { return }
    // Lines only for the few files with uses: a location converter reads the whole file.
    let file = SourceFile(source: parsed.source, tree: parsed.tree)
    sites = finder.uses.map { use in
      PublisherSite(property: use.property, owner: use.owner, enclosingType: TypeResolution.enclosingTypeName(Syntax(use.node)),
                    forwards: Finder.isForwarded(use.node), isOnReceiveArgument: Finder.isOnReceiveArgument(use.node),
                    isInout: use.node.parent?.is(InOutExprSyntax.self) == true,
                    base: use.node.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription ?? "self",
                    isAssignStatement: AssignToPublishedRewrite(use.node) != nil,
                    file: file.path, line: file.location(of: use.node).line)
    }
  }

  private final class Finder: SyntaxVisitor {
    let members: ProjectTypes
    var uses: [(node: ExprSyntax, property: String, owner: String?)] = []
    var sends: [FunctionCallExprSyntax] = []

    init(members: ProjectTypes) {
      self.members = members
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if ObjectWillChangeRewrite.SendFinder.isOwnSend(node) { sends.append(node) }
      return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      let text = node.baseName.text
      guard let property = Self.publishedName(text),
            !(node.parent?.as(MemberAccessExprSyntax.self).map { $0.declName.id == node.id } ?? false) else { return .skipChildren }
      add(ExprSyntax(node), property: property, owner: TypeResolution.enclosingTypeName(Syntax(node)))
      return .skipChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      guard let property = Self.publishedName(node.declName.baseName.text), let base = node.base else { return .visitChildren }
      let owner = base.trimmedDescription == "self"
        ? TypeResolution.enclosingTypeName(Syntax(node)) : TypeResolution.type(of: base, members: members)
      add(ExprSyntax(node), property: property, owner: owner)
      return .visitChildren
    }

    private func add(_ use: ExprSyntax, property: String, owner: String?) {
      uses.append((use, property, owner))
    }

    /// `query` for `$query`; nil for `$0` and `$`.
    static func publishedName(_ text: String) -> String? {
      guard text.hasPrefix("$"), let first = text.dropFirst().first, first.isLetter || first == "_" else { return nil }
      return String(text.dropFirst())
    }

    /// The argument of an `.onReceive` whose closure `.onChange` would accept.
    static func isOnReceiveArgument(_ use: ExprSyntax) -> Bool {
      guard let call = use.parent?.parent?.parent?.as(FunctionCallExprSyntax.self), let conversion = OnReceiveRewrite(call) else { return false }
      return conversion.argument.expression.id == use.id
    }

    /// Inside the publisher of a `.sink { _ in self?.objectWillChange.send() }`.
    static func isForwarded(_ use: ExprSyntax) -> Bool {
      var current = Syntax(use)
      while let parent = current.parent {
        if let member = parent.as(MemberAccessExprSyntax.self), member.base.map({ Syntax($0).id == current.id }) == true,
           member.declName.baseName.text == "sink", let call = member.parent?.as(FunctionCallExprSyntax.self) {
          let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
          guard let statement = closure?.statements.first, closure?.statements.count == 1,
                let send = statement.item.as(FunctionCallExprSyntax.self),
                let sent = send.calledExpression.as(MemberAccessExprSyntax.self), sent.declName.baseName.text == "send",
                let base = sent.base else { return false }
          return ObjectWillChangeRewrite.SendFinder.isOwnObjectWillChange(base)
        }
        if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockSyntax.self) { return false }
        current = parent
      }
      return false
    }
  }
}
