import LookoutSyntax
internal import SwiftSyntax

/// U15: a singleton read directly in `body`.
final class SingletonInBodyRule: LintRule {
  static let description = RuleDescription(
    id: "singleton-in-body", pitfalls: ["U15"], severity: .warning,
    summary: "body reads a singleton directly: inject it through the environment or the initializer",
    explanation: """
      `Text(Settings.shared.name)` hides a global dependency in the view: previews and tests can't replace
      it, and if the type is not observable the view never updates when it changes. Inject the object:
      `.environment(settings)` at the root and `@Environment(Settings.self)` in the view, or pass it in.
      """,
    triggering: [
      Example("""
      struct Header: View {
          var body: some View { Text(↓Settings.shared.title) }
      }
      """, message: "Settings.shared read in body: inject it (environment or init) so the view can be previewed, tested and updated"),
    ],
    nonTriggering: [
      Example("""
      struct Header: View {
          @Environment(Settings.self) private var settings
          var body: some View { Text(settings.title) }
      }
      """),
    ])
  static let triggerWords: Set<String> = ["shared", "sharedInstance", "instance"]
  static let requiredWords: Set<String> = ["body"]
  static let singletonNames: Set<String> = ["shared", "sharedInstance", "instance"]

  func check(_ file: LintFile) {
    for member in file.nodes.memberAccesses {
      guard Self.singletonNames.contains(member.declName.baseName.text),
            let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true,
            SyntaxQueries.isInViewBody(member) else { continue }
      file.report(Self.self, at: member, "\(member.trimmedDescription) read in body: inject it (environment or init) so the view can be previewed, tested and updated")
    }
  }
}
