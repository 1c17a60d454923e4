import Foundation
import LookoutBenchmarks

/// How `lookout bench views` prints its scenarios.
enum ViewsReportFormat {
  static func table(_ scenarios: [ViewsBenchmark.Scenario]) -> String {
    var lines = ["LookoutUI: the guides' scenarios under three observation models (median of rounds)", ""]
    for scenario in scenarios {
      lines.append(scenario.name)
      lines.append("  " + TableText.pad("model", 18) + TableText.leftPad("bodies run", 12) + TableText.leftPad("update ms", 12) + TableText.leftPad("mount ms", 12))
      for model in scenario.models {
        lines.append("  " + TableText.pad(model.model, 18) + TableText.leftPad("\(model.bodyEvaluations)", 12)
          + TableText.leftPad(String(format: "%.3f", model.updateMilliseconds), 12)
          + TableText.leftPad(String(format: "%.1f", model.mountMilliseconds), 12))
      }
      if let legacy = scenario.models.first(where: { $0.model == "ObservableObject" }),
         let tracked = scenario.models.first(where: { $0.model == "Tracked" }), tracked.updateMilliseconds > 0 {
        lines.append(String(format: "  update time ObservableObject / Tracked: %.0f×", legacy.updateMilliseconds / tracked.updateMilliseconds))
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
          ("models", .array(scenario.models.map { model in
            .object([
              ("model", .string(model.model)),
              ("body_evaluations", .integer(model.bodyEvaluations)),
              ("update_ms", .number((model.updateMilliseconds * 1000).rounded() / 1000)),
              ("mount_ms", .number((model.mountMilliseconds * 10).rounded() / 10)),
            ])
          })),
        ])
      })),
    ]).rendered()
  }
}
