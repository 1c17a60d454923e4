import Foundation
import LookoutBenchmarks
import LookoutCommands

/// How `lookout-bench map` prints its figures: the map's size, and its build time beside lint's.
enum MapBenchFormat {
  static func table(_ report: MapBenchmark.Report) -> String {
    func size(_ counts: [Int]) -> String { "\(counts[0]) models, \(counts[1]) properties, \(counts[2]) views, \(counts[3]) edges" }
    var lines = [
      "lookout map on a generated project: \(report.files) files, \(report.lines) lines; parsed \(report.filesParsed) files",
      "  the map (legacy): \(size(report.size)); \(report.jsonBytes / 1024) KB of JSON",
      "  the map (after migrate): \(size(report.migratedSize))",
      "",
      "| step (release) | seconds | lines/s | vs lint, 1 core |",
      "|---|---:|---:|---:|",
    ]
    var lint = report.rows[0].seconds
    for row in report.rows {
      if row.name.hasPrefix("lookout lint") { lint = row.seconds }
      lines.append(String(format: "| %@ | %.2f | %.0f | %.2f× |", row.name, row.seconds, row.linesPerSecond, row.seconds / lint))
    }
    lines.append("")
    lines.append("  output of all \(report.cores) cores " + (report.identicalOutput ? "identical to one core's" : "DIFFERENT from one core's"))
    return lines.joined(separator: "\n")
  }

  static func json(_ report: MapBenchmark.Report) -> String {
    JSON.object([
      ("files", .integer(report.files)), ("lines", .integer(report.lines)), ("files_parsed", .integer(report.filesParsed)),
      ("models", .integer(report.size[0])), ("properties", .integer(report.size[1])), ("views", .integer(report.size[2])),
      ("edges", .integer(report.size[3])), ("json_bytes", .integer(report.jsonBytes)),
      ("rows", .array(report.rows.map { JSON.object([("name", .string($0.name)), ("seconds", .number($0.seconds)), ("lines_per_second", .number($0.linesPerSecond.rounded()))]) })),
      ("cores", .integer(report.cores)), ("identical_output", .bool(report.identicalOutput)),
    ]).rendered()
  }
}
