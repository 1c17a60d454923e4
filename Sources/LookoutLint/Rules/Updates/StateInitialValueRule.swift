import Foundation
import LookoutSyntax
internal import SwiftSyntax

/// M11, U3: `_model = State(initialValue: Model(id: id))` in a view's initializer.
final class StateInitialValueRule: ProjectLintRule {
  static let description = RuleDescription(
    id: "state-initial-value-in-init", kind: .updates, pitfalls: ["M11", "U3"], severity: .warning, confidence: .high,
    summary: "State(initialValue:) in init is read once: a model built there keeps its first arguments, and a value copied there that the view only shows never follows its source",
    explanation: """
      `_model = State(initialValue: Model(id: id))` builds a model on every view initialisation, and SwiftUI
      keeps only the first: when `id` changes the view keeps showing the old model. Create the model in the
      parent and pass it in, or create it in `.task(id: id) { model = Model(id: id) }`.
      `_title = State(initialValue: item.title)` copies a value once, outside any tracking: a view that only
      shows `title` will not follow the item; read `item.title` in body. A copy the view binds, assigns or
      mutates (`TextField("Title", text: $draft)`, `draft.tags.insert(tag)`, a helper method that sets it) is
      how editing forms keep a draft: not reported.
      Either way it matters only when the argument can change while the view keeps its identity, so the rule
      reads the view's call sites across the project. It stays quiet when every caller passes something that
      cannot: a literal, an object built at the call site or in a local just before it, the caller's own
      @State or environment object, a shared instance, the item of `sheet(item:)`, `navigationDestination`,
      a `NavigationLink` destination or `WindowGroup(for:)` (each item gets a view of its own), a call that
      re-identifies the view with `.id(_:)`, or a call outside any view (a router, a hosting controller, an
      `App`, which create it once). A caller that passes on its own property is followed to its callers. A
      row's element counts as changing for a copied value (the row keeps its id when the element's fields
      change). Not reported in an `App` or `Scene`, nor in previews.
      When the project has no call site of the view (a library's public view), the finding is lowered to a
      note: whether the argument changes depends on code the linter cannot see.
      Confidence: high — the arguments of later initialisations are ignored.
      """,
    triggering: [
      Example("""
      @Observable final class Profile { init(id: String) {} }
      struct ProfileView: View {
          @State private var profile: Profile
          init(id: String) { _profile = ↓State(initialValue: Profile(id: id)) }
          var body: some View { Text("") }
      }
      struct ProfileHost: View {
          let selection: String
          @Bindable var router: Router
          var body: some View { ProfileView(id: router.selectedID) }
      }
      """, message: "State(initialValue: Profile(…)) in init keeps the first model: when id changes the view keeps the old one (ProfileHost passes one that changes, Example.swift:10); create it in the parent or in .task(id:)"),
      Example("""
      struct TitleView: View {
          @State private var title: String
          init(item: Item) { _title = ↓State(initialValue: item.title) }
          var body: some View { Text(title) }
      }
      struct ItemList: View {
          let items: [Item]
          var body: some View { ForEach(items) { item in TitleView(item: item) } }
      }
      """, message: "State(initialValue: item.title) copies the value once and the view only reads it: it will not follow item (ItemList passes one that changes, Example.swift:8); read item.title in body instead"),
    ],
    nonTriggering: [
      Example("""
      struct Counter: View {
          @State private var count: Int
          init(start: Int) { _count = State(initialValue: start) }
          var body: some View { Text("\\(count)") }
      }
      """),
      Example("""
      struct TitleEditor: View {
          @State private var draft: String
          init(item: Item) { _draft = State(initialValue: item.title) }
          var body: some View { TextField("Title", text: Binding(get: { draft }, set: { draft = $0 })) }
      }
      struct Tags: View {
          @State private var selected: Set<String>
          init(item: Item) { _selected = State(initialValue: item.tags) }
          var body: some View { Button("Add") { add("new") } }
          func add(_ tag: String) { selected.insert(tag) }
      }
      """),
      Example("""
      @Observable final class Preview { init() {} }
      @main struct MyApp: App {
          @State private var preview: Preview
          init() { _preview = State(initialValue: Preview()) }
          var body: some Scene { WindowGroup { Text("") } }
      }
      """),
      Example("""
      @Observable final class Editor { init(mode: Mode) {} }
      struct EditorView: View {
          @State private var editor: Editor
          init(mode: Mode) { _editor = State(initialValue: Editor(mode: mode)) }
          var body: some View { Text("") }
      }
      struct Root: View {
          @State private var draft: Draft?
          @State private var route = Route.home
          let posts: [Post]
          var body: some View {
              EditorView(mode: .new)
                  .sheet(item: $draft) { draft in EditorView(mode: .edit(draft)) }
                  .navigationDestination(for: Post.self) { post in EditorView(mode: .reply(post)) }
              ForEach(posts) { post in EditorView(mode: .quote(post)).id(post.id) }
          }
      }
      """),
      Example("""
      @Observable final class Downloads { init(manager: Manager) {} }
      struct DownloadsView: View {
          @State private var downloads: Downloads
          init(manager: Manager) { _downloads = State(initialValue: Downloads(manager: manager)) }
          var body: some View { Text("") }
      }
      struct Settings: View {
          @Environment(Manager.self) private var manager
          var body: some View { DownloadsView(manager: manager) }
      }
      """),
    ],
    measured: MeasuredPrecision(right: 1, wrong: 0, debatable: 0, on: MeasuredPrecision.december2026))
  static let triggerWords: Set<String> = ["State"]
  static let requiredWords: Set<String> = ["initialValue", "wrappedValue"]

  /// A `State(initialValue:)` the view's initializer builds from its parameters.
  struct Candidate: Sendable {
    let view: String
    /// The labels callers write for the parameters the value is built from.
    let labels: [String]
    /// The parameters' names as written inside the initializer (for the message).
    let parameters: [String]
    /// `Profile` for a model built from the parameters; nil for a copied value.
    let model: String?
    /// `item.title` for a copied value.
    let copied: String?
    let place: LintProject.Place
  }

  static func facts(in file: LintFile) -> [Candidate] {
    var candidates: [Candidate] = []
    for initializer in file.nodes.initializers {
      let labels = CallSites.labels(of: initializer)
      guard !labels.isEmpty, let type = SyntaxQueries.enclosingType(initializer)?.as(StructDeclSyntax.self),
            ViewDeclaration.isView(type), !ViewDeclaration.isAppOrScene(type), !file.isPreview(initializer) else { continue }
      for call in file.nodes.calls.inside(initializer) {
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "State",
              let argument = call.arguments.first, ["initialValue", "wrappedValue"].contains(argument.label?.text) else { continue }
        let value = argument.expression
        if let member = value.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
           let label = labels[base.baseName.text], let state = Self.assignedState(of: call),
           Self.isOnlyRead(state, in: type), !(file.index.projectedNames[type.name.text]?.contains(state) ?? false) {
          // A copy the view only shows: it never changes after the first initialisation.
          candidates.append(Candidate(view: type.name.text, labels: [label], parameters: [base.baseName.text], model: nil,
                                      copied: member.trimmedDescription, place: file.place(of: call)))
          continue
        }
        guard let model = SyntaxNames.constructedType(value), let construction = value.as(FunctionCallExprSyntax.self),
              file.index.observable.contains(model) || file.index.legacy.contains(model) else { continue }
        var used: [String] = []
        for token in construction.arguments.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier && labels[token.text] != nil {
          if !used.contains(token.text) { used.append(token.text) }
        }
        guard !used.isEmpty else { continue }
        candidates.append(Candidate(view: type.name.text, labels: used.compactMap { labels[$0] }, parameters: used, model: model,
                                    copied: nil, place: file.place(of: call)))
      }
    }
    return candidates
  }

  static func finish(_ facts: [[Candidate]], project: LintProject) {
    let candidates = facts.flatMap { $0 }
    guard !candidates.isEmpty else { return }
    let sites = CallSiteIndex(views: Set(candidates.map(\.view)), files: project.files)
    for candidate in candidates {
      // A copied value goes stale when a row's element changes; a model built from it too.
      let verdicts = candidate.labels.map { sites.verdict(view: candidate.view, label: $0, rowElementsVary: true) }
      let evidence: String
      var severity: Severity?
      if let varies = verdicts.lazy.compactMap(\.varyingSite).first {
        evidence = " (\(Self.caller(of: varies, project: project)) passes one that changes, \(varies.shortPlace))"
      } else if verdicts.contains(where: \.isUnresolved) {
        evidence = " (no call site in this project shows whether it changes)"
        severity = Self.description.severity.lowered
      } else {
        continue
      }
      let parameter = candidate.parameters[0]
      if let copied = candidate.copied {
        project.report(Self.self, at: candidate.place, "State(initialValue: \(copied)) copies the value once and the view only reads it: it will not follow \(parameter)\(evidence); read \(copied) in body instead", severity: severity)
      } else if let model = candidate.model {
        project.report(Self.self, at: candidate.place, "State(initialValue: \(model)(…)) in init keeps the first model: when \(parameter) changes the view keeps the old one\(evidence); create it in the parent or in .task(id:)", severity: severity)
      }
    }
  }

  /// The type whose code holds a call site.
  static func caller(of site: CallSite, project: LintProject) -> String {
    site.caller ?? "a caller"
  }
}

extension StateInitialValueRule {
  /// `title` in `_title = State(initialValue: …)`.
  static func assignedState(of call: FunctionCallExprSyntax) -> String? {
    guard let sequence = call.parent?.parent?.as(SequenceExprSyntax.self), let target = sequence.elements.first else { return nil }
    let text = target.trimmedDescription.replacingOccurrences(of: "self.", with: "")
    return text.hasPrefix("_") ? String(text.dropFirst()) : nil
  }

  /// Whether the view never binds (`$title`), assigns nor mutates the state: it only shows the copy.
  static func isOnlyRead(_ name: String, in view: StructDeclSyntax) -> Bool {
    let usage = DollarUsage(view.memberBlock)
    return !usage.bindings.contains(name) && !usage.bareProjections.contains(name) && !StateWrites.names(in: view.memberBlock).contains(name)
  }
}

private extension TokenKind {
  var isIdentifier: Bool { if case .identifier = self { return true } else { return false } }
}
