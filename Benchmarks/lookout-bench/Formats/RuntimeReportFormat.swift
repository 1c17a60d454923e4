import Foundation
import LookoutBenchmarks
import LookoutCommands

/// How `lookout-bench runtime` prints its report.
enum RuntimeReportFormat {
  static func table(_ report: RuntimeBenchmark.Report) -> String {
    var lines = [
      "Lookout @Tracked vs Observation @Observable (toolchain), ns per operation, median of rounds",
      "",
      row("operation", "Lookout", "Observation", "plain class", "speedup"),
      String(repeating: "-", count: 96),
    ]
    for entry in report.rows {
      lines.append(row(
        entry.name, format(entry.lookout), format(entry.observation), entry.plain.map(format) ?? "—",
        entry.speedup.isFinite ? String(format: "%.1f×", entry.speedup) : "—"))
    }
    if report.lookoutBytesPerObject.isFinite {
      lines.append("")
      lines.append("Heap bytes per object (instance + everything its registrar allocates), 10,000 objects:")
      lines.append(String(format: "  fresh:            Lookout %.0f   Observation %.0f   plain class %.0f",
                          report.lookoutBytesPerObject, report.observationBytesPerObject, report.plainBytesPerObject))
      lines.append(String(format: "  after one change: Lookout %.0f   Observation %.0f",
                          report.lookoutBytesPerObservedObject, report.observationBytesPerObservedObject))
    }
    return lines.joined(separator: "\n")
  }

  static func json(_ report: RuntimeBenchmark.Report) -> String {
    let rows: [JSON] = report.rows.map { entry in
      .object([
        ("name", .string(entry.name)),
        ("lookout_ns", .number(entry.lookout)),
        ("observation_ns", .number(entry.observation)),
        ("plain_ns", entry.plain.map { .number($0) } ?? .null),
        ("speedup", .number((entry.speedup * 100).rounded() / 100)),
      ])
    }
    return JSON.object([
      ("benchmarks", .array(rows)),
      ("memory", .object([
        ("lookout_bytes_per_object", .number(report.lookoutBytesPerObject)),
        ("observation_bytes_per_object", .number(report.observationBytesPerObject)),
        ("plain_bytes_per_object", .number(report.plainBytesPerObject)),
        ("lookout_bytes_per_observed_object", .number(report.lookoutBytesPerObservedObject)),
        ("observation_bytes_per_observed_object", .number(report.observationBytesPerObservedObject)),
      ])),
    ]).rendered()
  }

  private static func row(_ name: String, _ a: String, _ b: String, _ c: String, _ d: String) -> String {
    TableText.pad(name, 40) + TableText.leftPad(a, 12) + TableText.leftPad(b, 14) + TableText.leftPad(c, 14) + TableText.leftPad(d, 12)
  }

  private static func format(_ nanoseconds: Double) -> String {
    guard nanoseconds.isFinite else { return "—" }
    if nanoseconds >= 100_000 { return String(format: "%.0f", nanoseconds) }
    if nanoseconds >= 100 { return String(format: "%.0f", nanoseconds) }
    return String(format: "%.2f", nanoseconds)
  }
}
