import LookoutSyntax
internal import SwiftSyntax

/// `filter`/`sorted`/`map` over a model's collection inside `body`.
final class BodyDerivesCollectionRule: LintRule {
  static let description = RuleDescription(
    id: "body-derives-collection", pitfalls: ["guides"], severity: .warning,
    summary: "body filters, sorts or maps a model's collection: this runs on every evaluation; make it a property of the model",
    explanation: """
      body runs whenever anything it read changes. `model.items.filter { … }` or `.sorted()` there repeats
      the whole computation each time, for every view that shows it. Give the model a property
      (`var visibleItems: [Item]`, computed or cached and updated in didSet) and read that.
      """,
    triggering: [
      Example("""
      struct ListView: View {
          let model: Model
          var body: some View {
              ForEach(↓model.items.filter { $0.isDone }) { Text($0.title) }
          }
      }
      """, message: "model.items.filter runs on every body evaluation: make it a property of the model"),
    ],
    nonTriggering: [
      Example("""
      struct ListView: View {
          let model: Model
          var body: some View {
              ForEach(model.doneItems) { Text($0.title) }
          }
      }
      """),
    ])
  static let triggerWords: Set<String> = ["filter", "sorted", "map", "compactMap", "flatMap"]
  static let requiredWords: Set<String> = ["body"]
  static let deriving: Set<String> = ["filter", "sorted", "map", "compactMap", "flatMap"]

  func check(_ file: LintFile) {
    for call in file.nodes.calls {
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            Self.deriving.contains(member.declName.baseName.text),
            let collection = member.base?.as(MemberAccessExprSyntax.self),
            let base = collection.base?.as(DeclReferenceExprSyntax.self), base.baseName.text != "self",
            base.baseName.text.first?.isLowercase == true, SyntaxQueries.isInViewBody(call) else { continue }
      file.report(Self.self, at: collection, "\(collection.trimmedDescription).\(member.declName.baseName.text) runs on every body evaluation: make it a property of the model")
    }
  }
}
