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
  /// `publisher.assign(to: &$query)` as a statement of its own: it becomes a `sink` stored in a cancellable set.
  let isAssignStatement: Bool
  let file: String
  let line: Int
}

enum PublisherSites {
  static func collect(in file: SourceFile, members: MemberTypes) -> [PublisherSite] {
    let finder = Finder(file: file, members: members)
    finder.walk(file.tree)
    return finder.sites
  }

  private final class Finder: SyntaxVisitor {
    let file: SourceFile
    let members: MemberTypes
    var sites: [PublisherSite] = []

    init(file: SourceFile, members: MemberTypes) {
      self.file = file
      self.members = members
      super.init(viewMode: .sourceAccurate)
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
      sites.append(PublisherSite(
        property: property, owner: owner, enclosingType: TypeResolution.enclosingTypeName(Syntax(use)),
        forwards: Self.isForwarded(use), isOnReceiveArgument: Self.isOnReceiveArgument(use),
        isInout: use.parent?.is(InOutExprSyntax.self) == true, isAssignStatement: AssignToPublished(use) != nil,
        file: file.path, line: file.location(of: use).line))
    }

    /// `query` for `$query`; nil for `$0` and `$`.
    static func publishedName(_ text: String) -> String? {
      guard text.hasPrefix("$"), let first = text.dropFirst().first, first.isLetter || first == "_" else { return nil }
      return String(text.dropFirst())
    }

    /// The argument of an `.onReceive` whose closure `.onChange` would accept.
    static func isOnReceiveArgument(_ use: ExprSyntax) -> Bool {
      guard let call = use.parent?.parent?.parent?.as(FunctionCallExprSyntax.self), let conversion = OnReceiveCall(call) else { return false }
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
          return ObjectWillChangeMigration.SendFinder.isOwnObjectWillChange(base)
        }
        if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockSyntax.self) { return false }
        current = parent
      }
      return false
    }
  }
}
