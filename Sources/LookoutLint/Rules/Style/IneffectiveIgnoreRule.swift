import LookoutSyntax
internal import SwiftSyntax

/// U11: `@ObservationIgnored` on a `let`.
final class IneffectiveIgnoreRule: LintRule {
  static let description = RuleDescription(
    id: "ineffective-observation-annotation", kind: .style, pitfalls: ["U11"], severity: .note, confidence: .certain,
    summary: "@ObservationIgnored on a let does nothing: constants are never tracked; remove the attribute",
    explanation: """
      The macro only tracks stored instance `var`s. `@ObservationIgnored let api` has no effect — remove the
      attribute (--fix does). A note: the class behaves the same either way.
      (A `static var`, which the macro does not track either, is unobserved-static-var's business.)
      Confidence: certain.
      """,
    triggering: [
      Example("""
      @Observable final class Model {
          ↓@ObservationIgnored let api = API()
          @ObservationIgnored var cache: [Int] = []
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
          static var current = 0
      }
      """): Example("""
      @Observable final class Model {
          let api = API()
          static var current = 0
      }
      """),
    ])
  static let triggerWords: Set<String> = ObservationAttributes.ignoring

  func check(_ file: LintFile) {
    for node in file.nodes.classes where ObservationAttributes.isObservable(node) {
      for property in MemberDeclarations.properties(in: node.memberBlock) where property.isLet {
        guard let attribute = property.attributeNames.first(where: ObservationAttributes.ignoring.contains).flatMap(property.attribute(named:))
        else { continue }
        file.report(Self.self, at: attribute, "@\(SyntaxNames.attributeName(attribute)) on a let has no effect: constants are never tracked; remove it",
                    fix: [file.removing(attribute)])
      }
    }
  }
}
