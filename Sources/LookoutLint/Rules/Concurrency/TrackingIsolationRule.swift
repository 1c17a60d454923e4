import LookoutSyntax
internal import SwiftSyntax

/// U6: `onChange` touching main-actor state directly.
final class TrackingIsolationRule: LintRule {
  static let description = RuleDescription(
    id: "tracking-onchange-isolation", kind: .concurrency, pitfalls: ["U6"], severity: .warning, confidence: .high,
    summary: "onChange is a nonisolated @Sendable closure: reach main-actor state through Task { @MainActor in … }",
    explanation: """
      withObservationTracking's onChange may run on whatever thread made the change, and its type is a
      nonisolated @Sendable closure. In a @MainActor class, touching `self`'s state there is rejected in the
      Swift 6 mode ("main actor-isolated property … can not be referenced from a Sendable closure") or races
      in older modes. Hop explicitly: `onChange: { Task { @MainActor [weak self] in self?.refresh() } }`.
      """,
    triggering: [
      Example("""
      @MainActor final class Screen {
          var title = ""
          func observe(_ model: Model) {
              withObservationTracking {
                  _ = model.name
              } onChange: {
                  ↓self.title = "changed"
              }
          }
      }
      """, message: "onChange is nonisolated: reach the main actor's state with Task { @MainActor in … }"),
    ],
    nonTriggering: [
      Example("""
      @MainActor final class Screen {
          var title = ""
          func observe(_ model: Model) {
              withObservationTracking {
                  _ = model.name
              } onChange: {
                  Task { @MainActor [weak self] in self?.title = "changed" }
              }
          }
      }
      """),
    ])
  static let triggerWords: Set<String> = ["withObservationTracking"]

  func check(_ file: LintFile) {
    for tracking in TrackingCall.all(in: file) where SyntaxQueries.calledName(tracking.call) == "withObservationTracking" {
      guard let type = SyntaxQueries.enclosingType(tracking.call)?.asProtocol(WithAttributesSyntax.self),
            SyntaxNames.attributeNames(type.attributes).contains("MainActor") else { continue }
      for token in tracking.onChange.statements.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.self) {
        guard !TrackingOnChangeRule.isInsideTask(token, within: tracking.onChange),
              let statement = token.nearest(CodeBlockItemSyntax.self) else { continue }
        file.report(Self.self, at: statement, "onChange is nonisolated: reach the main actor's state with Task { @MainActor in … }")
        break
      }
    }
  }
}
