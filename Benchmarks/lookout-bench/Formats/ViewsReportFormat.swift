// LookoutUI runs on Linux (see README: Platforms).
#if os(Linux)
import Foundation
import LookoutBenchmarks
import LookoutCommands

/// How `lookout-bench views` prints its scenarios.
enum ViewsReportFormat {
  static func table(_ scenarios: [ViewsBenchmark.Scenario]) -> String {
    var lines = ["LookoutUI: the guides' scenarios under three observation models (medians; best: the fastest mount)", ""]
    for scenario in scenarios {
      lines.append(scenario.name)
      lines.append("  " + TableText.pad("model", 18) + TableText.leftPad("bodies run", 12) + TableText.leftPad("update µs", 12)
        + TableText.leftPad("mount ms", 12) + TableText.leftPad("µs/row", 10) + TableText.leftPad("best µs/row", 13))
      for model in scenario.models {
        lines.append("  " + TableText.pad(model.model, 18) + TableText.leftPad("\(model.bodyEvaluations)", 12)
          + TableText.leftPad(String(format: "%.1f", model.updateMicroseconds), 12)
          + TableText.leftPad(String(format: "%.1f", model.mountMilliseconds), 12)
          + TableText.leftPad(model.mountMicrosecondsPerRow.map { String(format: "%.2f", $0) } ?? "—", 10)
          + TableText.leftPad(model.bestMountMicrosecondsPerRow.map { String(format: "%.2f", $0) } ?? "—", 13))
      }
      if let observed = scenario.models.first(where: { $0.model == "Observable" }),
         let tracked = scenario.models.first(where: { $0.model == "Tracked" }), tracked.updateMicroseconds > 0 {
        lines.append(String(format: "  update time Observable / Tracked: %.2f×", observed.updateMicroseconds / tracked.updateMicroseconds))
      }
      if let legacy = scenario.models.first(where: { $0.model == "ObservableObject" }),
         let tracked = scenario.models.first(where: { $0.model == "Tracked" }), tracked.updateMicroseconds > 0 {
        lines.append(String(format: "  update time ObservableObject / Tracked: %.0f×", legacy.updateMicroseconds / tracked.updateMicroseconds))
      }
      let names = ViewsBenchmark.bridgeModels
      if let observed = scenario.models.first(where: { $0.model == names.observed }),
         let bridged = scenario.models.first(where: { $0.model == names.bridged }), observed.updateMicroseconds > 0 {
        lines.append(String(format: "  update time Tracked bridge (iOS 16) / Observable (iOS 17): %.2f× (target ≤ 2×); bodies per row update: %d (target 1)",
                            bridged.updateMicroseconds / observed.updateMicroseconds, bridged.bodyEvaluations))
      }
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }

  static func json(_ scenarios: [ViewsBenchmark.Scenario]) -> String {
    JSON.object([
      ("scenarios", .array(scenarios.map { scenario in
        .object([
          ("name", .string(scenario.name)),
          ("rows", scenario.rows.map { .integer($0) } ?? .null),
          ("models", .array(scenario.models.map { model in
            .object([
              ("model", .string(model.model)),
              ("body_evaluations", .integer(model.bodyEvaluations)),
              ("update_us", .number((model.updateMicroseconds * 10).rounded() / 10)),
              ("mount_ms", .number((model.mountMilliseconds * 10).rounded() / 10)),
              ("mount_us_per_row", model.mountMicrosecondsPerRow.map { .number(($0 * 100).rounded() / 100) } ?? .null),
              ("best_mount_us_per_row", model.bestMountMicrosecondsPerRow.map { .number(($0 * 100).rounded() / 100) } ?? .null),
            ])
          })),
        ])
      })),
    ]).rendered()
  }
}
#endif
