import LookoutLint
import LookoutMigrate
import LookoutReport
import LookoutSyntax

/// How `lookout lint` prints findings: editor lines, JSON, SARIF, the rule list and explanations.
enum LintFormats {
  /// `path:line:column: warning: message [rule-id]`, the format Xcode and editors understand.
  static func line(_ finding: Finding, colored: Bool) -> String {
    let severity = finding.severity.rawValue
    let color = ["error": "31", "warning": "33", "note": "36"][finding.severity.rawValue] ?? "0"
    let painted = colored ? "\u{1B}[\(color)m\(severity)\u{1B}[0m" : severity
    return "\(finding.file):\(finding.line):\(finding.column): \(painted): \(finding.message) [\(finding.ruleID)]"
  }

  /// The commands the summary suggests, spelt for how the tool was run.
  struct Hints {
    /// Runs the same lint with `--fix`.
    let fix: String
    /// `lookout lint --explain <rule-id>`.
    let explain: String
    /// The files `--fix` could not fix, just now: running it again would not fix them either.
    var notFixed: Set<String> = []
  }

  /// What `--fix` did: files written, and fixes not made (a failed write, a refused link, a fix whose text
  /// would not parse).
  struct FixOutcome {
    let writes: FileWrites
    let unfixed: [FileError]

    var notMade: [FileError] { writes.failed + writes.refused + unfixed }
    /// Whether every certain fix was made.
    var complete: Bool { notMade.isEmpty }

    /// Lines for standard error.
    var lines: [String] {
      var lines: [String] = []
      let fixed = writes.written
      if !fixed.isEmpty { lines.append("Fixed \(fixed.count) file\(fixed.count == 1 ? "" : "s"): \(fixed.joined(separator: ", "))") }
      if !notMade.isEmpty {
        lines.append("Not fixed (\(notMade.count)):")
        lines += notMade.map { "  \($0)" }
      }
      return lines
    }
  }

  static func summary(_ shown: [Finding], report: LintReport, hints: Hints? = nil) -> String {
    let errors = shown.filter { $0.severity == .error }.count
    let notes = shown.filter { $0.severity == .note }.count
    let warnings = shown.count - errors - notes
    let notFixed = shown.filter { $0.isFixable && hints?.notFixed.contains($0.file) == true }.count
    let fixable = shown.filter(\.isFixable).count - notFixed
    var text = "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    if notes > 0 { text += ", \(notes) note\(notes == 1 ? "" : "s")" }
    text += " in \(report.filesScanned) file\(report.filesScanned == 1 ? "" : "s")"
    if fixable > 0 { text += "; \(fixable) fixable with `\(hints?.fix ?? "--fix")`" }
    if notFixed > 0 { text += "; \(notFixed) not fixed (Not fixed, above, says why)" }
    if !shown.isEmpty { text += ". `\(hints?.explain ?? "lookout lint --explain <rule-id>")` tells why and how to fix." }
    return text
  }

  static func json(_ findings: [Finding], report: LintReport, fixes: FixOutcome? = nil, temporaries: [String] = []) -> String {
    var members: [(String, JSON)] = [
      ("files", .integer(report.filesScanned)),
      ("errors", .integer(findings.filter { $0.severity == .error }.count)),
      ("warnings", .integer(findings.filter { $0.severity == .warning }.count)),
      ("notes", .integer(findings.filter { $0.severity == .note }.count)),
      ("findings", .array(findings.map { finding in
        .object([
          ("file", .string(finding.file)), ("line", .integer(finding.line)), ("column", .integer(finding.column)),
          ("severity", .string(finding.severity.rawValue)), ("rule", .string(finding.ruleID)),
          ("message", .string(finding.message)), ("fixable", .bool(finding.isFixable)),
        ])
      })),
    ]
    if let fixes {
      members.append(("files_fixed", .array(fixes.writes.written.map(JSON.string))))
      members.append(("fixes_not_made", .array(fixes.notMade.map { problem in
        .object([("file", .string(problem.path)), ("error", .string(problem.message))])
      })))
    }
    members.append((fixes == nil ? "temporaries_found" : "temporaries_removed", .array(temporaries.map(JSON.string))))
    return JSON.object(members).rendered()
  }

  static func sarif(_ findings: [Finding]) -> String { SARIFLog(findings: findings).rendered() }

  /// The rules grouped by kind (the folders of `Rules/`), each with severity, confidence, pitfalls and summary.
  static func ruleList(_ rules: [RuleDescription]) -> String {
    let width = rules.map(\.id.count).max() ?? 0
    let pitfallWidth = rules.map { $0.pitfalls.joined(separator: ",").count }.max() ?? 0
    var lines: [String] = []
    for kind in RuleKind.allCases {
      let ofKind = rules.filter { $0.kind == kind }
      guard !ofKind.isEmpty else { continue }
      if !lines.isEmpty { lines.append("") }
      lines.append("\(kind.rawValue):")
      for rule in ofKind {
        let pitfalls = rule.pitfalls.joined(separator: ",")
        lines.append("  " + TableText.pad(rule.id, width) + "  " + TableText.pad(rule.severity.rawValue, 7) + " "
          + TableText.pad(rule.confidence.rawValue, 7) + " " + TableText.pad(pitfalls, pitfallWidth)
          + (rule.fixable ? "  fix  " : "       ") + (rule.isOptIn ? "(opt-in) " : "") + rule.summary)
      }
    }
    return lines.joined(separator: "\n")
  }

  /// What every rule of a kind leaves out or lowers.
  static func scope(of rule: RuleDescription) -> String {
    let previews = rule.kind == .compile
      ? "Preview code (#Preview, PreviewProvider) is looked at too: it must compile."
      : "Preview code (#Preview, PreviewProvider, a Preview Content folder) is left out: it is no app's behaviour."
    return previews + " A finding in a file that no target of its Xcode project compiles is one level lower, and says so."
  }

  /// The rule's measured precision on projects it was not developed on, and what it means for its severity.
  static func measurement(of rule: RuleDescription) -> String {
    guard let measured = rule.measured else {
      return "Measured: no finding on the projects of the last round it was not developed on, so no precision to give."
    }
    let bar = "a warning needs \(Int(MeasuredPrecision.warningPrecision * 100))% precision and a "
      + "\(Int(MeasuredPrecision.warningRightShare * 100))% right share"
    let verdict = switch (rule.severity, measured.allowsWarning) {
    case (.note, false): "; below what \(bar), so it is a note"
    case (.note, true): "; it stays a note until a round judges its findings at warning level"
    default: ""
    }
    return "Measured: \(measured.summary)\(verdict)."
  }

  static func explanation(_ rule: RuleDescription) -> String {
    let optIn = rule.isOptIn ? "; opt-in: runs when .lookout.json gives it a severity, e.g. \"\(rule.id)\": \"\(rule.severity.rawValue)\"" : ""
    var lines = ["\(rule.id) (\(rule.kind.rawValue); \(rule.severity.rawValue); confidence \(rule.confidence.rawValue); pitfalls \(rule.pitfalls.joined(separator: ", "))\(rule.fixable ? "; --fix" : "")\(optIn))", "",
                 rule.summary, "", rule.explanation, "", "Confidence: \(rule.confidence.rawValue) — \(rule.confidence.meaning)", "",
                 measurement(of: rule), "",
                 scope(of: rule), "", "Triggers:"]
    for example in rule.triggering { lines += ["", example.code.replacingOccurrences(of: "↓", with: "")] }
    lines += ["", "Does not trigger:"]
    for example in rule.nonTriggering { lines += ["", example.code] }
    return lines.joined(separator: "\n")
  }
}
