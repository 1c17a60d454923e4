import Foundation
import LookoutTestSupport
import Testing

/// The HTML page `lookout map --format html` writes, in a real browser: headless Chromium loads the page built
/// from the bundled app's map, the graph draws one SVG node per node of the map's JSON, a search reaches the
/// views that read the property, and a screenshot is taken. Chromium must be installed (`.ci/run` installs it).
@Suite struct MapPageBrowserTests {
  /// Chromium, Chrome or Chromium's headless shell: `LOOKOUT_CHROMIUM`, else the usual names on `PATH`, else the
  /// usual places on a Mac.
  static func chromium() -> String? {
    let environment = ProcessInfo.processInfo.environment
    if let given = environment["LOOKOUT_CHROMIUM"], FileManager.default.isExecutableFile(atPath: given) { return given }
    let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome", "chrome-headless-shell"]
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
      for name in names {
        let candidate = "\(directory)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      }
    }
    let mac = ["/Applications/Chromium.app/Contents/MacOS/Chromium", "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"]
    return mac.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  static let installAdvice = """
    headless Chromium is needed to test the map's page, and none was found: on Debian or Ubuntu run \
    `apt-get update && apt-get install -y chromium` (.ci/run does this), on a Mac `brew install --cask chromium`; \
    or point LOOKOUT_CHROMIUM at a Chrome or Chromium executable
    """

  /// Runs the browser headless on a page; `--no-sandbox` because CI runs as root.
  static func browse(_ chromium: String, _ arguments: [String]) throws -> Shell.Result {
    try Shell.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1400,1000"] + arguments,
                  in: NSTemporaryDirectory())
  }

  /// The value of the first `name="…"` attribute in a dumped DOM.
  static func attribute(_ name: String, in dom: String) -> String? {
    guard let start = dom.range(of: name + "=\"") else { return nil }
    let rest = dom[start.upperBound...]
    return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
  }

  @Test func longNamesAreCutToTheirBoxesWithTheFullNameInTheTooltip() throws {
    guard let chromium = Self.chromium() else {
      Issue.record(Comment(rawValue: Self.installAdvice))
      return
    }
    let directory = NSTemporaryDirectory() + "lookout-map-long-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory + "/Sources/App", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let source = """
      import SwiftUI
      @Observable final class NotificationPreferencesAndScheduledDeliverySettingsModel {
          var numberOfUnreadNotificationsAcrossEveryConnectedAccountAndDevice = 0
      }
      struct NotificationPreferencesAndScheduledDeliverySettingsScreenView: View {
          let model: NotificationPreferencesAndScheduledDeliverySettingsModel
          var body: some View { Text("\\(model.numberOfUnreadNotificationsAcrossEveryConnectedAccountAndDevice)") }
      }
      """
    try source.write(toFile: directory + "/Sources/App/Long.swift", atomically: true, encoding: .utf8)
    let page = directory + "/map.html"
    let written = try ToolBinary.run(["map", directory, "--format", "html", "--output", page])
    #expect(written.status == 0, "\(written.error)")
    let dom = try Self.browse(chromium, ["--dump-dom", "file://\(page)"])
    #expect(Self.attribute("data-rendered", in: dom.output) == "3")
    #expect(Self.attribute("data-overflowing", in: dom.output) == "0")
    #expect(dom.output.contains("…</text>"), "a long label is cut with an ellipsis")
    #expect(dom.output.contains("<title>NotificationPreferencesAndScheduledDeliverySettingsModel.numberOfUnreadNotificationsAcrossEveryConnectedAccountAndDevice"))
  }

  @Test func thePageDrawsTheMapSearchesAndShowsReadPaths() throws {
    guard let chromium = Self.chromium() else {
      Issue.record(Comment(rawValue: Self.installAdvice))
      return
    }
    let directory = NSTemporaryDirectory() + "lookout-map-page-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let page = directory + "/map.html"
    let written = try ToolBinary.run(["map", "Examples/MigratedApp", "--format", "html", "--output", page])
    #expect(written.status == 0, "\(written.error)")
    let json = try ToolBinary.run(["map", "Examples/MigratedApp", "--format", "json"])
    let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let nodes = try #require(document["nodes"] as? [[String: Any]])
    #expect(nodes.count > 20)

    // The graph drew: one SVG node per node of the JSON; a search for a property reaches its two readers.
    let url = "file://\(page)#search=CartViewModel.totalPrice"
    let dom = try Self.browse(chromium, ["--dump-dom", url])
    #expect(dom.status == 0, "\(dom.error)")
    // Every node is drawn or folded (a property no view reads, a view that reads no model), and the count of
    // folded ones is on the button that shows them.
    let drawn = dom.output.components(separatedBy: "<g class=\"node ").count - 1
    let folded = try #require(Int(Self.attribute("data-folded", in: dom.output) ?? ""))
    #expect(folded > 0 && drawn + folded == nodes.count, "drew \(drawn) and folded \(folded) of the JSON's \(nodes.count) nodes")
    #expect(dom.output.contains("data-rendered=\"\(drawn)\""))
    #expect(dom.output.contains("\(folded) nodes with no read"))
    #expect(!dom.output.contains("data-id=\"property:ShopApp.UserSession.token\""), "a property no view reads is folded")
    // The search scrolled to its hit and marked it; no name overflows its box.
    #expect(Self.attribute("data-revealed", in: dom.output) == "property:ShopApp.CartViewModel.totalPrice")
    #expect(Self.attribute("data-revealed-in-view", in: dom.output) == "true")
    #expect(Self.attribute("data-overflowing", in: dom.output) == "0")
    // The ranked list comes first, highest fan-out first, as the JSON counts it.
    let fanOuts = nodes.compactMap { $0["fan_out"] as? Int }
    let ranking = try #require(Self.attribute("data-ranking", in: dom.output)).split(separator: "|")
    let counts: [Int] = ranking.map { entry in Int(entry.split(separator: ":").last ?? "") ?? 0 }
    let highest: Int = fanOuts.max() ?? -1
    #expect(counts.first == highest, "\(ranking)")
    #expect(counts == counts.sorted(by: >))
    let rankingAt = try #require(dom.output.range(of: "Writes that re-run the most views")).lowerBound
    let graphAt = try #require(dom.output.range(of: "<svg")).lowerBound
    #expect(rankingAt < graphAt)
    // Every term of the legend is explained.
    for term in ["read", "whole object", "untracked", "⏱ often", "folded"] {
      #expect(dom.output.contains("<dt>\(term)</dt>"), "the legend explains \(term)")
    }

    // A search for a folded property unfolds the map and finds it.
    let hidden = try Self.browse(chromium, ["--dump-dom", "file://\(page)#search=UserSession.token"])
    #expect(hidden.output.contains("data-id=\"property:ShopApp.UserSession.token\""))
    #expect(Self.attribute("data-folded", in: hidden.output) == "0")
    #expect(Self.attribute("data-revealed", in: hidden.output) == "property:ShopApp.UserSession.token")
    #expect(dom.output.contains("data-views=\"CartSummary,CartView\""), "the search should reach CartSummary and CartView")
    #expect(dom.output.contains("1 property → 2 views: CartSummary, CartView"))
    // Selecting the property showed its read paths with their source lines.
    #expect(dom.output.contains("CartSummary.body"))
    #expect(dom.output.contains(".onChange(of: viewModel.totalPrice, initial: true)"))

    let screenshot = directory + "/map.png"
    let shot = try Self.browse(chromium, ["--screenshot=\(screenshot)", url])
    #expect(shot.status == 0, "\(shot.error)")
    let png = try #require(FileManager.default.contents(atPath: screenshot))
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG")
    #expect(png.count > 20_000, "a screenshot of the drawn graph, not a blank page (\(png.count) bytes)")
    if let keep = ProcessInfo.processInfo.environment["LOOKOUT_MAP_SCREENSHOT"] {
      try? FileManager.default.removeItem(atPath: keep)
      try FileManager.default.copyItem(atPath: screenshot, toPath: keep)
    }
  }
}
