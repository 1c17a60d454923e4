import Foundation
import LookoutTestSupport
import Testing

/// `lookout why` and `lookout map` as a user runs them, and the recorded map of a whole run
/// (`LOOKOUT_TRACE`) compared with the code's.
@Suite struct WhyCommandTests {
  @Test func whyNamesTheViewsAWriteReRunsWithThePathOfEachRead() throws {
    let migrated = try ToolBinary.run(["why", "CartViewModel.items", "Examples/MigratedApp"])
    #expect(migrated.status == 0, "\(migrated.error)")
    #expect(migrated.output.contains("CartViewModel.items (ShopApp, Sources/ShopApp/Models/CartViewModel.swift:15) — tracked (@Observable)"))
    #expect(migrated.output.contains("re-runs 1 view:"))
    #expect(migrated.output.contains("CartSummary.body       Sources/ShopApp/Views/CartView.swift:30"))
    let legacy = try ToolBinary.run(["why", "CartViewModel.items", "Examples/LegacyApp"])
    #expect(legacy.output.contains("re-runs 3 views:"))
    #expect(legacy.output.contains("CartView.viewModel (@StateObject)"))
    let view = try ToolBinary.run(["why", "CartView", "Examples/MigratedApp"])
    #expect(view.output.contains("CartView (ShopApp, Sources/ShopApp/Views/CartView.swift:3) — its body depends on 2 things:"))
    let json = try ToolBinary.run(["why", "CartViewModel.items", "Examples/MigratedApp", "--json"])
    let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    #expect((document["edges"] as? [Any])?.count == 1)
  }

  /// The README shows `lookout why` on the bundled app as the tool prints it.
  @Test func theReadmeShowsWhatWhyPrints() throws {
    let readme = try String(contentsOfFile: PackagePaths.path("Documentation/why-and-map.md"), encoding: .utf8)
    for (subject, app) in [("CartViewModel.totalPrice", "Examples/MigratedApp"), ("CartView", "Examples/LegacyApp")] {
      let run = try ToolBinary.run(["why", subject, app])
      #expect(readme.contains("$ swift run lookout why \(subject) \(app)\n" + run.output), "README's `lookout why \(subject)` is out of date:\n\(run.output)")
    }
  }

  @Test func mistakesSayWhatToDo() throws {
    let unknown = try ToolBinary.run(["why", "Cart.nothing", "Examples/MigratedApp"])
    #expect(unknown.status == 1)
    #expect(unknown.error.contains("nothing called 'Cart.nothing' in the map of Examples/MigratedApp"))
    #expect(!unknown.error.contains("did you mean"))
    let misspelt = try ToolBinary.run(["why", "CartVeiw", "Examples/LegacyApp"])
    #expect(misspelt.status == 1)
    #expect(misspelt.error.contains("did you mean CartView?"), "\(misspelt.error)")
    let property = try ToolBinary.run(["why", "CartViewModel.itmes", "Examples/MigratedApp"])
    #expect(property.error.contains("did you mean CartViewModel.items?"), "\(property.error)")
    let missing = try ToolBinary.run(["why"])
    #expect(missing.status == 2)
    #expect(missing.error.contains("name what to explain"))
    let badTrace = try ToolBinary.run(["why", "--trace", "no-such-run.json", "CartViewModel.items", "Examples/MigratedApp"])
    #expect(badTrace.status == 2)
    #expect(badTrace.error.contains("no-such-run.json: cannot read the file"))
  }

  @Test func mapWritesJSONAndDOT() throws {
    let json = try ToolBinary.run(["map", "Examples/MigratedApp", "--format", "json"])
    #expect(json.status == 0)
    let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    #expect(document["schema"] as? String == "lookout-map")
    let dot = try ToolBinary.run(["map", "Examples/MigratedApp", "--format", "dot"])
    #expect(dot.output.hasPrefix("digraph lookout {"))
  }

  /// Without a format, a person reads the map: its size, the widest writes, and what to run next, each
  /// command one that works (and no JSON on the terminal).
  @Test func mapWithoutAFormatSummarisesAndSaysWhatNext() throws {
    let run = try ToolBinary.run(["map", "Examples/LegacyApp"])
    #expect(run.status == 0, "\(run.error)")
    #expect(!run.output.hasPrefix("{"))
    let lines = run.output.split(separator: "\n").map(String.init)
    let first = try #require(lines.first)
    #expect(first.hasSuffix("in Examples/LegacyApp") && first.contains(" views, ") && first.contains(" properties, "), "\(first)")
    let top = try #require(lines.firstIndex(of: "The properties whose write re-runs the most views:"))
    let widest = try #require(lines[top + 1].split(separator: " ").first.map(String.init))
    let why = try ToolBinary.run(["why", widest, "Examples/LegacyApp"])
    #expect(why.status == 0, "\(why.error)")
    let count = try #require(lines[top + 1].split(separator: " ").dropLast().last.flatMap { Int($0) })
    #expect(why.output.contains("re-runs \(count) view"), "\(lines[top + 1]) against:\n\(why.output)")
    for line in lines.drop(while: { $0 != "Next:" }).dropFirst() {
      let words = line.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ").first ?? ""
      #expect(words.hasPrefix(ToolBinary.path) || words.contains("lookout "), "\(line)")
    }
    #expect(lines.contains { $0.contains("why \(widest) Examples/LegacyApp") })
  }

  @Test func mapOutputTakesItsFormatFromTheExtension() throws {
    let folder = NSTemporaryDirectory() + "lookout-map-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(try ToolBinary.run(["map", "Examples/MigratedApp", "--output", folder + "/map.html"]).status == 0)
    #expect(try String(contentsOfFile: folder + "/map.html", encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
    #expect(try ToolBinary.run(["map", "Examples/MigratedApp", "--output", folder + "/map.dot"]).status == 0)
    #expect(try String(contentsOfFile: folder + "/map.dot", encoding: .utf8).hasPrefix("digraph lookout {"))
    #expect(try ToolBinary.run(["map", "Examples/MigratedApp", "--output", folder + "/map.out"]).status == 0)
    #expect(try String(contentsOfFile: folder + "/map.out", encoding: .utf8).hasPrefix("{"))
  }

  #if os(Linux)
  /// The tour mounts the guides' screen in its hosts: with `LOOKOUT_TRACE` every update lands in the file,
  /// one per line, and `lookout why --trace` finds each of them in the map of the tour's code.
  @Test func aWholeRunsTraceIsComparedWithTheMap() throws {
    let trace = NSTemporaryDirectory() + "lookout-run-\(UUID().uuidString).jsonl"
    defer { try? FileManager.default.removeItem(atPath: trace) }
    let tour = try Shell.run([ToolBinary.executable(named: "lookout-tour")], in: PackagePaths.root, environment: ["LOOKOUT_TRACE": trace])
    #expect(tour.status == 0, "\(tour.error)")
    let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
    #expect(lines.count >= 6, "mount and two interactions, in two hosts")
    #expect(lines.allSatisfy { $0.hasPrefix("{") && $0.contains("\"schema\":\"lookout-trace\"") })
    let compared = try ToolBinary.run(["why", "--trace", trace, "CounterModel.count", "Examples/Tour"])
    #expect(compared.status == 0, "\(compared.output)\(compared.error)")
    #expect(compared.output.contains("✓ CounterDisplay ← CounterModel.count: 1 evaluation"))
    #expect(compared.output.contains("Every update the run saw is in the map."))
    let legacy = try ToolBinary.run(["why", "--trace", trace, "LegacyCounterModel", "Examples/Tour"])
    #expect(legacy.output.contains("✓ LegacyTitleEditor ← LegacyCounterModel (whole object): 2 evaluations"))
  }

  /// The tour's count of lint findings is the count of the findings it lists and says it leaves out.
  @Test func theToursLintCountMatchesWhatItPrints() throws {
    let tour = try Shell.run([ToolBinary.executable(named: "lookout-tour")], in: PackagePaths.root)
    let lines = tour.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let header = try #require(lines.firstIndex { $0.hasPrefix("Part 4 — lint: ") })
    let claimed = try #require(Int(lines[header].dropFirst("Part 4 — lint: ".count).prefix { $0.isNumber }))
    let listed = lines[(header + 2)...].prefix { $0.hasPrefix("  ") && !$0.hasPrefix("  …") }.count
    let more = lines[(header + 2)...].first { $0.hasPrefix("  … and ") }.flatMap { Int($0.dropFirst("  … and ".count).prefix { $0.isNumber }) } ?? 0
    #expect(listed + more == claimed, "\(lines[header...].prefix(8).joined(separator: "\n"))")
  }
  #endif
}
