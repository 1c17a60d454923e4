import LookoutSyntax
internal import SwiftSyntax

/// `publisher.assign(to: &$total)` as a statement of its own. Only `@Published` offers `&$total`; after the
/// migration the pipeline ends the way people rewrite it, in a `sink` kept in the model's cancellables
/// (`PublisherBridges.assignStores` names the set, or the one the migration adds):
///
///     $items                                        items$
///         .map(\.count)                                 .map(\.count)
///         .assign(to: &$total)              →           .sink { [weak self] value in self?.total = value }
///                                                       .store(in: &cancellables)
struct AssignToPublishedRewrite {
  let call: FunctionCallExprSyntax
  let member: MemberAccessExprSyntax
  let property: String

  /// `use` is the `$total` of such a statement.
  init?(_ use: ExprSyntax) {
    guard let inOut = use.parent?.as(InOutExprSyntax.self), let argument = inOut.parent?.as(LabeledExprSyntax.self),
          argument.label?.text == "to", let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
          call.arguments.count == 1, call.trailingClosure == nil,
          let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "assign",
          member.base != nil, let statement = call.parent?.as(CodeBlockItemSyntax.self), statement.item.id == Syntax(call).id
    else { return nil }
    let text = inOut.expression.trimmedDescription
    let name = text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
    guard name.hasPrefix("$") else { return nil }
    self.call = call
    self.member = member
    property = String(name.dropFirst())
  }

  func rewrite(storingIn store: String, in context: RewriteContext) {
    let start = member.declName.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = call.endPositionBeforeTrailingTrivia.utf8Offset
    let period = member.period.positionAfterSkippingLeadingTrivia.utf8Offset
    let separator = context.startsLine(at: period) ? context.newline + context.indentation(at: period) : ""
    context.replace(start..<end, with: "sink { [weak self] value in self?.\(property) = value }\(separator).store(in: &\(store))",
                    "assign(to: &$\(property)) → sink stored in \(store)")
  }
}
