import LookoutSyntax
/// What a lint rule checks, for `--explain`, the rule list and the tests.
public struct RuleDescription: Sendable {
  /// Stable identifier used in output, configuration and `// lookout:disable` comments.
  public let id: String
  /// The pitfalls of `../shared/reference/pitfalls.md` (and the guides) it covers, e.g. `M10`.
  public let pitfalls: [String]
  public let severity: Severity
  /// One line: what is wrong and what to do.
  public let summary: String
  /// Why it matters and how to fix it, for `lookout lint --explain`.
  public let explanation: String
  /// Code that must trigger the rule; `↓` marks where each finding is reported.
  public let triggering: [String]
  /// Code that must not trigger it.
  public let nonTriggering: [String]
  /// Whether `--fix` can fix some of its findings.
  public let fixable: Bool

  public init(
    id: String, pitfalls: [String], severity: Severity, summary: String, explanation: String,
    triggering: [String], nonTriggering: [String], fixable: Bool = false
  ) {
    self.id = id
    self.pitfalls = pitfalls
    self.severity = severity
    self.summary = summary
    self.explanation = explanation
    self.triggering = triggering
    self.nonTriggering = nonTriggering
    self.fixable = fixable
  }
}
