import Foundation
import LookoutBenchmarks
import LookoutCommands

/// How `lookout-bench lint --real <dir>` prints its figures.
enum RealLintBenchFormat {
  static func table(_ report: RealLintBenchmark.Report) -> String {
    let width = max(7, report.projects.map(\.name.count).max() ?? 0)
    var lines = [
      "lookout lint on \(report.projects.count) projects under \(report.directory): \(report.lines) lines",
      "",
      "  " + TableText.pad("project", width) + TableText.leftPad("files", 7) + TableText.leftPad("parsed", 8) + TableText.leftPad("lines", 9)
        + TableText.leftPad("errors", 8) + TableText.leftPad("warnings", 10) + TableText.leftPad("notes", 7) + TableText.leftPad("exit", 6)
        + TableText.leftPad("1-core s", 10),
    ]
    for project in report.projects {
      if let problem = project.problem {
        lines.append("  " + TableText.pad(project.name, width) + "  not linted: \(problem)")
        continue
      }
      lines.append("  " + TableText.pad(project.name, width) + TableText.leftPad("\(project.files)", 7) + TableText.leftPad("\(project.parsed)", 8)
        + TableText.leftPad("\(project.lines)", 9)
        + TableText.leftPad("\(project.errors)", 8) + TableText.leftPad("\(project.warnings)", 10) + TableText.leftPad("\(project.notes)", 7)
        + TableText.leftPad("\(project.exitStatus)", 6) + TableText.leftPad(String(format: "%.2f", project.oneCoreSeconds), 10))
    }
    let failing = report.projects.filter { $0.exitStatus == 1 }.count
    lines += ["", "  \(failing) of \(report.projects.count) projects would fail the run (exit 1)", "", "  findings per rule:"]
    let ruleWidth = report.rules.map(\.rule.count).max() ?? 0
    for rule in report.rules {
      lines.append("  " + TableText.leftPad("\(rule.findings)", 6) + "  " + TableText.pad(rule.rule, ruleWidth) + "  "
        + TableText.pad(rule.severity, 8) + "in \(rule.projects) project\(rule.projects == 1 ? "" : "s")")
    }
    let total = report.rules.reduce(0) { $0 + $1.findings }
    lines.append("  " + TableText.leftPad("\(total)", 6) + "  in all")
    lines.append("")
    lines.append(String(format: "  throughput: %.0f lines/s on 1 core, %.0f lines/s on %d cores (%.2f×); output %@",
                        Double(report.lines) / max(report.oneCoreSeconds, 1e-9), Double(report.lines) / max(report.allCoresSeconds, 1e-9),
                        report.cores, report.oneCoreSeconds / max(report.allCoresSeconds, 1e-9),
                        report.identicalOutput ? "identical to the one-core run" : "DIFFERENT from the one-core run"))
    return lines.joined(separator: "\n")
  }

  static func json(_ report: RealLintBenchmark.Report) -> String {
    JSON.object([
      ("directory", .string(report.directory)),
      ("lines", .integer(report.lines)),
      ("cores", .integer(report.cores)),
      ("one_core_seconds", .number(report.oneCoreSeconds)),
      ("all_cores_seconds", .number(report.allCoresSeconds)),
      ("identical_output", .bool(report.identicalOutput)),
      ("projects", .array(report.projects.map { project in
        .object([
          ("name", .string(project.name)), ("files", .integer(project.files)), ("parsed", .integer(project.parsed)), ("lines", .integer(project.lines)),
          ("errors", .integer(project.errors)), ("warnings", .integer(project.warnings)), ("notes", .integer(project.notes)),
          ("exit", .integer(project.exitStatus)), ("one_core_seconds", .number(project.oneCoreSeconds)),
          ("all_cores_seconds", .number(project.allCoresSeconds)), ("problem", project.problem.map { .string($0) } ?? .null),
        ])
      })),
      ("rules", .array(report.rules.map { rule in
        .object([("rule", .string(rule.rule)), ("severity", .string(rule.severity)), ("findings", .integer(rule.findings)),
                 ("projects", .integer(rule.projects))])
      })),
    ]).rendered()
  }
}
