import Foundation
import LookoutTestSupport
import Testing

/// `lookout-bench lint --real <dir>`: each subdirectory is linted as its own project, with its settings.
@Suite struct RealLintBenchTests {
  @Test func eachProjectGetsItsFindingsAndExitStatus() throws {
    let projects = try ScratchDirectory(text: [
      // Certainly wrong: a property wrapper in an @Observable class is an error, so the project fails.
      "Broken/Sources/Model.swift": """
        import SwiftUI
        @Observable final class Settings {
            @AppStorage("size") var size = 14
        }

        """,
      // A model whose async method writes off the main actor; the build settings make MainActor the
      // default in one project and not in the other.
      "Isolated/App.xcodeproj/project.pbxproj": "SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;\n",
      "Isolated/App/Cart.swift": Self.cart,
      "Plain/App/Cart.swift": Self.cart,
    ])
    defer { projects.remove() }
    let run = try ToolBinary.runBench(["lint", "--real", projects.path, "--json"])
    #expect(run.status == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let rows = try #require(json["projects"] as? [[String: Any]])
    let byName = Dictionary(uniqueKeysWithValues: rows.map { ($0["name"] as? String ?? "", $0) })
    #expect(byName["Broken"]?["exit"] as? Int == 1)
    #expect(byName["Broken"]?["errors"] as? Int == 1)
    #expect(byName["Isolated"]?["warnings"] as? Int == 0)
    #expect(byName["Plain"]?["warnings"] as? Int == 1)
    #expect(byName["Plain"]?["exit"] as? Int == 0)
    let summaries = try #require(json["summaries"] as? [[String: Any]])
    #expect(summaries.map { $0["name"] as? String } == ["all"])
    let rules = try #require(summaries.last?["rules"] as? [[String: Any]])
    #expect(Set(rules.map { "\($0["rule"] as? String ?? "") \($0["severity"] as? String ?? "")" })
      == ["property-wrapper-in-observable error", "model-not-main-actor warning"])
    #expect(summaries.last?["severities"] as? [String: Int] == ["error": 1, "warning": 1, "note": 0])
    #expect(json["identical_output"] as? Bool == true)
    let broken = try #require(byName["Broken"]?["findings"] as? [[String: Any]])
    #expect(broken.map { $0["rule"] as? String } == ["property-wrapper-in-observable"])

    let table = try ToolBinary.runBench(["lint", "--real", projects.path])
    #expect(table.output.contains("all 3 projects:"))
    #expect(table.output.contains("1 would fail the run (exit 1)"))
    #expect(table.output.contains("findings by severity: 1 error, 1 warning, 0 notes"))
    #expect(table.output.contains("lines/s on 1 core"))
  }

  /// With a list, only the listed projects are linted (each from `<dir>/owner+name`), with figures per group.
  @Test func aListOfPinnedProjectsGivesFiguresPerGroup() throws {
    let projects = try ScratchDirectory(text: [
      "someone+broken/Model.swift": "@Observable final class Settings {\n    @AppStorage(\"size\") var size = 14\n}\n",
      "someone+plain/Cart.swift": Self.cart,
      "someone+unlisted/Cart.swift": Self.cart,
      "list.txt": "# owner/name commit group\nsomeone/broken 0123456789ab original\nsomeone/plain abcdef0 added\nsomeone/missing abcdef0 added\n",
    ])
    defer { projects.remove() }
    let run = try ToolBinary.runBench(["lint", "--real", projects.path, "--projects", projects.path + "/list.txt", "--json"])
    #expect(run.status == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let rows = try #require(json["projects"] as? [[String: Any]])
    #expect(rows.map { $0["name"] as? String } == ["someone+broken", "someone+plain", "someone+missing"])
    #expect(rows.map { $0["group"] as? String } == ["original", "added", "added"])
    #expect((rows.last?["problem"] as? String)?.contains("not found") == true)
    let summaries = try #require(json["summaries"] as? [[String: Any]])
    #expect(summaries.map { $0["name"] as? String } == ["original", "added", "all"])
    #expect(summaries.map { $0["failing"] as? Int } == [1, 0, 1])

    try "someone/broken not-a-commit original\n".write(toFile: projects.path + "/bad.txt", atomically: true, encoding: .utf8)
    let bad = try ToolBinary.runBench(["lint", "--real", projects.path, "--projects", projects.path + "/bad.txt"])
    #expect(bad.status == 2)
    #expect(bad.error.contains("bad.txt:1: expected `owner/name commit group`"))
  }

  @Test func aMissingDirectoryIsAUsageError() throws {
    let run = try ToolBinary.runBench(["lint", "--real", "/no/such/corpus"])
    #expect(run.status == 2)
    #expect(run.error.contains("/no/such/corpus"))
  }

  static let cart = """
    import SwiftUI
    @Observable final class Cart {
        var items: [String] = []
        func load() async { items = await fetchItems() }
    }
    struct CartView: View {
        @State private var cart = Cart()
        var body: some View { Text("\\(cart.items.count)") }
    }

    """
}
