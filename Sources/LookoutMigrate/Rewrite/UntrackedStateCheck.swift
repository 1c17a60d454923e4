import LookoutSyntax
internal import SwiftSyntax

/// A view holding a migrating model that shows a member of it whose value comes from a project class
/// observation does not track (`UntrackedRead`: `viewModel.isAdded(event)`, reading `eventManager.added`).
/// Before the migration the view re-ran whenever the model published any change, and so showed that state
/// fresh; afterwards it re-runs only for tracked properties it reads, and would go stale. The model stays
/// `ObservableObject` until that class is observable too, or the state lives in the model.
enum UntrackedStateCheck {
  static func check(holder: String, model: String, in members: MemberBlockSyntax, typeName: String, context: RewriteContext) {
    guard let reads = context.plan.index.models[model]?.untrackedReads, !reads.isEmpty else { return }
    let finder = Finder(holder: holder, members: Set(reads.keys))
    finder.walk(members)
    for (use, member) in finder.uses {
      guard let read = reads[member]?.first(where: { isUntracked($0, in: context) }) else { continue }
      let type = context.plan.index.members.canonical(read.type)
      context.keepBack(model, rule: .untrackedState, at: use,
                       "\(typeName) shows \(holder).\(member), which reads \(read.property).\(read.member) of \(type), a class observation does not track: the view re-ran on every change \(model) published and showed it fresh, and after the migration it would not",
                       suggestion: "make \(type) observable (migrate it, or mark it @Observable), or keep the state \(member) reads in a property of \(model); then run again")
      return
    }
  }

  /// Whether `read` reads state of a class of the project that will not be observable (not one of its
  /// `let`s, which never change).
  private static func isUntracked(_ read: UntrackedRead, in context: RewriteContext) -> Bool {
    let canonical = context.plan.index.members.canonical(read.type)
    guard !context.plan.index.members.isConstant(read.member, in: canonical) else { return false }
    guard !context.plan.index.classDeclarations(named: canonical).isEmpty else { return false }
    return !context.plan.isObservableAfterMigration(canonical)
  }

  /// `holder.member` (or `self.holder.member`) for the members asked about, in source order.
  private final class Finder: SyntaxVisitor {
    let holder: String
    let members: Set<String>
    var uses: [(MemberAccessExprSyntax, String)] = []

    init(holder: String, members: Set<String>) {
      self.holder = holder
      self.members = members
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      let member = node.declName.baseName.text
      if members.contains(member), SyntaxNames.ownPropertyName(node.base) == holder { uses.append((node, member)) }
      return .visitChildren
    }

    // Actions, gestures' and lifecycle callbacks, tasks: they run later and read the state fresh.
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
      ActionClosures.isAction(node) ? .skipChildren : .visitChildren
    }
  }
}
