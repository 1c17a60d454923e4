import LookoutSyntax
internal import SwiftSyntax

/// U1: `@Environment(T.self)` read in a project that never injects a `T`.
final class EnvironmentNotInjectedRule: ProjectLintRule {
  static let description = RuleDescription(
    id: "environment-not-injected", kind: .updates, pitfalls: ["U1"], severity: .warning, confidence: .medium,
    summary: "@Environment(T.self) is read but no .environment(_:) injects a T anywhere: inject it at the root (and into sheets and previews)",
    explanation: """
      Reading an observable object from the environment crashes at runtime when no ancestor injected one:
      "No Observable object of type T found". Inject it with `.environment(model)` at the scene root, and
      again into content that does not inherit it (sheets presented from other hierarchies, previews,
      hosting controllers). If the object may be absent, read it as `@Environment(T.self) private var model: T?`.
      The rule looks at the whole project; it stays silent when some injection's type can't be determined
      (`.environment(router)` where `router` comes from a dependency container's factory method, say).
      It leaves alone what others inject: types the project does not declare (a dependency's), `public`
      types of a library (its clients inject them), delegates
      SwiftUI injects through `@UIApplicationDelegateAdaptor`/`@NSApplicationDelegateAdaptor`, and code
      under `Tests`. Nested types match by their last name (`Screen.Tracker` and `Tracker`).
      Confidence: medium — an injection made by another module or a framework is invisible here, so this
      is a warning.
      """,
    triggering: [
      Example("""
      @Observable final class Session { var user = "" }
      struct Badge: View {
          ↓@Environment(Session.self) private var session
          var body: some View { Text(session.user) }
      }
      """, message: "@Environment(Session.self) crashes when Badge is shown: nothing in this project injects a Session; add .environment(session) at the root (and to sheets and previews), or read it as optional"),
    ],
    nonTriggering: [
      Example("""
      @Observable final class Router { var path: [String] = [] }
      @main struct MyApp: App {
          @State private var router = Container.shared.router()
          var body: some Scene { WindowGroup { RootView().environment(router) } }
      }
      struct RootView: View {
          @Environment(Router.self) private var router
          var body: some View { Text("\\(router.path.count)") }
      }
      """),
      Example("""
      @Observable final class Session { var user = "" }
      struct Root: View {
          @State private var session = Session()
          var body: some View { Badge().environment(session) }
      }
      struct Badge: View {
          @Environment(Session.self) private var session
          var body: some View { Text(session.user) }
      }
      """),
      Example("""
      struct Close: View {
          @Environment(\\.dismiss) private var dismiss
          @Environment(Session.self) private var session: Session?
          var body: some View { Button("Close") { dismiss() } }
      }
      """),
      Example("""
      @Observable public final class Runner { public var busy = false }
      public struct Status: View {
          @Environment(Runner.self) private var runner
          public var body: some View { Text(runner.busy ? "Busy" : "Idle") }
      }
      """),
      Example("""
      @Observable final class AppDelegate: NSObject, UIApplicationDelegate { var token = "" }
      @main struct MyApp: App {
          @UIApplicationDelegateAdaptor(AppDelegate.self) private var delegate
          var body: some Scene { WindowGroup { TokenView() } }
      }
      struct TokenView: View {
          @Environment(AppDelegate.self) private var delegate
          var body: some View { Text(delegate.token) }
      }
      """),
      Example("""
      @Observable final class Store { static let shared = Store(); var count = 0 }
      @main struct MyApp: App {
          var body: some Scene { WindowGroup { CountView().environment(Store.shared) } }
      }
      struct CountView: View {
          @Environment(Store.self) private var store
          var body: some View { Text("\\(store.count)") }
      }
      """),
    ])
  /// Injections (`.environment(model)`, delegate adaptors), and reads of an observable type by name.
  static let triggerWords: Set<String> = ["environment", "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor", "WKApplicationDelegateAdaptor"]
  static let triggersOnObservableNames = true
  static let requiredWords: Set<String> = [
    "environment", "Environment", "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor", "WKApplicationDelegateAdaptor",
  ]

  struct Facts: Sendable {
    var reads: [(type: String, view: String, place: LintProject.Place)] = []
    var injected: Set<String> = []
    var unresolvedInjection = false
  }

  static func facts(in file: LintFile) -> Facts {
    var facts = Facts()
    let isTest = file.isTestCode
    for node in file.nodes.variables {
      let property = StoredProperty(node)
      for adaptor in ["UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor", "WKApplicationDelegateAdaptor"] {
        if let argument = property.attribute(named: adaptor)?.arguments?.trimmedDescription, argument.hasSuffix(".self") {
          facts.injected.insert(String(argument.dropLast(5)))
        }
      }
      guard !isTest, let attribute = property.attribute(named: "Environment"),
            let argument = attribute.arguments?.trimmedDescription, argument.hasSuffix(".self"),
            argument.first?.isUppercase == true,
            node.bindings.first?.typeAnnotation?.type.is(OptionalTypeSyntax.self) != true else { continue }
      let view = SyntaxQueries.enclosingType(node).flatMap { $0.asProtocol(NamedDeclSyntax.self)?.name.text } ?? "the view"
      facts.reads.append((String(argument.dropLast(5)), view, file.place(of: attribute)))
    }
    for call in file.nodes.calls {
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "environment", call.arguments.count == 1,
            let argument = call.arguments.first, argument.label == nil else { continue }
      if let type = TypeResolution.type(of: argument.expression) ?? singletonType(argument.expression) {
        facts.injected.insert(type)
      } else {
        facts.unresolvedInjection = true
      }
    }
    return facts
  }

  /// `Store.shared` → `Store`.
  private static func singletonType(_ expression: ExprSyntax) -> String? {
    guard let member = expression.as(MemberAccessExprSyntax.self),
          SingletonInBodyRule.singletonNames.contains(member.declName.baseName.text),
          let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true
    else { return nil }
    return base.baseName.text
  }

  static func finish(_ facts: [Facts], project: LintProject) {
    guard !facts.contains(where: \.unresolvedInjection) else { return }
    let injected = facts.reduce(into: Set<String>()) { $0.formUnion($1.injected) }
    let publicTypes = Set(project.index.declarations.filter(\.isPublic).map(\.name))
    // A subclass instance satisfies a read of its superclass.
    var satisfied = injected
    for type in injected {
      var current = type
      while let parent = project.index.superclass[current] { satisfied.insert(parent); current = parent }
    }
    let satisfiedNames = Set(satisfied.map(lastName))
    // Only classes this project declares: a dependency's type is injected by its framework or its clients.
    let declaredClasses = Set(project.index.declarations.filter { $0.kind == .class }.map(\.name))
    for read in facts.flatMap(\.reads) where !satisfiedNames.contains(lastName(read.type)) && !publicTypes.contains(lastName(read.type))
      && declaredClasses.contains(lastName(read.type)) {
      let variable = lastName(read.type).prefix(1).lowercased() + lastName(read.type).dropFirst()
      project.report(Self.self, at: read.place, "@Environment(\(read.type).self) crashes when \(read.view) is shown: nothing in this project injects a \(read.type); add .environment(\(variable)) at the root (and to sheets and previews), or read it as optional")
    }
  }

  private static func lastName(_ type: String) -> String {
    String(type.split(separator: ".").last ?? Substring(type))
  }
}
