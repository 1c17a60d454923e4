import Foundation
import LookoutBenchmarks
import LookoutCommands

/// How `lookout-bench compat --apps` prints its results.
enum AppReportFormat {
  static func table(_ results: [AppBenchmark.AppResult]) -> String {
    let mounted = results.filter(\.mounted)
    let responding = mounted.filter { !$0.steps.isEmpty && $0.failures.isEmpty }
    var lines = [
      "Whole real apps, built unchanged against LookoutUI as a Linux test target would build them, mounted and driven:",
      "\(results.filter(\.built).count) of \(results.count) build; \(mounted.count) mount their root scene; \(responding.count) respond to every interaction driven",
    ]
    for result in results {
      lines.append("")
      lines.append("\(result.app.name) (\(result.app.repository)@\(result.app.commit.prefix(10)), \(result.files) files, \(result.lines) lines)")
      guard result.built else {
        lines.append("  does not build: \(result.errors.count) errors")
        lines += result.errors.prefix(8).map { "    \($0)" }
        continue
      }
      if result.run.isEmpty { lines.append("  builds; \(result.app.driver == nil ? "no driver" : "its driver did not run")") }
      for entry in result.run {
        lines.append("  \(entry.kind == "failed" ? "FAILED" : entry.kind): \(entry.text)")
      }
    }
    return lines.joined(separator: "\n")
  }

  static func json(_ results: [AppBenchmark.AppResult]) -> String {
    JSON.array(results.map { result -> JSON in
      .object([
        ("name", .string(result.app.name)),
        ("repository", .string(result.app.repository)),
        ("commit", .string(result.app.commit)),
        ("path", .string(result.app.path)),
        ("files", .integer(result.files)),
        ("lines", .integer(result.lines)),
        ("built", .bool(result.built)),
        ("errors", .array(result.errors.map { .string($0) })),
        ("mounted", .bool(result.mounted)),
        ("steps", .array(result.steps.map { .string($0) })),
        ("failures", .array(result.failures.map { .string($0) })),
        ("body_counts", result.bodyCounts.map { .string($0) } ?? .null),
      ])
    }).rendered()
  }
}
