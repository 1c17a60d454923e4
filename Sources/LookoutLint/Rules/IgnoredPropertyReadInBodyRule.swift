import LookoutSyntax
internal import SwiftSyntax

/// An `@ObservationIgnored` property that some view's `body` reads: that view never updates for it.
final class IgnoredPropertyReadInBodyRule: ProjectLintRule {
  static let description = RuleDescription(
    id: "ignored-property-read-in-body", pitfalls: ["U3", "U11"], severity: .warning,
    summary: "A view's body reads this @ObservationIgnored property: the view will not update when it changes; track it",
    explanation: """
      @ObservationIgnored (and @Untracked) take a property out of tracking: reads of it record nothing, so a
      body that shows it keeps the old value until something else makes the view update. If views show the
      property, remove the attribute; keep it only for state no view displays (caches, cancellables,
      formatters). The rule looks at the whole project: it matches `model.property` reads in view bodies
      whose `model` resolves to the class.
      """,
    triggering: [
      Example("""
      @Observable final class Cart {
          var items: [String] = []
          ↓@ObservationIgnored var lastRefresh = ""
      }
      struct CartView: View {
          let cart: Cart
          var body: some View { Text(cart.lastRefresh) }
      }
      """, message: "Cart.lastRefresh is ignored but a view's body reads it: that view won't update when it changes; remove the attribute"),
    ],
    nonTriggering: [
      Example("""
      @Observable final class Cart {
          var items: [String] = []
          @ObservationIgnored var cache: [String: Int] = [:]
      }
      struct CartView: View {
          let cart: Cart
          var body: some View { Text("\\(cart.items.count)") }
      }
      """),
    ])
  static let triggerWords: Set<String> = ["ObservationIgnored", "Untracked"]
  static let triggersOnObservableNames = true

  struct Facts: Sendable {
    var ignored: [(type: String, name: String, place: LintProject.Place)] = []
    var readInBodies: Set<String> = []
  }

  static func facts(in file: LintFile) -> Facts {
    var facts = Facts()
    for node in file.nodes.classes where SyntaxQueries.isObservableClass(node) {
      for property in SyntaxQueries.properties(node.memberBlock) where property.isStoredInstanceVar && SyntaxQueries.isIgnored(property) {
        let attribute = property.attributeNames.first(where: SyntaxQueries.ignoreAttributes.contains).flatMap(property.attribute(named:))
        let place = attribute.map(file.place(of:)) ?? file.place(of: property.decl)
        for name in property.names { facts.ignored.append((node.name.text, name, place)) }
      }
    }
    for node in file.nodes.structs where SyntaxQueries.isView(node) {
      guard let body = node.memberBlock.members.lazy.compactMap({ ComputedPropertyBody($0.decl) }).first(where: { $0.name == "body" }) else { continue }
      for member in file.nodes.memberAccesses.inside(body.declaration) {
        guard let base = member.base, let type = TypeResolution.type(of: base) else { continue }
        facts.readInBodies.insert(type + "." + member.declName.baseName.text)
      }
    }
    return facts
  }

  static func finish(_ facts: [Facts], project: LintProject) {
    let readInBodies = facts.reduce(into: Set<String>()) { $0.formUnion($1.readInBodies) }
    for property in facts.flatMap(\.ignored) where readInBodies.contains(property.type + "." + property.name) {
      project.report(Self.self, at: property.place, "\(property.type).\(property.name) is ignored but a view's body reads it: that view won't update when it changes; remove the attribute")
    }
  }
}
