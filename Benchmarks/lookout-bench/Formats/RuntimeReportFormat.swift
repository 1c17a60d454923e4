import Foundation
import LookoutBenchmarks
import LookoutCommands

/// How `lookout-bench runtime` prints its report.
enum RuntimeReportFormat {
  static func table(_ report: RuntimeBenchmark.Report, debugNote: String?) -> String {
    var lines = [
      "ns per operation (best of 3 turns, each the median of its rounds); × = how many times faster than @Observable",
    ]
    for section in RuntimeBenchmark.Section.allCases {
      let rows = report.rows.filter { $0.section == section }
      guard !rows.isEmpty else { continue }
      lines += ["", section.rawValue, header(), String(repeating: "-", count: 138)]
      for entry in rows {
        lines.append(row([
          entry.name, format(entry.observable), format(entry.tracked), ratio(entry.trackedSpeedup),
          format(entry.lookoutOnly), ratio(entry.lookoutOnlySpeedup), format(entry.plain),
          format(entry.debug.tracked), format(entry.debug.lookoutOnly), format(entry.debug.plain),
        ]))
      }
    }
    if let debugNote { lines += ["", debugNote] }
    if !report.memory.isEmpty {
      lines += ["", "Heap bytes per object (instance + everything its registrars allocate), 10,000 objects:"]
      for figure in report.memory {
        lines.append("  " + TableText.pad(figure.model, 34) + String(format: "fresh %5.0f", figure.fresh)
          + (figure.observed.isFinite ? String(format: "   read and changed once %5.0f", figure.observed) : ""))
      }
    }
    return lines.joined(separator: "\n")
  }

  static func json(_ report: RuntimeBenchmark.Report) -> String {
    let rows: [JSON] = report.rows.map { entry in
      .object([
        ("section", .string("\(entry.section)")),
        ("name", .string(entry.name)),
        ("observable_ns", .number(entry.observable)),
        ("tracked_ns", .number(entry.tracked)),
        ("lookout_only_ns", .number(entry.lookoutOnly)),
        ("plain_ns", .number(entry.plain)),
        ("tracked_speedup", .number(rounded(entry.trackedSpeedup))),
        ("lookout_only_speedup", .number(rounded(entry.lookoutOnlySpeedup))),
        ("debug_tracked_ns", .number(entry.debug.tracked)),
        ("debug_lookout_only_ns", .number(entry.debug.lookoutOnly)),
        ("debug_plain_ns", .number(entry.debug.plain)),
      ])
    }
    let memory: [JSON] = report.memory.map { figure in
      .object([("model", .string(figure.model)), ("fresh_bytes", .number(figure.fresh)), ("observed_bytes", .number(figure.observed))])
    }
    return JSON.object([("benchmarks", .array(rows)), ("memory", .array(memory))]).rendered()
  }

  /// The debug rows a debug build printed as JSON, merged into the release report by name.
  static func mergeDebugRows(_ json: Data, into report: inout RuntimeBenchmark.Report) -> Bool {
    guard let object = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
          let rows = object["benchmarks"] as? [[String: Any]] else { return false }
    for debug in rows {
      guard let name = debug["name"] as? String,
            let index = report.rows.firstIndex(where: { $0.name == name && $0.section == .clientShaped }) else { continue }
      report.rows[index].debug.tracked = debug["tracked_ns"] as? Double ?? .nan
      report.rows[index].debug.lookoutOnly = debug["lookout_only_ns"] as? Double ?? .nan
      report.rows[index].debug.plain = debug["plain_ns"] as? Double ?? .nan
    }
    return true
  }

  private static func header() -> String {
    row(["operation", "@Observable", "@Tracked", "×", "observable: false", "×", "plain", "debug: Tracked", "obs: false", "plain"])
  }

  private static func row(_ cells: [String]) -> String {
    let widths = [44, 12, 10, 8, 18, 8, 8, 15, 11, 8]
    return zip(cells, widths).enumerated().map { index, cell in
      index == 0 ? TableText.pad(cell.0, cell.1) : TableText.leftPad(cell.0, cell.1)
    }.joined()
  }

  private static func ratio(_ value: Double) -> String { value.isFinite ? String(format: "%.1f×", value) : "—" }

  private static func rounded(_ value: Double) -> Double { value.isFinite ? (value * 100).rounded() / 100 : value }

  private static func format(_ nanoseconds: Double) -> String {
    guard nanoseconds.isFinite else { return "—" }
    if nanoseconds >= 100 { return String(format: "%.0f", nanoseconds) }
    return String(format: "%.2f", nanoseconds)
  }
}
