import LookoutSyntax
internal import SwiftSyntax

/// The guides' linker error: `@Bindable var x = x` inside a nested container or `if` in `body`.
final class BindableNotAtTopRule: LintRule {
  static let description = RuleDescription(
    id: "bindable-not-at-top", kind: .compile, pitfalls: ["guides"], severity: .note, confidence: .low,
    summary: "Declare `@Bindable var x = x` at the top of body, not inside a container or an if block",
    explanation: """
      A local @Bindable declared inside a nested view builder closure (VStack, Form, Group…) or an `if`
      block in body has produced the linker error "Undefined symbol: unsafeMutableAddressor", which looks
      unrelated and costs an afternoon. Declare it as the first statement of body (or of a ForEach row's
      closure, which Apple's own examples do).
      Confidence: low — the pattern builds and ships with current Xcode (the failure has not been reproduced
      with it), so the rule is opt-in: turn it on (`"bindable-not-at-top": "note"` in .lookout.json) when a
      build fails to link with that error, to find the declaration.
      """,
    triggering: [
      Example("""
      struct SettingsView: View {
          @Environment(Settings.self) private var settings
          var body: some View {
              VStack {
                  ↓@Bindable var settings = settings
                  Toggle("On", isOn: $settings.isOn)
              }
          }
      }
      """, message: "@Bindable local inside a nested block of body: some Xcode versions fail to link this; if yours does, move it to the top of body"),
      Example("""
      struct ProfileView: View {
          var profile: Profile
          var body: some View {
              if profile.isEditable {
                  ↓@Bindable var profile = profile
                  TextField("Name", text: $profile.name)
              }
          }
      }
      """),
    ],
    nonTriggering: [
      Example("""
      struct SettingsView: View {
          @Environment(Settings.self) private var settings
          var body: some View {
              @Bindable var settings = settings
              VStack {
                  Toggle("On", isOn: $settings.isOn)
                  ForEach(settings.items) { item in
                      @Bindable var item = item
                      TextField("", text: $item.name)
                  }
              }
          }
      }
      """),
    ],
    isOptIn: true)
  static let triggerWords: Set<String> = ["Bindable"]
  /// Closures whose content is a row: a local @Bindable at their top is the documented pattern.
  static let rowBuilders: Set<String> = ["ForEach", "List"]

  func check(_ file: LintFile) {
    for node in file.nodes.variables {
      guard let bindable = StoredProperty(node).attribute(named: "Bindable"),
            node.parent?.is(CodeBlockItemSyntax.self) == true, SyntaxQueries.isInViewBody(node) else { continue }
      let list = node.parent?.parent
      let container = list?.parent
      // The top of body: `var body: some View { … }` or `var body: some View { get { … } }`.
      if container?.is(AccessorBlockSyntax.self) == true || container?.parent?.is(AccessorDeclSyntax.self) == true { continue }
      if let closure = container?.as(ClosureExprSyntax.self), let call = closure.parent?.as(FunctionCallExprSyntax.self)
          ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
         SyntaxQueries.calledName(call).map(Self.rowBuilders.contains) == true { continue }
      file.report(Self.self, at: bindable, "@Bindable local inside a nested block of body: some Xcode versions fail to link this; if yours does, move it to the top of body")
    }
  }
}
