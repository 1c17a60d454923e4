import LookoutMap
import LookoutSyntax

/// A computed property or helper of a model (or any non-view type) that reads the tracked properties of two
/// or more models: every view reading it depends on all of them.
final class CrossModelDerivationRule: ProjectLintRule {
  static let description = RuleDescription(
    id: "cross-model-derivation", pitfalls: ["guides"], severity: .note, confidence: .high,
    summary: "A computed property or helper reads two or more models: every view that reads it re-runs when any of them changes",
    explanation: """
      A computed property is tracked through what it reads. When a store's computed property also reads
      another store (`cart.badge` reading `session.user`), each view reading it depends on both, though its
      code names only one — the cascade that made a top bar's body hang for seconds in a shipping app. Keep
      each model's derived values to its own state, pass the other model's value in, or cache the derived
      value in a stored property updated when its inputs change. The rule reads the whole project and
      reports the computed properties and methods of non-view types that some view's body reaches (the
      message names the models read and the views that reach it) when at least one model is reached through
      a shared instance (`Session.shared`) or a global — not along the object's own properties
      (`order.customer.name` is the order's own data), nor through an argument its caller passes. Helpers of views, and helpers
      returning views, are not reported, and the objects a model builds for itself
      (`let selection = Selection()`) count as part of it.
      """,
    triggering: [
      Example("""
      @Observable final class Session {
          static let shared = Session()
          var userName = ""
      }
      @Observable final class Cart {
          var items: [String] = []
          var ↓badge: String { "\\(Session.shared.userName): \\(items.count)" }
      }
      struct TopBar: View {
          let cart: Cart
          var body: some View { Text(cart.badge) }
      }
      """, message: "Cart.badge reads 2 models (Cart.items, Session.userName): TopBar re-runs when any of them changes; keep derived values to one model, or pass the other's value in"),
    ],
    nonTriggering: [
      Example("""
      @Observable final class Cart {
          var items: [String] = []
          var coupon = ""
          var badge: String { "\\(coupon): \\(items.count)" }
      }
      struct TopBar: View {
          let cart: Cart
          var body: some View { Text(cart.badge) }
      }
      """),
      Example("""
      @Observable final class Customer {
          var name = ""
      }
      @Observable final class Order {
          var items: [String] = []
          var customer = Customer()
          var title: String { "\\(customer.name): \\(items.count)" }
      }
      struct OrderHeader: View {
          let order: Order
          var body: some View { Text(order.title) }
      }
      """),
      Example("""
      @Observable final class Selection {
          var ids: Set<Int> = []
      }
      @Observable final class Inbox {
          var messages: [Int] = []
          let selection = Selection()
          var selectedCount: Int { messages.filter { selection.ids.contains($0) }.count }
      }
      struct Header: View {
          let inbox: Inbox
          var body: some View { Text("\\(inbox.selectedCount)") }
      }
      """),
    ])
  static let triggerWords = MapBuilder.relevantWords
  static let triggersOnModelNames = true

  static func facts(in file: LintFile) -> MapFileSummary { file.mapSummary }

  static func finish(_ facts: [MapFileSummary], project: LintProject) {
    let map = project.readMap(facts)
    for derivation in map.derivations {
      let models = Set(derivation.reads.map(\.owner))
      // The model's own graph (`order.customer.name`) is its data, and an argument is in plain sight at the
      // call; another store reached through a shared instance or a global is the hidden dependency.
      guard models.count >= 2, !derivation.foreignModels.isEmpty else { continue }
      let reads = derivation.reads.map(\.shortDescription).joined(separator: ", ")
      let views = derivation.readers.map(\.name)
      let readers = views.count == 1 ? "\(views[0]) re-runs" : "\(views.count) views (\(views.joined(separator: ", "))) re-run"
      project.report(Self.self, at: LintProject.Place(derivation.place),
                     "\(derivation.label) reads \(models.count) models (\(reads)): \(readers) when any of them changes; keep derived values to one model, or pass the other's value in")
    }
  }
}
