import LookoutSyntax
internal import SwiftSyntax

/// `filter`/`sorted`/`map` over a model's collection inside `body`.
final class BodyDerivesCollectionRule: LintRule {
  static let description = RuleDescription(
    id: "body-derives-collection", kind: .performance, pitfalls: ["guides"], severity: .note, confidence: .low,
    summary: "body filters, sorts or maps a model's collection: this runs on every evaluation; make it a property of the model",
    explanation: """
      body runs whenever anything it read changes. `model.items.filter { … }` or `.sorted()` there repeats
      the whole computation each time, for every view that shows it. Give the model a property
      (`var visibleItems: [Item]`, computed or cached and updated in didSet) and read that.
      The rule looks at `filter`, `sorted` and `compactMap` (not `map`, which is as often `Optional.map`
      and cheap) over a collection of a model the view holds, in what `body` renders (not in actions).
      Confidence: low — a note: a short collection, or a body that rarely runs, costs nothing, and the linter
      sees neither the size nor how often the body runs.
      """,
    triggering: [
      Example("""
      @Observable final class Model { var items: [Item] = [] }
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
      Example("""
      struct RouteView: View {
          let route: Route
          var body: some View {
              route.gateway.map { Text($0.name) } ?? Text("None")
          }
      }
      """),
      Example("""
      struct ListView: View {
          let model: Model
          var body: some View {
              Button("Sort") { model.order = model.items.sorted().map(\\.id) }
          }
      }
      """),
    ],
    measured: MeasuredPrecision(right: 0, wrong: 3, debatable: 0, on: MeasuredPrecision.december2026))
  static let triggerWords: Set<String> = ["filter", "sorted", "compactMap"]
  static let requiredWords: Set<String> = ["body"]
  static let deriving: Set<String> = ["filter", "sorted", "compactMap"]

  func check(_ file: LintFile) {
    for call in file.nodes.calls {
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            Self.deriving.contains(member.declName.baseName.text),
            let collection = member.base?.as(MemberAccessExprSyntax.self),
            let base = collection.base?.as(DeclReferenceExprSyntax.self), base.baseName.text != "self",
            base.baseName.text.first?.isLowercase == true, SyntaxQueries.isRenderedInViewBody(call),
            Self.isModelHeldByView(base.baseName.text, around: call, index: file.index) else { continue }
      file.report(Self.self, at: collection, "\(collection.trimmedDescription).\(member.declName.baseName.text) runs on every body evaluation: make it a property of the model")
    }
  }

  /// Whether `name` is a property of the view holding a model: an observable or `ObservableObject` class
  /// of the project, or one read from the environment.
  static func isModelHeldByView(_ name: String, around node: some SyntaxProtocol, index: TypeIndex) -> Bool {
    guard let view = SyntaxQueries.enclosingType(node)?.as(StructDeclSyntax.self),
          let property = MemberDeclarations.properties(in: view.memberBlock).first(where: { $0.names.contains(name) }) else { return false }
    if let environment = property.attribute(named: "Environment")?.arguments?.trimmedDescription, environment.hasSuffix(".self") { return true }
    guard let type = property.typeName else { return false }
    return index.isObservable(type) || index.legacy.contains(type)
  }
}
