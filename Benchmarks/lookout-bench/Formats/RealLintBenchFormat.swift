import Foundation
import LookoutBenchmarks
import LookoutCommands
import LookoutLint

/// How `lookout-bench lint --real <dir>` prints its figures.
enum RealLintBenchFormat {
  static func table(_ report: RealLintBenchmark.Report) -> String {
    let width = max(7, report.projects.map(\.name.count).max() ?? 0)
    var lines = [
      "lookout lint on \(report.projects.count) projects under \(report.directory): \(report.lines) lines",
      "",
      "  " + TableText.pad("project", width) + TableText.pad("  group", 10) + TableText.leftPad("files", 7) + TableText.leftPad("parsed", 8)
        + TableText.leftPad("lines", 9) + TableText.leftPad("errors", 8) + TableText.leftPad("warnings", 10) + TableText.leftPad("notes", 7)
        + TableText.leftPad("exit", 6) + TableText.leftPad("1-core s", 10),
    ]
    for project in report.projects {
      let group = TableText.pad("  " + (project.group ?? ""), 10)
      if let problem = project.problem {
        lines.append("  " + TableText.pad(project.name, width) + group + "  not linted: \(problem)")
        continue
      }
      lines.append("  " + TableText.pad(project.name, width) + group + TableText.leftPad("\(project.files)", 7)
        + TableText.leftPad("\(project.parsed)", 8) + TableText.leftPad("\(project.lines)", 9)
        + TableText.leftPad("\(project.errors)", 8) + TableText.leftPad("\(project.warnings)", 10) + TableText.leftPad("\(project.notes)", 7)
        + TableText.leftPad("\(project.exitStatus)", 6) + TableText.leftPad(String(format: "%.2f", project.oneCoreSeconds), 10))
    }
    for summary in report.groups + [report.all] {
      lines += [""] + summaryLines(summary)
    }
    lines.append("")
    lines.append(String(format: "  throughput: %.0f lines/s on 1 core (%.0f lines per CPU second), %.0f lines/s on %d cores (%.2f×); output %@",
                        Double(report.lines) / max(report.oneCoreSeconds, 1e-9), Double(report.lines) / max(report.oneCoreCPUSeconds, 1e-9),
                        Double(report.lines) / max(report.allCoresSeconds, 1e-9),
                        report.cores, report.oneCoreSeconds / max(report.allCoresSeconds, 1e-9),
                        report.identicalOutput ? "identical to the one-core run" : "DIFFERENT from the one-core run"))
    return lines.joined(separator: "\n")
  }

  /// A group's (or the whole set's) findings by severity, then by rule and severity.
  private static func summaryLines(_ summary: RealLintBenchmark.Summary) -> [String] {
    let title = summary.name == "all" ? "all \(summary.projects.count) projects" : "group \(summary.name) (\(summary.projects.count) projects)"
    let bySeverity = summary.severities.map { "\($0.findings) \($0.severity.rawValue)\($0.findings == 1 ? "" : "s")" }
    var lines = [
      "  \(title): \(summary.lines) lines, \(summary.failing) would fail the run (exit 1)",
      "  findings by severity: " + bySeverity.joined(separator: ", "),
      "  findings by rule and severity:",
    ]
    let ruleWidth = summary.rules.map(\.rule.count).max() ?? 0
    for rule in summary.rules {
      lines.append("  " + TableText.leftPad("\(rule.findings)", 6) + "  " + TableText.pad(rule.rule, ruleWidth) + "  "
        + TableText.pad(rule.severity, 8) + "in \(rule.projects) project\(rule.projects == 1 ? "" : "s")")
    }
    let total = summary.rules.reduce(0) { $0 + $1.findings }
    lines.append("  " + TableText.leftPad("\(total)", 6) + "  in all")
    return lines
  }

  static func json(_ report: RealLintBenchmark.Report) -> String {
    JSON.object([
      ("directory", .string(report.directory)),
      ("lines", .integer(report.lines)),
      ("cores", .integer(report.cores)),
      ("one_core_seconds", .number(report.oneCoreSeconds)),
      ("one_core_cpu_seconds", .number(report.oneCoreCPUSeconds)),
      ("all_cores_seconds", .number(report.allCoresSeconds)),
      ("identical_output", .bool(report.identicalOutput)),
      ("projects", .array(report.projects.map { project in
        .object([
          ("name", .string(project.name)), ("group", project.group.map { .string($0) } ?? .null), ("files", .integer(project.files)),
          ("parsed", .integer(project.parsed)), ("lines", .integer(project.lines)),
          ("errors", .integer(project.errors)), ("warnings", .integer(project.warnings)), ("notes", .integer(project.notes)),
          ("exit", .integer(project.exitStatus)), ("one_core_seconds", .number(project.oneCoreSeconds)),
          ("all_cores_seconds", .number(project.allCoresSeconds)), ("problem", project.problem.map { .string($0) } ?? .null),
          ("findings", .array(project.findings.map { finding in
            .object([("file", .string(finding.file)), ("line", .integer(finding.line)), ("column", .integer(finding.column)),
                     ("severity", .string(finding.severity.rawValue)), ("rule", .string(finding.ruleID)), ("message", .string(finding.message))])
          })),
        ])
      })),
      ("summaries", .array((report.groups + [report.all]).map { summary in
        .object([
          ("name", .string(summary.name)), ("projects", .integer(summary.projects.count)), ("lines", .integer(summary.lines)),
          ("failing", .integer(summary.failing)),
          ("severities", .object(summary.severities.map { ($0.severity.rawValue, JSON.integer($0.findings)) })),
          ("rules", .array(summary.rules.map(rule))),
        ])
      })),
    ]).rendered()
  }

  private static func rule(_ rule: RealLintBenchmark.RuleCount) -> JSON {
    .object([("rule", .string(rule.rule)), ("severity", .string(rule.severity)), ("findings", .integer(rule.findings)),
             ("projects", .integer(rule.projects))])
  }
}
