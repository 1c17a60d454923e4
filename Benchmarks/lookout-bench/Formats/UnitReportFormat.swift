import Foundation
import LookoutBenchmarks
import LookoutCommands

/// How `lookout-bench compat --units` prints its figures.
enum UnitReportFormat {
  static func table(_ report: UnitBenchmark.Report, causes limit: Int = 25) -> String {
    let count = report.results.count
    var lines = [
      "Whole targets of real SwiftUI apps and packages, type-checked unchanged against LookoutUI (-wmo -continue-building-after-errors):",
      String(format: "%d of %d units type-check (%.1f%%); %d errors in %d lines: %.1f errors per 1,000 lines", report.passing, count,
             count == 0 ? 0 : Double(report.passing) * 100 / Double(count), report.errors, report.lines, report.errorsPerThousandLines),
      "",
      "  " + TableText.pad("unit", 30) + TableText.pad("repository", 44) + TableText.leftPad("lines", 7) + TableText.leftPad("errors", 8),
    ]
    for result in report.results {
      lines.append("  " + TableText.pad(result.unit.name, 30) + TableText.pad(result.unit.repository, 44)
        + TableText.leftPad("\(result.lines)", 7) + TableText.leftPad(result.passed ? "-" : "\(result.errors.count)", 8))
    }
    let causes = report.causes
    if !causes.isEmpty {
      lines.append("")
      lines.append("Root causes, by units blocked:")
      lines.append("  " + TableText.leftPad("units", 5) + TableText.leftPad("errors", 8) + "  cause")
      for cause in causes.prefix(limit) {
        lines.append("  " + TableText.leftPad("\(cause.units.count)", 5) + TableText.leftPad("\(cause.errors)", 8) + "  \(cause.cause)")
      }
      if causes.count > limit { lines.append("  … and \(causes.count - limit) more (--json lists them all)") }
    }
    return lines.joined(separator: "\n")
  }

  static func json(_ report: UnitBenchmark.Report) -> String {
    JSON.object([
      ("units", .integer(report.results.count)),
      ("passing", .integer(report.passing)),
      ("lines", .integer(report.lines)),
      ("errors", .integer(report.errors)),
      ("errors_per_1000_lines", .number((report.errorsPerThousandLines * 100).rounded() / 100)),
      ("results", .array(report.results.map { result in
        .object([
          ("name", .string(result.unit.name)),
          ("repository", .string(result.unit.repository)),
          ("commit", .string(result.unit.commit)),
          ("path", .string(result.unit.path)),
          ("files", .integer(result.files)),
          ("lines", .integer(result.lines)),
          ("passed", .bool(result.passed)),
          ("errors", .array(result.errors.map { .string($0) })),
        ])
      })),
      ("causes", .array(report.causes.map { cause in
        .object([("cause", .string(cause.cause)), ("units", .array(cause.units.map { .string($0) })), ("errors", .integer(cause.errors))])
      })),
    ]).rendered()
  }
}
