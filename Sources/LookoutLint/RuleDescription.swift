/// What a lint rule checks, for `--explain`, the rule list and the tests.
public struct RuleDescription: Sendable {
  /// Stable identifier used in output, configuration and `// lookout:disable` comments.
  public let id: String
  /// What the findings are about (and the folder of `Rules/` the rule is in).
  public let kind: RuleKind
  /// The pitfalls of `../shared/reference/pitfalls.md` (and the guides) it covers, e.g. `M10`.
  public let pitfalls: [String]
  public let severity: Severity
  /// How often a finding of the rule is right, as measured on real projects; an `error` rule is `certain`.
  public let confidence: Confidence
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
  /// Its findings as judged on projects it was not developed on, when such a round judged any.
  public let measured: MeasuredPrecision?
  /// Off unless `.lookout.json` sets a severity for it (or `--only` names it): a rule for a situation most
  /// projects are not in.
  public let isOptIn: Bool

  /// Whether `--fix` can fix some of its findings.
  public var fixable: Bool { !corrections.isEmpty }

  public init(
    id: String, kind: RuleKind, pitfalls: [String], severity: Severity, confidence: Confidence, summary: String, explanation: String,
    triggering: [Example], nonTriggering: [Example], corrections: KeyValuePairs<Example, Example> = [:],
    quietFromXcode: Int? = nil, isOptIn: Bool = false, measured: MeasuredPrecision? = nil
  ) {
    self.measured = measured
    self.quietFromXcode = quietFromXcode
    self.isOptIn = isOptIn
    self.id = id
    self.kind = kind
    self.pitfalls = pitfalls
    self.severity = severity
    self.confidence = confidence
    self.summary = summary
    self.explanation = explanation
    self.triggering = triggering
    self.nonTriggering = nonTriggering
    self.corrections = corrections
  }
}

/// How much a rule's findings can be trusted.
public enum Confidence: String, Sendable {
  /// The code does not compile, or is wrong at run time, whenever the rule reports it.
  case certain
  /// Nearly always right; the exceptions are named in the explanation.
  case high
  /// Often right; the code may be fine for reasons the linter cannot see (named in the explanation).
  case medium
  /// A hint: worth a look, frequently fine.
  case low

  /// What the level means, for `--explain`.
  public var meaning: String {
    switch self {
    case .certain: "the code does not compile, or is wrong at run time, whenever the rule reports it"
    case .high: "nearly always right; the exceptions are named above"
    case .medium: "often right; the code may be fine for reasons a linter cannot see"
    case .low: "a hint: worth a look, frequently fine"
    }
  }
}

/// A piece of code in a rule's description, with where it is written: a failing test points at its line.
public struct Example: Sendable, Hashable {
  public let code: String
  /// The message of the finding at the first `↓`, when the example pins it (each rule pins one).
  public let message: String?
  /// Build settings the example is compiled with (`KEY = VALUE` lines, as in an `.xcconfig`), when the rule
  /// depends on them.
  public let buildSettings: String?
  public let file: String
  public let line: Int

  public init(_ code: String, message: String? = nil, buildSettings: String? = nil, file: StaticString = #filePath,
              line: UInt = #line) {
    self.code = code
    self.message = message
    self.buildSettings = buildSettings
    self.file = "\(file)"
    self.line = Int(line)
  }
}
