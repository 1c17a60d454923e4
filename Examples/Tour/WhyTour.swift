import Foundation
import LookoutMap
import LookoutSyntax

/// Part 5 of the tour: `lookout why` on the bundled app, before and after its migration — which views a write
/// to the cart's items re-runs, read from the code alone.
enum WhyTour {
  static func run() -> [String] {
    let apps = ["Examples/LegacyApp", "Examples/MigratedApp"]
    guard apps.allSatisfy({ FileManager.default.fileExists(atPath: $0) }) else {
      return ["Part 5 (why) runs from the package's directory, where \(apps[0]) is."]
    }
    var lines = ["Part 5 — why: which views a write re-runs, from the code alone (no build, no device)", ""]
    for app in apps {
      guard let sources = try? DiskSources(under: [app]) else { continue }
      let map = MapBuilder(settings: ProjectSettings.read(under: [app])).build(sources)
      let report = WhyReport(map: map, base: app)
      guard let subject = report.subject("CartViewModel.items") else { continue }
      lines.append("$ lookout why CartViewModel.items \(app)")
      lines += report.text(for: subject).split(separator: "\n").map { "    " + $0 }
      lines.append("")
    }
    lines.append("`swift run lookout map Examples/MigratedApp --format html --output map.html` draws the whole map;")
    lines.append("a test's recorded updates (`ViewHost.trace`) are compared with it by `lookout why --trace run.json`.")
    return lines
  }
}
