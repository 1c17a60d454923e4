import LookoutSyntax
internal import SwiftSyntax

/// U2: `@State` on a model the view receives from its parent.
final class StateOnPassedModelRule: ProjectLintRule {
  static let description = RuleDescription(
    id: "state-on-passed-model", kind: .updates, pitfalls: ["U2"], severity: .note, confidence: .medium,
    summary: "@State on a model passed in from the parent keeps the first instance and ignores later ones: use let (or @Bindable)",
    explanation: """
      @State is for values a view owns: SwiftUI stores the first value and ignores what the parent passes
      on later updates. A child declared `@State var item: Item` (no default) that receives its model from
      the parent therefore holds on to a stale object when the parent passes a different one. Declare it
      `let item: Item`, or `@Bindable var item: Item` to make bindings; keep @State for models the view
      creates itself (`@State private var model = Model()`).
      A model the view's initializer builds, or takes from a parameter with a default value, is the view's
      own: not reported. The rule reads the view's call sites across the project and reports only when one
      passes an object that can change while the view keeps its identity (`Detail(item: model.selection)`).
      It is quiet for a model built at the call site (`Child(model: Model())`) or in a local just before it,
      the caller's own @State or environment object, a shared instance, the item of a presentation
      (`sheet(item:)`, `navigationDestination`, a `NavigationLink` destination), a call re-identified with
      `.id(_:)`, and calls outside views and in previews. A ForEach row given its element is reported: a
      reloaded list brings new objects under the same ids, and the row keeps the first. A caller that passes
      on its own plain property is followed to its own callers. When the project has no call site of the
      view, the finding is a note: whether the model changes depends on code the linter cannot see.
      Confidence: medium — harmless when the parent never passes a different object.
      """,
    triggering: [
      Example("""
      @Observable final class Item { var name = "" }
      struct Row: View {
          ↓@State var item: Item
          var body: some View { Text(item.name) }
      }
      struct Detail: View {
          @Bindable var model: Library
          var body: some View { Row(item: model.selection) }
      }
      """, message: "@State item: Item comes from the parent, and @State keeps only the first one (Detail passes one that changes, Example.swift:8); use `let` (or @Bindable)"),
      Example("""
      @Observable final class Task: Identifiable { var title = "" }
      struct TaskRow: View {
          ↓@State var task: Task
          var body: some View { Text(task.title) }
      }
      struct ProjectView: View {
          let tasks: [Task]
          var body: some View { List(tasks) { task in TaskRow(task: task) } }
      }
      """),
    ],
    nonTriggering: [
      Example("""
      @Observable final class Loader { init(id: Int) {} }
      struct Detail: View {
          @State private var loader: Loader
          init(id: Int) { self.loader = Loader(id: id) }
          var body: some View { Text("") }
      }
      """),
      Example("""
      @Observable final class Feed {}
      struct FeedScreen: View {
          @State private var feed: Feed
          init(feed: Feed = Feed()) { self.feed = feed }
          var body: some View { Text("") }
      }
      """),
      Example("""
      @Observable final class Store { static let shared = Store() }
      @Observable final class Item: Identifiable { init() {}; init(copying: Item) {} }
      struct Voice: View {
          @State var store: Store
          @State var item: Item
          var body: some View { Text("") }
      }
      struct Entry: View {
          @State private var store = Store.shared
          let items: [Item]
          var body: some View {
              Voice(store: store, item: Item())
              ForEach(items) { item in
                  let model = Item(copying: item)
                  Voice(store: Store.shared, item: model)
              }
              Voice(store: store, item: items[0]).id(items[0].id)
          }
      }
      """),
      Example("""
      @Observable final class Item { var name = "" }
      struct Row: View {
          let item: Item
          @State private var draft = Item()
          @State private var isEditing: Bool
          @State private var selection: Item?
          var body: some View { Text(item.name) }
      }
      """),
    ],
    measured: MeasuredPrecision(right: 0, wrong: 0, debatable: 1, on: MeasuredPrecision.secondRound2026))
  /// Views declare `@State var model: Model`: files that name an observable type and `State`. Their call
  /// sites are read from every file that mentions the view (MentionedFiles).
  static let triggerWords: Set<String> = []
  static let requiredWords: Set<String> = ["State"]
  static let triggersOnObservableNames = true

  struct Candidate: Sendable {
    let view: String
    let name: String
    let type: String
    /// The label callers pass the model with.
    let label: String
    let place: LintProject.Place
  }

  static func facts(in file: LintFile) -> [Candidate] {
    var candidates: [Candidate] = []
    for node in file.nodes.structs where ViewDeclaration.isView(node) && !file.isPreview(node) {
      let initializers = file.nodes.initializers.inside(node.memberBlock)
      // An explicit initializer that sets `_name` decides itself (state-initial-value-in-init looks at it).
      let initialized = Set(initializers.flatMap { initializer in
        file.nodes.references.inside(initializer).map(\.baseName.text).filter { $0.hasPrefix("_") }
      })
      let sources = Self.assignmentSources(initializers)
      for property in MemberDeclarations.properties(in: node.memberBlock) where !property.isStatic {
        guard let state = property.attribute(named: "State"), let binding = property.decl.bindings.first,
              binding.initializer == nil, binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) != true,
              let name = property.names.first, !initialized.contains("_" + name),
              let type = property.typeName, file.index.isObservable(type) else { continue }
        // Without an initializer, the memberwise one takes it by its name. Set by an initializer from
        // something other than a parameter the caller must pass (a model it builds, a parameter with a
        // default): the view owns it.
        let label: String
        if initializers.isEmpty {
          label = name
        } else if let assigned = sources[name], let required = assigned.requiredLabel {
          label = required
        } else {
          continue
        }
        candidates.append(Candidate(view: node.name.text, name: name, type: type, label: label, place: file.place(of: state)))
      }
    }
    return candidates
  }

  static func finish(_ facts: [[Candidate]], project: LintProject) {
    let candidates = facts.flatMap { $0 }
    guard !candidates.isEmpty else { return }
    let sites = CallSiteIndex(views: Set(candidates.map(\.view)), files: project.files)
    for candidate in candidates {
      // Only when some caller passes an object that can change while the view keeps its identity (a row's
      // element too: a reloaded list brings new objects under the same ids); a model built at the call
      // site, the caller's own state or a presented item stays the same.
      let verdict = sites.verdict(view: candidate.view, label: candidate.label, rowElementsVary: true)
      let message = "@State \(candidate.name): \(candidate.type) comes from the parent, and @State keeps only the first one"
      if let site = verdict.varyingSite {
        project.report(Self.self, at: candidate.place, message + " (\(site.caller ?? "a caller") passes one that changes, \(site.shortPlace)); use `let` (or @Bindable)")
      } else if verdict.isUnresolved {
        project.report(Self.self, at: candidate.place, message + " (no call site in this project shows whether it changes); use `let` (or @Bindable)",
                       severity: Self.description.severity.lowered)
      }
    }
  }

  /// Where an initializer's assignment to a property takes its value from.
  struct Sources {
    /// The label of a parameter without a default value that is assigned, when one is.
    var requiredLabel: String?
    /// Assigned something the initializer builds, or a parameter with a default.
    var owned = false
  }

  /// For each property the initializers assign (`self.x = …`, `x = …`), where the values come from.
  static func assignmentSources(_ initializers: [InitializerDeclSyntax]) -> [String: Sources] {
    var sources: [String: Sources] = [:]
    for initializer in initializers {
      let labels = CallSites.labels(of: initializer)
      let required = Set(initializer.signature.parameterClause.parameters.filter { $0.defaultValue == nil }.map { ($0.secondName ?? $0.firstName).text })
      for item in initializer.body?.statements ?? [] {
        guard let name = AssignmentTarget.name(of: item), case .expr(let expression) = item.item,
              let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
              let value = sequence.elements.last else { continue }
        if let parameter = value.as(DeclReferenceExprSyntax.self)?.baseName.text, required.contains(parameter), let label = labels[parameter] {
          if sources[name, default: Sources()].owned { continue }
          sources[name, default: Sources()].requiredLabel = label
        } else {
          sources[name, default: Sources()].owned = true
          sources[name]?.requiredLabel = nil
        }
      }
    }
    return sources
  }
}
