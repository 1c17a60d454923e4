import LookoutSyntax
internal import SwiftSyntax

/// U7: an observable model that views hold, not isolated to the main actor.
final class ModelNotMainActorRule: ProjectLintRule {
  static let description = RuleDescription(
    id: "model-not-main-actor", pitfalls: ["U7"], severity: .warning,
    summary: "Views hold this @Observable model but it is not @MainActor: background writes race with SwiftUI silently; make it @MainActor",
    explanation: """
      ObservableObject warned "Publishing changes from background threads is not allowed"; Observation
      doesn't. A write from a background task to a property a view reads races with the view's evaluation,
      and nothing tells you. Isolate UI models to the main actor (`@MainActor @Observable final class …`);
      do background work in `nonisolated` async functions and assign results on the main actor.
      The rule looks at the whole project: it reports models that some view holds (@State, @Bindable,
      @Environment, or a plain property).
      """,
    triggering: [
      Example("""
      ↓@Observable final class Cart { var items: [String] = [] }
      struct CartView: View {
          @State private var cart = Cart()
          var body: some View { Text("\\(cart.items.count)") }
      }
      """, message: "Cart is held by views but not @MainActor: background writes would race with SwiftUI; add @MainActor"),
    ],
    nonTriggering: [
      Example("""
      @MainActor @Observable final class Cart { var items: [String] = [] }
      struct CartView: View {
          @State private var cart = Cart()
          var body: some View { Text("\\(cart.items.count)") }
      }
      """),
      Example("""
      @Observable final class Engine { var rpm = 0 }
      final class Car { let engine = Engine() }
      """),
    ])
  static let triggerWords: Set<String> = ["Observable", "Tracked", "Model"]
  static let triggersOnObservableNames = true

  struct Facts: Sendable {
    var heldByViews: Set<String> = []
    var candidates: [(name: String, place: LintProject.Place)] = []
  }

  static func facts(in file: LintFile) -> Facts {
    var facts = Facts()
    for node in file.nodes.classes where SyntaxQueries.isObservableClass(node) {
      if !SyntaxNames.attributeNames(node.attributes).contains("MainActor") { facts.candidates.append((node.name.text, file.place(of: node))) }
    }
    for node in file.nodes.structs where SyntaxQueries.isView(node) {
      for property in SyntaxQueries.properties(node.memberBlock) {
        if let type = property.typeName { facts.heldByViews.insert(type) }
        if let environment = property.attribute(named: "Environment"), let argument = environment.arguments?.trimmedDescription,
           argument.hasSuffix(".self") {
          facts.heldByViews.insert(String(argument.dropLast(5)))
        }
      }
    }
    return facts
  }

  static func finish(_ facts: [Facts], project: LintProject) {
    let heldByViews = facts.reduce(into: Set<String>()) { $0.formUnion($1.heldByViews) }
    // One finding per class name: its last declaration, as a dictionary built in path order keeps it.
    var candidates: [String: LintProject.Place] = [:]
    for candidate in facts.flatMap(\.candidates) { candidates[candidate.name] = candidate.place }
    for (name, place) in candidates.sorted(by: { $0.key < $1.key }) where heldByViews.contains(name) && !project.index.mainActor.contains(name) {
      project.report(Self.self, at: place, "\(name) is held by views but not @MainActor: background writes would race with SwiftUI; add @MainActor")
    }
  }
}
