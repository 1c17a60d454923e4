import Foundation
import LookoutBenchmarks

/// How `lookout-bench client` prints its report: one Markdown table per language mode (the form
/// Documentation/performance.md publishes), or the runs as JSON.
enum ClientReportFormat {
  static func table(_ runs: [ClientPackageBenchmark.Run]) -> String {
    var lines = [
      "Measured from a client package (Benchmarks/ClientPackage), release; median of rounds; "
        + "× = times faster than @Observable; the Observation floor is a class making only Observation's own calls.",
    ]
    for run in runs {
      lines += ["", "## Swift \(run.languageMode) language mode"]
      var section = ""
      for row in run.rows {
        if row.section != section {
          section = row.section
          lines += ["", "**\(section)**", "",
                    "| operation (\(row.unit)) | plain | `@Observable` | `@Tracked` | × | `@Tracked(observable: false)` | × | Observation floor |",
                    "|---|---:|---:|---:|---:|---:|---:|---:|"]
        }
        let cells = [format(row.plain), format(row.observable), format(row.tracked), ratio(row.observable, row.tracked),
                     format(row.lookoutOnly), ratio(row.observable, row.lookoutOnly), format(row.observationFloor)]
        lines.append("| \(row.name) | " + cells.joined(separator: " | ") + " |")
      }
    }
    return lines.joined(separator: "\n")
  }

  static func json(_ runs: [ClientPackageBenchmark.Run]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return (try? encoder.encode(runs)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
  }

  private static func format(_ value: Double?) -> String {
    guard let value else { return "—" }
    return value >= 100 ? String(format: "%.0f", value) : String(format: "%.2f", value)
  }

  private static func ratio(_ peer: Double?, _ value: Double?) -> String {
    guard let peer, let value, value > 0 else { return "" }
    return String(format: "%.1f×", peer / value)
  }
}
