import LookoutSyntax
internal import SwiftSyntax

/// U9: `nonisolated(unsafe)` silencing isolation errors in an observable model.
final class NonisolatedUnsafeRule: LintRule {
  static let description = RuleDescription(
    id: "nonisolated-unsafe-in-observable", kind: .concurrency, pitfalls: ["U9"], severity: .note, confidence: .medium,
    summary: "nonisolated(unsafe) in an @Observable class silences the checker, not the race: isolate the model or guard the state with a Mutex",
    explanation: """
      `nonisolated(unsafe) var` tells the compiler to trust you; in an observable model the property is
      read by views on the main actor and written elsewhere, so the race is real (and the compiler may even
      warn that the modifier has no effect on the macro's storage). Make the model @MainActor, or keep the
      state in a `Mutex` and report reads and writes with `access(keyPath:)` / `withMutation(keyPath:)`.
      Static properties and `let`s are left alone, and so are classes that hold a lock (`NSLock`, `Mutex`, a
      serial `DispatchQueue`…): they guard the state themselves.
      """,
    triggering: [
      Example("""
      @Observable final class Cache: @unchecked Sendable {
          ↓nonisolated(unsafe) var entries: [String: Int] = [:]
      }
      """, message: "nonisolated(unsafe) entries in an observable class hides a data race: isolate the model (@MainActor) or use a Mutex"),
    ],
    nonTriggering: [
      Example("""
      @MainActor @Observable final class Cache {
          var entries: [String: Int] = [:]
      }
      """),
      Example("""
      @Observable final class Session {
          private let lock = NSLock()
          @ObservationIgnored nonisolated(unsafe) private var client: Client?
          nonisolated(unsafe) static let shared = Session()
      }
      """),
    ],
    measured: MeasuredPrecision(right: 0, wrong: 1, debatable: 0, on: MeasuredPrecision.secondRound2026))
  static let triggerWords: Set<String> = ["nonisolated"]
  static let requiredWords: Set<String> = ObservationAttributes.classMacros

  static let lockWords = ["Lock", "Mutex", "DispatchQueue", "Semaphore"]

  func check(_ file: LintFile) {
    for node in file.nodes.classes where ObservationAttributes.isObservable(node) {
      // A class that holds a lock guards its unsafe state itself.
      let properties = MemberDeclarations.properties(in: node.memberBlock)
      if properties.contains(where: { property in
        let text = (property.typeName ?? property.decl.bindings.first?.initializer?.value.trimmedDescription ?? "")
        return Self.lockWords.contains { text.contains($0) }
      }) { continue }
      for property in properties where !property.isStatic && !property.isLet {
        guard let modifier = property.decl.modifiers.first(where: { $0.name.tokenKind == .keyword(.nonisolated) && $0.detail?.detail.text == "unsafe" })
        else { continue }
        file.report(Self.self, at: modifier, "nonisolated(unsafe) \(property.names.joined()) in an observable class hides a data race: isolate the model (@MainActor) or use a Mutex")
      }
    }
  }
}
