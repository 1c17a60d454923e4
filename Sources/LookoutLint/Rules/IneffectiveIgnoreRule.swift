import LookoutSyntax
internal import SwiftSyntax

/// U11: `@ObservationIgnored` on a `let`, and `static var` state in an observable class.
final class IneffectiveIgnoreRule: LintRule {
  static let description = RuleDescription(
    id: "ineffective-observation-annotation", pitfalls: ["U11"], severity: .warning,
    summary: "@ObservationIgnored on a let does nothing (constants are never tracked); static vars are never observed",
    explanation: """
      The macro only tracks stored instance `var`s. `@ObservationIgnored let api` has no effect — remove the
      attribute (--fix does). A `static var` in an observable class is not tracked either: views reading it
      never update. Keep observed state on an instance (a shared instance injected through the environment).
      """,
    triggering: [
      Example("""
      @Observable final class Model {
          ↓@ObservationIgnored let api = API()
          ↓static var current = 0
      }
      """, message: "@ObservationIgnored on a let has no effect: constants are never tracked; remove it"),
    ],
    nonTriggering: [
      Example("""
      @Observable final class Model {
          let api = API()
          @ObservationIgnored var cache: [Int] = []
          static let shared = Model()
      }
      """),
    ],
    corrections: [
      Example("""
      @Observable final class Model {
          ↓@ObservationIgnored let api = API()
          ↓static var current = 0
      }
      """): Example("""
      @Observable final class Model {
          let api = API()
          static var current = 0
      }
      """),
    ])
  static let triggerWords: Set<String> = ["Observable", "Tracked"]

  func check(_ file: LintFile) {
    for node in file.nodes.classes where SyntaxQueries.isObservableClass(node) {
      for property in SyntaxQueries.properties(node.memberBlock) {
        if property.isLet, let attribute = property.attributeNames.first(where: SyntaxQueries.ignoreAttributes.contains)
            .flatMap(property.attribute(named:)) {
          file.report(Self.self, at: attribute, "@\(SyntaxNames.attributeName(attribute)) on a let has no effect: constants are never tracked; remove it",
                      fix: [file.removing(attribute)])
        } else if property.isStatic, !property.isLet, property.isStored, let modifier = property.decl.modifiers.first(where: { $0.name.tokenKind == .keyword(.static) }) {
          file.report(Self.self, at: modifier, "static var \(property.names.joined()) is never observed: keep observed state on an instance")
        }
      }
    }
  }
}
