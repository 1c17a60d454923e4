import Foundation
import LookoutBenchmarks
import LookoutCommands

/// How `lookout-bench migrate` prints its figures.
enum MigrationBenchFormat {
  static func table(_ report: MigrationBenchmark.Report) -> String {
    var lines = [
      "lookout migrate on a generated project: \(report.files) files, \(report.lines) lines "
        + "(\(percent(report.relevantLines, of: report.lines)) in model and view files)",
      "  parsed \(report.filesParsed) files, changed \(report.filesChanged), \(report.edits) edits, \(report.manualItems) items for a person",
      "",
    ]
    lines += rows(report.rows)
    lines.append("")
    lines.append(speedup(report.rows, cores: report.cores, identical: report.identicalOutput))
    lines.append(String(format: "  peak memory: %.1f MB after a %d-line project, %.1f MB after the %d-line one",
                        report.peakMegabytesSmall, report.smallLines, report.peakMegabytesFull, report.lines))
    return lines.joined(separator: "\n")
  }

  static func json(_ report: MigrationBenchmark.Report) -> String {
    JSON.object([
      ("files", .integer(report.files)),
      ("lines", .integer(report.lines)),
      ("relevant_lines", .integer(report.relevantLines)),
      ("files_parsed", .integer(report.filesParsed)),
      ("files_changed", .integer(report.filesChanged)),
      ("edits", .integer(report.edits)),
      ("rows", rowsJSON(report.rows)),
      ("peak_mb_small", .number((report.peakMegabytesSmall * 10).rounded() / 10)),
      ("small_lines", .integer(report.smallLines)),
      ("peak_mb_full", .number((report.peakMegabytesFull * 10).rounded() / 10)),
      ("cores", .integer(report.cores)),
      ("identical_output", .bool(report.identicalOutput)),
    ]).rendered()
  }

  private static func percent(_ part: Int, of whole: Int) -> String {
    whole == 0 ? "0%" : String(format: "%.0f%%", Double(part) * 100 / Double(whole))
  }

  static func table(_ report: LintBenchmark.Report) -> String {
    var lines = [
      "lookout lint (\(report.rules) rules) on a generated project: \(report.files) files, \(report.lines) lines",
      "  legacy: parsed \(report.filesParsed) files (the others mention nothing a rule looks for), \(report.findings) findings",
      "  after migrate: parsed \(report.migratedFilesParsed) files, \(report.migratedFindings) findings",
      "",
    ]
    lines += rows(report.rows)
    lines.append("")
    lines.append(speedup(report.rows, cores: report.cores, identical: report.identicalOutput))
    lines.append(String(format: "  peak memory: %.1f MB", report.peakMegabytes))
    return lines.joined(separator: "\n")
  }

  static func json(_ report: LintBenchmark.Report) -> String {
    JSON.object([
      ("files", .integer(report.files)), ("lines", .integer(report.lines)), ("rules", .integer(report.rules)),
      ("files_parsed", .integer(report.filesParsed)), ("findings", .integer(report.findings)),
      ("migrated_files_parsed", .integer(report.migratedFilesParsed)), ("migrated_findings", .integer(report.migratedFindings)),
      ("rows", rowsJSON(report.rows)),
      ("peak_mb", .number((report.peakMegabytes * 10).rounded() / 10)),
      ("cores", .integer(report.cores)),
      ("identical_output", .bool(report.identicalOutput)),
    ]).rendered()
  }

  /// `all cores: 1.93× one core (2 cores); output identical to the one-core run`, per pair of rows.
  private static func speedup(_ rows: [MigrationBenchmark.Row], cores: Int, identical: Bool) -> String {
    var ratios: [String] = []
    for (index, row) in rows.enumerated() where row.name.hasSuffix(", 1 core") && index + 1 < rows.count {
      ratios.append(String(format: "%.2f×", rows[index + 1].linesPerSecond / row.linesPerSecond))
    }
    return "  all \(cores) cores against one: \(ratios.joined(separator: ", ")); output "
      + (identical ? "identical to the one-core run" : "DIFFERENT from the one-core run")
  }

  /// The timing rows, with each one's throughput relative to parsing every file.
  private static func rows(_ rows: [MigrationBenchmark.Row]) -> [String] {
    var lines = ["  " + TableText.pad("step", 42) + TableText.leftPad("seconds", 10) + TableText.leftPad("lines/s", 12) + TableText.leftPad("vs parse", 10)]
    let parse = rows.first { $0.name.hasPrefix("swift-syntax") }
    for row in rows {
      let ratio = parse.map { String(format: "%.2f×", row.linesPerSecond / $0.linesPerSecond) } ?? ""
      lines.append("  " + TableText.pad(row.name, 42) + TableText.leftPad(String(format: "%.3f", row.seconds), 10)
        + TableText.leftPad(String(format: "%.0f", row.linesPerSecond), 12) + TableText.leftPad(ratio, 10))
    }
    return lines
  }

  private static func rowsJSON(_ rows: [MigrationBenchmark.Row]) -> JSON {
    .array(rows.map { row in
      .object([
        ("name", .string(row.name)), ("seconds", .number(row.seconds)),
        ("lines_per_second", .number(row.linesPerSecond.rounded())),
      ])
    })
  }
}
