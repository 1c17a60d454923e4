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
  public let triggering: [Example]
  /// Code that must not trigger it.
  public let nonTriggering: [Example]
  /// What `--fix` makes of code (its `↓` markers are ignored): the text after the fix, exactly.
  public let corrections: KeyValuePairs<Example, Example>
  /// The rule holds only for SwiftUI before this Xcode: with `"xcode"` set to it or later it stays quiet.
  public let quietFromXcode: Int?

  /// Whether `--fix` can fix some of its findings.
  public var fixable: Bool { !corrections.isEmpty }

  public init(
    id: String, pitfalls: [String], severity: Severity, summary: String, explanation: String,
    triggering: [Example], nonTriggering: [Example], corrections: KeyValuePairs<Example, Example> = [:],
    quietFromXcode: Int? = nil
  ) {
    self.quietFromXcode = quietFromXcode
    self.id = id
    self.pitfalls = pitfalls
    self.severity = severity
    self.summary = summary
    self.explanation = explanation
    self.triggering = triggering
    self.nonTriggering = nonTriggering
    self.corrections = corrections
  }
}

/// A piece of code in a rule's description, with where it is written: a failing test points at its line.
public struct Example: Sendable, Hashable {
  public let code: String
  /// The message of the finding at the first `↓`, when the example pins it (each rule pins one).
  public let message: String?
  public let file: String
  public let line: Int

  public init(_ code: String, message: String? = nil, file: StaticString = #filePath, line: UInt = #line) {
    self.code = code
    self.message = message
    self.file = "\(file)"
    self.line = Int(line)
  }
}
