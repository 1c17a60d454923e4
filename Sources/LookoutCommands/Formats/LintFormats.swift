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

  static func summary(_ shown: [Finding], report: LintReport) -> String {
    let errors = shown.filter { $0.severity == .error }.count
    let notes = shown.filter { $0.severity == .note }.count
    let warnings = shown.count - errors - notes
    let fixable = shown.filter(\.isFixable).count
    var text = "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    if notes > 0 { text += ", \(notes) note\(notes == 1 ? "" : "s")" }
    text += " in \(report.filesScanned) file\(report.filesScanned == 1 ? "" : "s")"
    if fixable > 0 { text += "; \(fixable) fixable with --fix" }
    if !shown.isEmpty { text += ". `lookout lint --explain <rule-id>` tells why and how to fix." }
    return text
  }

  static func json(_ findings: [Finding], report: LintReport) -> String {
    JSON.object([
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
    ]).rendered()
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

  static func explanation(_ rule: RuleDescription) -> String {
    let optIn = rule.isOptIn ? "; opt-in: runs when .lookout.json gives it a severity, e.g. \"\(rule.id)\": \"\(rule.severity.rawValue)\"" : ""
    var lines = ["\(rule.id) (\(rule.kind.rawValue); \(rule.severity.rawValue); confidence \(rule.confidence.rawValue); pitfalls \(rule.pitfalls.joined(separator: ", "))\(rule.fixable ? "; --fix" : "")\(optIn))", "",
                 rule.summary, "", rule.explanation, "", "Confidence: \(rule.confidence.rawValue) — \(rule.confidence.meaning)", "",
                 scope(of: rule), "", "Triggers:"]
    for example in rule.triggering { lines += ["", example.code.replacingOccurrences(of: "↓", with: "")] }
    lines += ["", "Does not trigger:"]
    for example in rule.nonTriggering { lines += ["", example.code] }
    return lines.joined(separator: "\n")
  }
}
