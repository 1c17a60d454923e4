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
    let rules = try #require(json["rules"] as? [[String: Any]])
    #expect(Set(rules.compactMap { $0["rule"] as? String }) == ["property-wrapper-in-observable", "model-not-main-actor"])
    #expect(json["identical_output"] as? Bool == true)

    let table = try ToolBinary.runBench(["lint", "--real", projects.path])
    #expect(table.output.contains("1 of 3 projects would fail the run (exit 1)"))
    #expect(table.output.contains("lines/s on 1 core"))
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
