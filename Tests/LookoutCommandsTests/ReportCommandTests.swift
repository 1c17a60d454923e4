import Foundation
import LookoutTestSupport
import Testing

/// `lookout report` as a user's first look: grouped by the target that compiles each file, each deployment
/// target once, empty rows left out, a headline and the command to run next (issue 32, item 7).
@Suite struct ReportCommandTests {
  /// One app target that synchronizes `App/` (three folders under it), Debug and Release both at iOS 17.
  static let pbxproj = XcodeProjectFixture.synchronized(
    folder: "App", target: "Shop", settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;", configurations: ["Debug", "Release"])

  static func project() throws -> ScratchDirectory {
    try ScratchDirectory(text: [
      "Shop.xcodeproj/project.pbxproj": pbxproj,
      "App/Models/Cart.swift": "import Combine\nfinal class Cart: ObservableObject {\n    @Published var items: [String] = []\n}\n",
      "App/Models/Session.swift": "import Observation\n@Observable final class Session {\n    var name = \"\"\n}\n",
      "App/Views/CartView.swift": "import SwiftUI\nstruct CartView: View {\n    @ObservedObject var cart: Cart\n    var body: some View { Text(\"\\(cart.items.count)\") }\n}\n",
      "App/Screens/Home.swift": "import SwiftUI\nstruct Home: View {\n    var body: some View { Text(\"Home\") }\n}\n",
      "Scratch/Old.swift": "final class Old {}\n",
    ])
  }

  @Test func anXcodeTargetsSynchronizedFoldersAreOneGroup() throws {
    let project = try Self.project()
    defer { project.remove() }
    let run = CommandRun(["report", project.path])
    #expect(run.status == 0, "\(run.error)")
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "\(project.path): 1 model already @Observable/@Tracked, 1 ObservableObject left, 0 pitfalls", "\(run.output)")
    #expect(lines.contains("Shop: 4 files, 21 lines"), "\(run.output)")
    #expect(lines.contains("  Combine: 1 file imports it; 0 publisher uses ($property, sink, assign, onReceive)"), "\(run.output)")
    #expect(!lines.contains { $0.hasPrefix("Models:") || $0.hasPrefix("Views:") || $0.hasPrefix("Screens:") })
    #expect(lines.contains("Nothing to migrate in: (compiled by no target) (1 file)"), "\(run.output)")
    #expect(lines.filter { $0.hasPrefix("Deployment target") } == ["Deployment target: iOS 17.0 — Observation is available"], "\(run.output)")
    #expect(!run.output.contains(" 0,") && !run.output.contains("@Environment 0") && !run.output.contains(": 0\n"), "\(run.output)")
    #expect(lines.last?.hasPrefix("Next: ") == true && lines.last?.contains("migrate \(project.path)") == true, "\(run.output)")
    let json = CommandRun(["report", "--json", project.path])
    #expect(json.output.contains("\"name\": \"Shop\""), "\(json.output)")
  }

  @Test func withNothingLeftToMigrateTheNextStepIsLint() throws {
    let project = try ScratchDirectory(text: [
      "Sources/App/Session.swift": "import Observation\n@Observable final class Session {\n    var name = \"\"\n}\n",
    ])
    defer { project.remove() }
    let run = CommandRun(["report", project.path])
    #expect(run.output.hasPrefix("\(project.path): 1 model already @Observable/@Tracked, 0 ObservableObject left, 0 pitfalls"), "\(run.output)")
    #expect(run.output.contains("Next: nothing left to migrate and no pitfall; "), "\(run.output)")
  }

  /// Targets written differently are one (`14.0.0` is `14.0`); with nothing left to migrate, no migration
  /// advice (a Tuist app at macOS 13 and 14 whose models are all @Observable was told to migrate).
  @Test func deploymentTargetsAreNamedOnceAndAdviceOnlyWhereThereIsSomethingToMigrate() throws {
    let project = try ScratchDirectory(text: [
      "Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"App\", platforms: [.macOS(\"14.0.0\")], targets: [.target(name: \"App\")])\n",
      "App.xcconfig": "MACOSX_DEPLOYMENT_TARGET = 14.0\n",
      "Sources/App/Session.swift": "import Observation\n@Observable final class Session {\n    var name = \"\"\n}\n",
    ])
    defer { project.remove() }
    let run = CommandRun(["report", project.path])
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.contains("Deployment target: macOS 14.0"), "\(run.output)")
  }
}
