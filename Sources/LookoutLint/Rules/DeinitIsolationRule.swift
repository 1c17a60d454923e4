import LookoutSyntax
internal import SwiftSyntax

/// U8: `deinit` of a `@MainActor` observable class touching isolated state.
final class DeinitIsolationRule: LintRule {
  static let description = RuleDescription(
    id: "main-actor-deinit", pitfalls: ["U8"], severity: .warning,
    summary: "deinit of a @MainActor class is nonisolated: it can't touch isolated properties; use an isolated deinit or keep the state nonisolated",
    explanation: """
      A class's deinit runs wherever the last reference goes away, so in a @MainActor class it is
      nonisolated: `deinit { task?.cancel() }` fails with "main actor-isolated property 'task' can not be
      referenced from a nonisolated context". Write `isolated deinit` (SE-0371, Swift 6.2), or keep what
      deinit needs in a `nonisolated let` (a Task handle can be stored that way).
      """,
    triggering: [
      Example("""
      @MainActor @Observable final class Poller {
          @ObservationIgnored var task: Task<Void, Never>?
          ↓deinit { task?.cancel() }
      }
      """, message: "deinit is nonisolated and reads task, which is main-actor isolated: write `isolated deinit`"),
    ],
    nonTriggering: [
      Example("""
      @MainActor @Observable final class Poller {
          @ObservationIgnored var task: Task<Void, Never>?
          isolated deinit { task?.cancel() }
      }
      """),
    ])
  static let triggerWords: Set<String> = ["deinit"]

  func check(_ file: LintFile) {
    for node in file.nodes.classes where SyntaxNames.attributeNames(node.attributes).contains("MainActor") {
      let stored = Set(SyntaxQueries.properties(node.memberBlock).filter { !$0.isLet && !$0.isStatic }.flatMap(\.names))
      for member in node.memberBlock.members {
        guard let deinitializer = member.decl.as(DeinitializerDeclSyntax.self), let body = deinitializer.body,
              !deinitializer.modifiers.contains(where: { $0.name.text == "isolated" }) else { continue }
        let touched = file.nodes.references.inside(body).map(\.baseName.text).filter(stored.contains)
        guard let first = touched.first else { continue }
        file.report(Self.self, at: deinitializer, "deinit is nonisolated and reads \(first), which is main-actor isolated: write `isolated deinit`")
      }
    }
  }
}
