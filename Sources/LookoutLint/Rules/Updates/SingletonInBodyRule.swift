import LookoutSyntax
internal import SwiftSyntax

/// U15: a property of a singleton that nothing observes, read while `body` renders.
final class SingletonInBodyRule: ProjectLintRule {
  static let description = RuleDescription(
    id: "singleton-in-body", kind: .updates, pitfalls: ["U15"], severity: .note, confidence: .low,
    summary: "body reads a property of a singleton the view does not observe: the view will not update when it changes",
    explanation: """
      `Text(Settings.shared.name)` in `body`, where `Settings` is a class of the project without
      `@Observable`, is a read that nothing tracks: when `name` changes, the view keeps showing the old value.
      An `ObservableObject` read this way is not subscribed to either (only @ObservedObject, @StateObject
      and @EnvironmentObject subscribe). Make the class `@Observable`, or inject it: `.environment(settings)`
      at the root and `@Environment(Settings.self)` in the view (`.environmentObject` and @EnvironmentObject
      for an ObservableObject).
      The rule looks only at what `body` renders (not at actions, `.task` or `.onAppear` closures, the
      closures of other methods, which run later, nor at an `App`'s scenes), only at property reads
      (`Formatter.shared.string(from:)` is a call), only at singletons of the project's classes that are
      not observable (Apple's framework types, such as `UIApplication`, are left alone), and not at:
      - a `let` property, which never changes (a publisher the view subscribes to with `.onReceive`);
      - a view that subscribes to the same class through a wrapper (`@ObservedObject var settings =
        Settings.shared`): its updates come through that.
      Confidence: low — a note: a property that never changes after launch, or that only the same control
      writes, is harmless, and the linter cannot tell.
      """,
    triggering: [
      Example("""
      final class Settings {
          static let shared = Settings()
          var title = "Inbox"
      }
      struct Header: View {
          var body: some View { Text(↓Settings.shared.title) }
      }
      """, message: "Settings.shared.title read in body, and Settings is not observable: the view will not update when it changes; make Settings @Observable or inject it"),
      Example("""
      final class Undo: ObservableObject {
          static let shared = Undo()
          @Published var history: [String] = []
      }
      struct Commands: View {
          var body: some View { Button("Clear") {}.disabled(↓Undo.shared.history.isEmpty) }
      }
      """, message: "Undo.shared.history read in body without subscribing: the view will not update when it changes; hold Undo with @ObservedObject (or @EnvironmentObject)"),
    ],
    nonTriggering: [
      // A method handed to an action, and a Binding's closures, run later: nothing is read to render.
      Example("""
      final class NewsService {
          static let shared = NewsService()
          var showsRead = false
          func fetch() {}
      }
      struct NewsList: View {
          var body: some View {
              Toggle("Read", isOn: Binding(get: { NewsService.shared.showsRead }, set: { NewsService.shared.showsRead = $0 }))
                  .onAppear(perform: NewsService.shared.fetch)
          }
      }
      """),
      Example("""
      @Observable final class Settings {
          static let shared = Settings()
          var title = "Inbox"
      }
      struct Header: View {
          var body: some View { Text(Settings.shared.title) }
      }
      """),
      Example("""
      final class Links {
          static let shared = Links()
          var help = URL(string: "https://example.com")!
      }
      struct Header: View {
          var body: some View {
              Button("Help") { UIApplication.shared.open(Links.shared.help) }
              Text("").alert(isPresented: .constant(false)) { Alert(title: Text(""), primaryButton: .destructive(Text("Go")) { open(Links.shared.help) }, secondaryButton: .cancel()) }
          }
      }
      """),
      Example("""
      final class Store {
          static let shared = Store()
          var title = "Inbox"
      }
      @main struct MyApp: App {
          var body: some Scene { WindowGroup { Text(Store.shared.title) } }
      }
      """),
      Example("""
      final class Formatter {
          static let shared = Formatter()
          func text(_ date: Date) -> String { "" }
      }
      struct Header: View {
          let date: Date
          var body: some View { Text(Formatter.shared.text(date)) }
      }
      """),
      Example("""
      final class Downloads: ObservableObject {
          static let shared = Downloads()
          let progress = PassthroughSubject<Double, Never>()
          @Published var active = false
      }
      struct Cell: View {
          @State private var value = 0.0
          @ObservedObject private var downloads = Downloads.shared
          var body: some View {
              Text(Downloads.shared.active ? "…" : "").onReceive(Downloads.shared.progress) { value = $0 }
          }
      }
      """),
    ],
    measured: MeasuredPrecision(right: 0, wrong: 10, debatable: 2, on: MeasuredPrecision.december2026))
  static let triggerWords: Set<String> = ["shared", "sharedInstance", "instance"]
  static let requiredWords: Set<String> = ["body"]
  static let singletonNames: Set<String> = ["shared", "sharedInstance", "instance"]
  /// Foundation's singletons (Apple's framework types start with a two-letter prefix: `UIApplication`).
  static let frameworkTypes: Set<String> = ["FileManager", "NotificationCenter", "UserDefaults", "Bundle", "ProcessInfo", "URLSession", "HTTPCookieStorage", "URLCache"]
  /// The wrappers through which a view subscribes to an object.
  static let subscribingWrappers: Set<String> = ["ObservedObject", "StateObject", "EnvironmentObject"]

  struct Read: Sendable {
    let type: String
    let property: String
    let text: String
    let place: LintProject.Place
  }

  struct Facts: Sendable {
    var reads: [Read] = []
    /// Each class's (and its extensions') constant properties declared in the file, by type.
    var constants: [String: Set<String>] = [:]
  }

  static func facts(in file: LintFile) -> Facts {
    var facts = Facts()
    for type in file.nodes.classes {
      facts.constants[type.name.text, default: []].formUnion(Self.constants(type.memberBlock))
    }
    for member in file.nodes.memberAccesses {
      guard Self.singletonNames.contains(member.declName.baseName.text),
            let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true,
            let read = member.parent?.as(MemberAccessExprSyntax.self), read.base?.id == member.id,
            !(read.parent?.as(FunctionCallExprSyntax.self).map { $0.calledExpression.id == read.id } ?? false),
            SyntaxQueries.isRenderedInViewBody(member), !file.isPreview(member), !Self.isSubscription(member) else { continue }
      let type = base.baseName.text
      // Classes nothing observes: the project's own, or (not declared here) not a framework's.
      let declared = file.index.declarations.filter { $0.name == type }
      if declared.isEmpty {
        guard !Self.frameworkTypes.contains(type), !(type.prefix(2).allSatisfy(\.isUppercase)) else { continue }
      } else {
        guard declared.contains(where: { $0.kind == .class }), !file.index.isObservable(type) else { continue }
      }
      if let view = SyntaxQueries.enclosingType(member)?.as(StructDeclSyntax.self), Self.subscribes(view, to: type) { continue }
      facts.reads.append(Read(type: type, property: read.declName.baseName.text, text: read.trimmedDescription, place: file.place(of: member)))
    }
    return facts
  }

  static func finish(_ facts: [Facts], project: LintProject) {
    var constants: [String: Set<String>] = [:]
    for fileFacts in facts { constants.merge(fileFacts.constants) { $0.union($1) } }
    for read in facts.flatMap(\.reads) where !(constants[read.type]?.contains(read.property) ?? false) {
      if project.index.legacy.contains(read.type) {
        project.report(Self.self, at: read.place, "\(read.text) read in body without subscribing: the view will not update when it changes; hold \(read.type) with @ObservedObject (or @EnvironmentObject)")
      } else {
        project.report(Self.self, at: read.place, "\(read.text) read in body, and \(read.type) is not observable: the view will not update when it changes; make \(read.type) @Observable or inject it")
      }
    }
  }

  /// The `let` properties of a type's body (instance and static): they never change.
  static func constants(_ members: MemberBlockSyntax) -> Set<String> {
    Set(MemberDeclarations.properties(in: members).filter(\.isLet).flatMap(\.names))
  }

  /// `.onReceive(Type.shared.publisher)`: a subscription, not a read to show.
  static func isSubscription(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let scope = current, !scope.is(CodeBlockItemSyntax.self) {
      if let call = scope.as(FunctionCallExprSyntax.self), SyntaxQueries.calledName(call) == "onReceive",
         call.arguments.first.map({ node.position >= $0.position && node.endPosition <= $0.endPosition }) == true {
        return true
      }
      current = scope.parent
    }
    return false
  }

  /// Whether the view holds an object of `type` through a wrapper that subscribes to it.
  static func subscribes(_ view: StructDeclSyntax, to type: String) -> Bool {
    MemberDeclarations.properties(in: view.memberBlock).contains { property in
      guard !Set(property.attributeNames).isDisjoint(with: subscribingWrappers) else { return false }
      return property.typeName == type
    }
  }
}
