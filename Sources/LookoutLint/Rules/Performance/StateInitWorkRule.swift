import LookoutSyntax
internal import SwiftSyntax

/// M10: `@State var model = Model()` where `Model.init` does work.
final class StateInitWorkRule: ProjectLintRule {
  static let description = RuleDescription(
    id: "state-model-init-work", kind: .performance, pitfalls: ["M10"], severity: .warning, confidence: .medium,
    summary: "@State runs this model's init on every view init, and the init does work: keep init light and move the work to .task",
    explanation: """
      @StateObject took an @autoclosure and built its object once. @State takes a plain value: the
      expression `Model()` runs every time the view's initializer runs (each parent update), and SwiftUI
      throws the extra instances away. If `Model.init` starts network requests, reads files, decodes,
      registers notifications or timers, that work repeats — duplicate requests, stutter. Keep the
      initializer to assignments and start the work from the view: `.task { await model.load() }`.
      This holds when building with Xcode 26 or earlier. From Xcode 27, `@State` is a macro that evaluates
      its initial value once per view identity; with `"xcode": 27` in .lookout.json the rule is quiet.
      Only a model built by the initial value counts: `@State var store = Store.shared` runs nothing on view
      creation (a `static let` is initialised once), a `static` @State is initialised once, and an `App` or
      `Scene` is created once. Preview code is left out.
      """,
    triggering: [
      Example("""
      @Observable final class Feed {
          var posts: [String] = []
          init() { NotificationCenter.default.addObserver(forName: .init("x"), object: nil, queue: nil) { _ in } }
      }
      struct FeedView: View {
          ↓@State private var feed = Feed()
          var body: some View { Text("\\(feed.posts.count)") }
      }
      """, message: "@State runs Feed.init on every view init, and it does work (notifications (NotificationCenter)): keep init light and start the work in .task"),
    ],
    nonTriggering: [
      Example("""
      @Observable final class Feed {
          static let shared = Feed()
          var posts: [String] = []
          init() { NotificationCenter.default.addObserver(forName: .init("x"), object: nil, queue: nil) { _ in } }
      }
      struct FeedView: View {
          @State private var feed = Feed.shared
          var body: some View { Text("\\(feed.posts.count)") }
      }
      @main struct FeedApp: App {
          @State private var feed = Feed()
          var body: some Scene { WindowGroup { FeedView() } }
      }
      """),
      Example("""
      @Observable final class Feed {
          var posts: [String] = []
          func load() async {}
      }
      struct FeedView: View {
          @State private var feed = Feed()
          var body: some View { Text("\\(feed.posts.count)").task { await feed.load() } }
      }
      """),
    ],
    quietFromXcode: 27)
  static let triggerWords: Set<String> = ObservationAttributes.classMacros
  static let triggersOnObservableNames = true
  /// Models that do work in `init`, and `@State var model = Model()` declarations.
  static let requiredWords: Set<String> = ObservationAttributes.classMacros.union(["State"])

  struct Facts: Sendable {
    var initWork: [(type: String, work: [String])] = []
    var states: [(type: String, place: LintProject.Place)] = []
  }

  static func facts(in file: LintFile) -> Facts {
    var facts = Facts()
    for node in file.nodes.classes where ObservationAttributes.isObservable(node) {
      let work = InitWork.calls(in: node.memberBlock)
      if !work.isEmpty { facts.initWork.append((node.name.text, work)) }
    }
    for node in file.nodes.variables {
      let property = StoredProperty(node)
      // A call builds the model (`Feed()`, `Feed.make()`); `Feed.shared` reads one built once.
      guard property.attributeNames.contains("State"), !property.isStatic, let value = node.bindings.first?.initializer?.value,
            value.is(FunctionCallExprSyntax.self), let type = SyntaxNames.constructedType(value), !file.isPreview(node),
            let view = SyntaxQueries.enclosingType(node)?.as(StructDeclSyntax.self), !ViewDeclaration.isAppOrScene(view) else { continue }
      facts.states.append((type, file.place(of: node)))
    }
    return facts
  }

  static func finish(_ facts: [Facts], project: LintProject) {
    var initWork: [String: [String]] = [:]
    for entry in facts.flatMap(\.initWork) { initWork[entry.type] = entry.work }
    for state in facts.flatMap(\.states) {
      guard let work = initWork[state.type] else { continue }
      project.report(Self.self, at: state.place, "@State runs \(state.type).init on every view init, and it does work (\(work.joined(separator: ", "))): keep init light and start the work in .task")
    }
  }
}
