import LookoutSyntax
internal import SwiftSyntax

/// U14: `x = x` to force a refresh.
final class RedundantSelfAssignmentRule: LintRule {
  static let description = RuleDescription(
    id: "self-assignment-refresh", pitfalls: ["U14"], severity: .warning, confidence: .medium,
    summary: "Assigning a property to itself no longer notifies (Swift 6.2 skips equal values): change real state or use a change token",
    explanation: """
      `items = items` used to "poke" observers. Since Swift 6.2 Observation compares Equatable values and
      does not notify when they are equal (didSet still runs), so the refresh silently stops working. Make
      the change explicit: mutate the state that changed, or bump a `var revision = 0` the views read.
      """,
    triggering: [
      Example("""
      @Observable final class Model {
          var items: [Int] = []
          func refresh() { ↓self.items = self.items }
      }
      """, message: "self.items = self.items does not notify anymore (equal values are skipped): change the state itself or bump a revision counter"),
    ],
    nonTriggering: [
      Example("""
      @Observable final class Model {
          var items: [Int] = []
          func refresh() { items = items.sorted() }
          init(items: [Int]) { self.items = items }
      }
      """),
    ])
  static let triggerWords: Set<String> = ["Observable", "Tracked", "Model"]
  static let triggersOnObservableNames = true

  func check(_ file: LintFile) {
    for sequence in file.nodes.sequences {
      let elements = Array(sequence.elements)
      guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { continue }
      // Only the same text on both sides: `self.x = x` in an initializer assigns a parameter.
      let left = elements[0].trimmedDescription
      let right = elements[2].trimmedDescription
      guard left == right, left.first?.isLetter == true, elements[0].is(DeclReferenceExprSyntax.self) || elements[0].is(MemberAccessExprSyntax.self)
      else { continue }
      file.report(Self.self, at: sequence, "\(left) = \(right) does not notify anymore (equal values are skipped): change the state itself or bump a revision counter")
    }
  }
}
