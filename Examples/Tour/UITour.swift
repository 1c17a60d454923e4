// LookoutUI runs on Linux (see README: Platforms).
#if os(Linux)
import LookoutUI

/// Part 2 of the tour: the guides' counter/title screen mounted headlessly in both models,
/// showing which views each interaction evaluated, and why.
@MainActor
struct UITour {
  func run() -> [String] {
    var lines = [
      "Part 2 — the views: which bodies each change evaluates, and why",
      "",
      "The guides' screen: TitleEditor (a text field bound to `title`), CounterDisplay (reads `title` and",
      "`count`), and an \"Add 1\" button. Mounted headlessly, as SwiftUI would evaluate it:",
      "",
    ]
    let legacy = ViewHost(LegacyCounterScreen())
    let observation = ViewHost(CounterScreen())
    lines += ["  " + observation.render().replacingOccurrences(of: "\n", with: "\n  "), ""]
    lines += section("tap \"Add 1\"", legacy: interact(legacy) { try $0.tap("Add 1") },
                     observation: interact(observation) { try $0.tap("Add 1") })
    lines += section("type \"Clicks\" into the title", legacy: interact(legacy) { try $0.type("Clicks", into: "Title") },
                     observation: interact(observation) { try $0.type("Clicks", into: "Title") })
    lines.append("With ObservableObject every holder of the model runs again on any change; with @Observable only")
    lines.append("the views that read the changed property do (the text field's binding reads `title`).")
    return lines
  }

  private func interact(_ host: ViewHost, _ action: (ViewHost) throws -> UpdateReport) -> UpdateReport? {
    try? action(host)
  }

  private func section(_ title: String, legacy: UpdateReport?, observation: UpdateReport?) -> [String] {
    var lines = ["\(title):"]
    lines.append("  ObservableObject + @Published (\(Self.bodies(legacy?.bodyEvaluations ?? 0))):")
    lines += (legacy?.evaluations ?? []).map { "    \($0)" }
    lines.append("  @Observable (\(Self.bodies(observation?.bodyEvaluations ?? 0))):")
    lines += (observation?.evaluations ?? []).map { "    \($0)" }
    lines.append("")
    return lines
  }

  /// "1 body", "3 bodies".
  static func bodies(_ count: Int) -> String { count == 1 ? "1 body" : "\(count) bodies" }
}
#endif
