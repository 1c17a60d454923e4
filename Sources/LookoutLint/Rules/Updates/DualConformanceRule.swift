import LookoutSyntax
internal import SwiftSyntax

/// M14: both `ObservableObject` and `@Observable`, or `: Observable` written by hand.
final class DualConformanceRule: LintRule {
  static let description = RuleDescription(
    id: "dual-observation-conformance", kind: .updates, pitfalls: ["M14"], severity: .warning, confidence: .high,
    summary: "Use the macro alone: drop ObservableObject from an @Observable class, and don't conform to Observable by hand",
    explanation: """
      Conforming to `Observable` by hand (`class Model: Observable`) adds no tracking at all: nothing reports
      reads or writes, so views never update. Use `@Observable` (or `@Tracked`).
      A class that is both @Observable and ObservableObject keeps an objectWillChange that the macro never
      sends. Views still update (SwiftUI tracks Observation reads in every body from iOS 17, whatever wrapper
      holds the model), so this is a note: the conformance is leftover from a migration, and code that
      subscribes to objectWillChange hears nothing. Drop it once its holders use @State/@Bindable/@Environment.
      """,
    triggering: [
      Example("""
      final class ↓Model: Observable {
          var count = 0
      }
      """, message: "Model conforms to Observable by hand, which tracks nothing: use the @Observable macro"),
    ],
    nonTriggering: [
      Example("""
      @Observable final class Model {
          var count = 0
      }
      """),
      Example("""
      protocol Store: AnyObject, Observable {}
      @Observable final class AppStore: Store {}
      """),
    ])
  static let triggerWords: Set<String> = ObservationAttributes.classMacros

  func check(_ file: LintFile) {
    for node in file.nodes.classes {
      let inherited = SyntaxNames.inherited(node.inheritanceClause)
      if ObservationAttributes.isObservable(node) {
        if inherited.contains("ObservableObject") {
          file.report(Self.self, at: node.name, "\(node.name.text) is both @\(PropertyWrapperInObservableRule.macro(node)) and ObservableObject: drop ObservableObject once its holders use @State/@Bindable/@Environment",
                      severity: .note)
        }
      } else if inherited.contains("Observable") || inherited.contains("Tracked") {
        file.report(Self.self, at: node.name, "\(node.name.text) conforms to Observable by hand, which tracks nothing: use the @Observable macro")
      }
    }
  }
}
