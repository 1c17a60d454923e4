import Foundation
import LookoutBenchmarks
import LookoutCommands

/// How `lookout-bench large-files` prints its figures: per case, each step's time and peak memory, as
/// ratios to `swiftc -parse` and to swift-syntax's parse of the same file; then the issue's targets.
enum LargeFileBenchFormat {
  static func table(_ report: LargeFileBenchmark.Report) -> String {
    var lines = ["lookout on single large files (each step a process of its own; \(report.tool))", ""]
    let header = pad("step", 38) + pad("seconds", 10, right: true) + pad("× swiftc", 10, right: true)
      + pad("× syntax", 10, right: true) + pad("peak MB", 10, right: true) + pad("× file", 8, right: true)
      + pad("above base × file", 19, right: true)
    for name in Set(report.rows.map(\.caseName)).sorted(by: caseOrder(report)) {
      let rows = report.rows.filter { $0.caseName == name }
      lines.append(name + String(format: " (%.2f MB)", Double(rows.first?.fileBytes ?? 0) / 1e6))
      lines.append(header)
      for row in rows {
        let (swiftc, syntax) = references(for: row, in: rows)
        lines.append(pad("  " + row.step, 38) + pad(seconds(row), 10, right: true)
          + pad(ratio(row, swiftc), 10, right: true) + pad(ratio(row, syntax), 10, right: true)
          + pad(String(format: "%.0f", Double(row.peakBytes) / 1e6), 10, right: true)
          + pad(String(format: "%.1f", Double(row.peakBytes) / Double(max(row.fileBytes, 1))), 8, right: true)
          + pad(String(format: "%.1f", growthRatio(row, in: rows)), 19, right: true)
          + (row.status.map { $0 == 0 || row.step.hasPrefix("lookout") ? "" : "  (exit \($0))" } ?? "  (did not finish)"))
      }
      lines.append("")
    }
    lines += targets(report)
    return lines.joined(separator: "\n")
  }

  static func json(_ report: LargeFileBenchmark.Report) -> String {
    JSON.object([
      ("tool", .string(report.tool)),
      ("rows", .array(report.rows.map { row in
        let (swiftc, syntax) = references(for: row, in: report.rows.filter { $0.caseName == row.caseName })
        return .object([
          ("case", .string(row.caseName)), ("step", .string(row.step)), ("file_bytes", .integer(row.fileBytes)),
          ("seconds", .number(row.seconds)), ("finished", .bool(!row.timedOut)),
          ("exit_status", row.status.map { .integer(Int($0)) } ?? .null),
          ("peak_bytes", .integer(row.peakBytes)),
          ("ratio_to_swiftc_parse", swiftc.map { .number(row.seconds / $0.seconds) } ?? .null),
          ("ratio_to_swift_syntax_parse", syntax.map { .number(row.seconds / $0.seconds) } ?? .null),
        ])
      })),
    ]).rendered()
  }

  /// The issue's targets, measured: a single edit within 3× of the parser, 50,000 edits within 2× of one,
  /// memory within 5× of the file.
  static func targets(_ report: LargeFileBenchmark.Report) -> [String] {
    func row(_ name: String, _ step: String) -> LargeFileBenchmark.Row? {
      report.rows.first { $0.caseName == name && $0.step == step }
    }
    var lines = ["Targets:"]
    for (tool, step, file) in [("migrate", "lookout migrate (dry run, diff)", "migrate's file"), ("lint", "lookout lint", "lint's file")] {
      if let single = row("5 MB, 1 edit", step), let swiftc = row("5 MB, 1 edit", "swiftc -parse (\(file))"),
         let syntax = row("5 MB, 1 edit", "swift-syntax parse (\(file))") {
        lines.append(String(format: "  %@, 5 MB, 1 edit: %.1f× swiftc -parse (target 3×), %.2f× swift-syntax's parse", tool,
                            single.seconds / swiftc.seconds, single.seconds / syntax.seconds))
      }
      if let single = row("5 MB, 1 edit", step), let many = row("5 MB, 50,000 edits", step) {
        lines.append(String(format: "  %@, 50,000 edits against 1: %.2f× (target 2×)%@", tool, many.seconds / single.seconds,
                            many.timedOut ? " (did not finish)" : ""))
      }
    }
    let tools = report.rows.filter { $0.step.hasPrefix("lookout ") && !$0.step.contains("--version") }
    if let worst = tools.max(by: { memoryRatio($0) < memoryRatio($1) }) {
      let growth = tools.map { row in growthRatio(row, in: report.rows.filter { $0.caseName == row.caseName }) }.max() ?? 0
      lines.append(String(format: "  peak memory: at most %.1f× the file (target 5×) in %@, %@; at most %.1f× above the process alone",
                          memoryRatio(worst), worst.step, worst.caseName, growth))
    }
    return lines
  }

  private static func memoryRatio(_ row: LargeFileBenchmark.Row) -> Double { Double(row.peakBytes) / Double(max(row.fileBytes, 1)) }

  /// Peak memory above the process alone (`lookout --version`), per byte of the file.
  private static func growthRatio(_ row: LargeFileBenchmark.Row, in rows: [LargeFileBenchmark.Row]) -> Double {
    let base = rows.first { $0.step.hasPrefix("lookout --version") }?.peakBytes ?? 0
    return Double(max(0, row.peakBytes - base)) / Double(max(row.fileBytes, 1))
  }

  /// The `swiftc -parse` and swift-syntax rows of the file a step works on.
  private static func references(for row: LargeFileBenchmark.Row, in rows: [LargeFileBenchmark.Row])
    -> (swiftc: LargeFileBenchmark.Row?, syntax: LargeFileBenchmark.Row?) {
    let file = row.step.contains("lint") ? "lint's file" : "migrate's file"
    return (rows.first { $0.step == "swiftc -parse (\(file))" }, rows.first { $0.step == "swift-syntax parse (\(file))" })
  }

  private static func caseOrder(_ report: LargeFileBenchmark.Report) -> (String, String) -> Bool {
    let order = report.cases.map(\.name)
    return { (order.firstIndex(of: $0) ?? 0) < (order.firstIndex(of: $1) ?? 0) }
  }

  private static func seconds(_ row: LargeFileBenchmark.Row) -> String {
    row.timedOut ? String(format: "> %.0f", row.seconds) : String(format: "%.2f", row.seconds)
  }

  private static func ratio(_ row: LargeFileBenchmark.Row, _ reference: LargeFileBenchmark.Row?) -> String {
    guard let reference, reference.seconds > 0 else { return "—" }
    return String(format: row.timedOut ? "> %.1f" : "%.1f", row.seconds / reference.seconds)
  }

  private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
  }
}
