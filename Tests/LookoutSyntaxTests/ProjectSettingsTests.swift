import Foundation
@testable import LookoutSyntax
import Testing

/// Build settings read from manifests, Xcode projects, xcconfigs and XcodeGen specs, per project and target.
@Suite struct ProjectSettingsTests {
  /// Writes `files` (relative path → text) into a fresh directory and returns it.
  static func project(_ files: [String: String]) throws -> String {
    let root = NSTemporaryDirectory() + "lookout-settings-\(UUID().uuidString)"
    for (relative, text) in files {
      let path = root + "/" + relative
      try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
    return root
  }

  @Test func aPackageTargetWithDefaultIsolationIsMainActorAndItsSiblingIsNot() throws {
    let root = try Self.project([
      "Package.swift": """
        // swift-tools-version: 6.2
        import PackageDescription
        let package = Package(name: "P", targets: [
            .target(name: "UI", dependencies: ["Core"], swiftSettings: [.defaultIsolation(MainActor.self)]),
            .target(name: "Core", path: "Lib/Core"),
            .testTarget(name: "UITests", dependencies: ["UI"]),
        ])
        for target in package.targets {
            target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]
        }
        """,
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let settings = ProjectSettings.read(under: [root])
    #expect(settings.isMainActorByDefault(root + "/Sources/UI/View.swift"))
    #expect(!settings.isMainActorByDefault(root + "/Lib/Core/Model.swift"))
    #expect(!settings.isMainActorByDefault(root + "/Tests/UITests/T.swift"))
    #expect(settings.runsNonisolatedAsyncOnCaller(root + "/Lib/Core/Model.swift"))
    #expect(settings.swiftLanguageMode(root + "/Lib/Core/Model.swift") == 6)
  }

  @Test func anXcodeProjectSettingCoversItsFilesButNotANestedPackage() throws {
    let root = try Self.project([
      "App.xcodeproj/project.pbxproj": "buildSettings = {\n\tSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;\n\tSWIFT_VERSION = 5.0;\n};\n",
      "App/ContentView.swift": "",
      "Packages/Kit/Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let settings = ProjectSettings.read(under: [root])
    #expect(settings.isMainActorByDefault(root + "/App/ContentView.swift"))
    #expect(settings.swiftLanguageMode(root + "/App/ContentView.swift") == 5)
    #expect(!settings.isMainActorByDefault(root + "/Packages/Kit/Sources/Kit/Kit.swift"))
  }

  @Test func xcodeGenAndXcconfigSettingsAreRead() throws {
    let root = try Self.project([
      "project.yml": "name: App\n",
      "App/target.yml": "targets:\n  App:\n    settings:\n      SWIFT_APPROACHABLE_CONCURRENCY: YES\n      SWIFT_DEFAULT_ACTOR_ISOLATION: MainActor\n",
      "Config/Shared.xcconfig": "SWIFT_VERSION = 6.0\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let settings = ProjectSettings.read(under: [root])
    #expect(settings.isMainActorByDefault(root + "/App/Model.swift"))
    #expect(settings.runsNonisolatedAsyncOnCaller(root + "/App/Model.swift"))
    #expect(settings.swiftLanguageMode(root + "/App/Model.swift") == 6)
  }

  @Test func theConfigurationOverridesTheBuildSettings() throws {
    let root = try Self.project(["App.xcodeproj/project.pbxproj": "SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;\n"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    var configuration = ProjectConfiguration()
    configuration.mainActorByDefault = false
    #expect(ProjectSettings.read(under: [root]).isMainActorByDefault(root + "/A.swift"))
    #expect(!ProjectSettings.read(under: [root], configuration: configuration).isMainActorByDefault(root + "/A.swift"))
  }

  @Test func noSettingsMeansNothingIsAssumed() {
    let settings = ProjectSettings()
    #expect(!settings.isMainActorByDefault("/x/A.swift"))
    #expect(!settings.runsNonisolatedAsyncOnCaller("/x/A.swift"))
    #expect(settings.swiftLanguageMode("/x/A.swift") == nil)
  }
}
