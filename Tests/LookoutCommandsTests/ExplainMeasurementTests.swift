@testable import LookoutCommands
import LookoutLint
import Testing

/// `--explain` says how each rule's findings were judged on projects it was not developed on, and what that
/// meant for its severity.
@Suite struct ExplainMeasurementTests {
  @Test func aRuleJudgedBelowTheBarSaysSoAndIsANote() throws {
    let rule = try #require(Linter.rules.first { $0.id == "whole-object-for-one-property" })
    let text = LintFormats.explanation(rule)
    #expect(rule.severity == .note)
    #expect(text.contains("Measured: 1 right, 29 wrong, 0 debatable (precision 3%, right share 3%) on the 15 public projects"))
    #expect(text.contains("below what a warning needs 85% precision and a 60% right share, so it is a note"))
  }

  @Test func aWarningJudgedAboveTheBarGivesItsFigures() throws {
    let rule = try #require(Linter.rules.first { $0.id == "model-not-main-actor" })
    #expect(rule.severity == .warning)
    #expect(LintFormats.explanation(rule).contains("Measured: 4 right, 0 wrong, 1 debatable (precision 100%, right share 80%)"))
  }

  @Test func aRuleWithNothingJudgedSaysThereIsNoFigure() throws {
    let rule = try #require(Linter.rules.first { $0.measured == nil })
    #expect(LintFormats.explanation(rule).contains("Measured: no finding on the projects of the last round"))
  }

  @Test func theBarIsPrecisionAndRightShare() {
    #expect(MeasuredPrecision(right: 17, wrong: 3, debatable: 0, on: "").allowsWarning)
    #expect(!MeasuredPrecision(right: 16, wrong: 4, debatable: 0, on: "").allowsWarning)  // 80%
    #expect(!MeasuredPrecision(right: 6, wrong: 0, debatable: 5, on: "").allowsWarning)  // right share 55%
    #expect(!MeasuredPrecision(right: 0, wrong: 0, debatable: 0, on: "").allowsWarning)
  }
}
