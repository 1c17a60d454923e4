import Foundation
import LookoutBenchmarks
import LookoutCommands

/// How `lookout-bench compat` prints its figures.
enum CompatReportFormat {
  static func table(_ report: CompatibilityBenchmark.Report) -> String {
    let total = report.probes.reduce(0) { $0 + $1.weight }
    var lines = ["SwiftUI call forms type-checked against LookoutUI (import SwiftUI aliased), weighted by real use:",
                 "\(report.probes.count) probes, \(total) uses in 21 open-source apps", ""]
    for mode in report.languageModes {
      let failing = report.failing(mode: mode)
      lines.append(String(format: "Swift %d mode: %.1f%% of uses type-check (%d of %d forms)", mode,
                          report.coverage(mode: mode) * 100, report.probes.count - failing.count, report.probes.count))
    }
    guard let mode = report.languageModes.first else { return lines.joined(separator: "\n") }
    lines.append("")
    lines.append("  " + TableText.pad("API", 34) + TableText.leftPad("uses", 8) + TableText.leftPad("compile", 10))
    for api in report.apis(mode: mode) where api.coverage < 1 {
      lines.append("  " + TableText.pad(api.api, 34) + TableText.leftPad("\(api.weight)", 8)
        + TableText.leftPad(String(format: "%.0f%%", api.coverage * 100), 10))
    }
    let failing = Set(report.languageModes.flatMap { report.failing(mode: $0).map(\.file) })
    if !failing.isEmpty {
      lines.append("")
      lines.append("Forms that do not type-check:")
      for probe in report.probes where failing.contains(probe.file) {
        let modes = report.languageModes.filter { probe.errors[$0] != nil }.map { "Swift \($0)" }.joined(separator: ", ")
        let error = report.languageModes.compactMap { probe.errors[$0] }.first ?? ""
        lines.append("  \(probe.weight)\t\(probe.api) \(probe.form) [\(modes)]")
        lines.append("     \((probe.file as NSString).lastPathComponent):\(error)")
      }
    }
    return lines.joined(separator: "\n")
  }

  static func json(_ report: CompatibilityBenchmark.Report) -> String {
    JSON.object([
      ("coverage", .object(report.languageModes.map { mode in ("swift\(mode)", .number((report.coverage(mode: mode) * 10_000).rounded() / 10_000)) })),
      ("probes", .array(report.probes.map { probe in
        .object([
          ("file", .string((probe.file as NSString).lastPathComponent)),
          ("api", .string(probe.api)),
          ("form", .string(probe.form)),
          ("weight", .integer(probe.weight)),
          ("errors", .object(report.languageModes.compactMap { mode in probe.errors[mode].map { ("swift\(mode)", .string($0)) } })),
        ])
      })),
    ]).rendered()
  }
}
