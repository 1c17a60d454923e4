import LookoutSyntax
internal import SwiftSyntax

/// U1: `@Environment(T.self)` read in a project that never injects a `T`.
final class EnvironmentNotInjectedRule: ProjectLintRule {
  static let description = RuleDescription(
    id: "environment-not-injected", pitfalls: ["U1"], severity: .error,
    summary: "@Environment(T.self) is read but no .environment(_:) injects a T anywhere: inject it at the root (and into sheets and previews)",
    explanation: """
      Reading an observable object from the environment crashes at runtime when no ancestor injected one:
      "No Observable object of type T found". Inject it with `.environment(model)` at the scene root, and
      again into content that does not inherit it (sheets presented from other hierarchies, previews,
      hosting controllers). If the object may be absent, read it as `@Environment(T.self) private var model: T?`.
      The rule looks at the whole project; it stays silent when some injection's type can't be determined.
      """,
    triggering: [
      Example("""
      @Observable final class Session { var user = "" }
      struct Badge: View {
          ↓@Environment(Session.self) private var session
          var body: some View { Text(session.user) }
      }
      """, message: "@Environment(Session.self) is read but nothing injects a Session: add .environment(session) at the root, or read it as optional"),
    ],
    nonTriggering: [
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
    ])
  static let triggerWords: Set<String> = ["environment"]
  static let triggersOnObservableNames = true

  struct Facts: Sendable {
    var reads: [(type: String, place: LintProject.Place)] = []
    var injected: Set<String> = []
    var unresolvedInjection = false
  }

  static func facts(in file: LintFile) -> Facts {
    var facts = Facts()
    for node in file.nodes.variables {
      guard let attribute = StoredProperty(node).attribute(named: "Environment"),
            let argument = attribute.arguments?.trimmedDescription, argument.hasSuffix(".self"),
            node.bindings.first?.typeAnnotation?.type.is(OptionalTypeSyntax.self) != true else { continue }
      facts.reads.append((String(argument.dropLast(5)), file.place(of: attribute)))
    }
    for call in file.nodes.calls {
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "environment", call.arguments.count == 1,
            let argument = call.arguments.first, argument.label == nil else { continue }
      if let type = TypeResolution.type(of: argument.expression) {
        facts.injected.insert(type)
      } else {
        facts.unresolvedInjection = true
      }
    }
    return facts
  }

  static func finish(_ facts: [Facts], project: LintProject) {
    guard !facts.contains(where: \.unresolvedInjection) else { return }
    let injected = facts.reduce(into: Set<String>()) { $0.formUnion($1.injected) }
    // A subclass instance satisfies a read of its superclass.
    var satisfied = injected
    for type in injected {
      var current = type
      while let parent = project.index.superclass[current] { satisfied.insert(parent); current = parent }
    }
    for read in facts.flatMap(\.reads) where !satisfied.contains(read.type) {
      project.report(Self.self, at: read.place, "@Environment(\(read.type).self) is read but nothing injects a \(read.type): add .environment(\(read.type.prefix(1).lowercased() + read.type.dropFirst())) at the root, or read it as optional")
    }
  }
}
