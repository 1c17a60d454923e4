import LookoutSyntax
internal import SwiftSyntax

/// U15: a property of a singleton that is not observable, read while `body` renders.
final class SingletonInBodyRule: LintRule {
  static let description = RuleDescription(
    id: "singleton-in-body", kind: .updates, pitfalls: ["U15"], severity: .warning, confidence: .medium,
    summary: "body reads a property of a singleton that is not observable: the view will not update when it changes",
    explanation: """
      `Text(Settings.shared.name)` in `body`, where `Settings` is a class of the project without
      `@Observable`, is a read that nothing tracks: when `name` changes, the view keeps showing the old value
      (an `ObservableObject` read this way is not subscribed to either). Make the class `@Observable`, or
      inject it: `.environment(settings)` at the root and `@Environment(Settings.self)` in the view.
      The rule looks only at what `body` renders (not at actions, `.task` or `.onAppear` closures, nor at
      an `App`'s scenes), only at property reads (`Formatter.shared.string(from:)` is a call), and only at
      singletons of classes that are not observable (Apple's framework types, such as `UIApplication`, are
      left alone).
      Confidence: medium — a property that never changes after launch is harmless.
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
    ],
    nonTriggering: [
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
    ])
  static let triggerWords: Set<String> = ["shared", "sharedInstance", "instance"]
  static let requiredWords: Set<String> = ["body"]
  static let singletonNames: Set<String> = ["shared", "sharedInstance", "instance"]
  /// Foundation's singletons (Apple's framework types start with a two-letter prefix: `UIApplication`).
  static let frameworkTypes: Set<String> = ["FileManager", "NotificationCenter", "UserDefaults", "Bundle", "ProcessInfo", "URLSession", "HTTPCookieStorage", "URLCache"]

  func check(_ file: LintFile) {
    for member in file.nodes.memberAccesses {
      guard Self.singletonNames.contains(member.declName.baseName.text),
            let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true,
            let read = member.parent?.as(MemberAccessExprSyntax.self), read.base?.id == member.id,
            !(read.parent?.as(FunctionCallExprSyntax.self).map { $0.calledExpression.id == read.id } ?? false),
            SyntaxQueries.isRenderedInViewBody(member) else { continue }
      let type = base.baseName.text
      // Classes nothing observes: the project's own, or (not declared here) not a framework's.
      let declared = file.index.declarations.filter { $0.name == type }
      if declared.isEmpty {
        guard !Self.frameworkTypes.contains(type), !(type.prefix(2).allSatisfy(\.isUppercase)) else { continue }
      } else {
        guard declared.contains(where: { $0.kind == .class }), !file.index.isObservable(type) else { continue }
      }
      file.report(Self.self, at: member, "\(read.trimmedDescription) read in body, and \(type) is not observable: the view will not update when it changes; make \(type) @Observable or inject it")
    }
  }
}
