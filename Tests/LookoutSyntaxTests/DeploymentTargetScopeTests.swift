import Foundation
@testable import LookoutSyntax
import Testing

/// Which deployment targets hold for a file: an Xcode target's own setting over its project's, per platform;
/// else every target of the project the file belongs to.
@Suite struct DeploymentTargetScopeTests {
  /// The two-target project of `ProjectSettingsTests`, with the project at iOS 16 and macOS 13 and the App
  /// target at iOS 17 of its own (the Widget target inherits the project's).
  static let project = ProjectSettingsTests.twoTargets
    .replacingOccurrences(of: "buildSettings = {SWIFT_VERSION = 5.0; }",
                          with: "buildSettings = {SWIFT_VERSION = 5.0; IPHONEOS_DEPLOYMENT_TARGET = 16.0; MACOSX_DEPLOYMENT_TARGET = 13.0; }")
    .replacingOccurrences(of: "buildSettings = {PRODUCT_NAME = App; }",
                          with: "buildSettings = {PRODUCT_NAME = App; IPHONEOS_DEPLOYMENT_TARGET = 17.0; }")

  @Test func aTargetsOwnSettingWinsOverItsProjectsPerPlatform() throws {
    let root = try ProjectSettingsTests.project([
      "App.xcodeproj/project.pbxproj": Self.project,
      "Config/App.xcconfig": "", "Config/Base.xcconfig": "",
      "App/ContentView.swift": "", "App/Shared/Entry.swift": "", "Widget/Widget.swift": "", "Scratch/Old.swift": "",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let settings = ProjectSettings.read(under: [root])
    func targets(_ file: String) -> [String] {
      settings.deploymentTargets(for: root + "/" + file).map { "\($0.platform) \($0.version)" }.sorted()
    }
    #expect(targets("App/ContentView.swift") == ["iOS 17.0", "macOS 13.0"])
    #expect(targets("Widget/Widget.swift") == ["iOS 16.0", "macOS 13.0"])
    // Compiled by both targets: both hold, so the earlier system is there.
    #expect(targets("App/Shared/Entry.swift") == ["iOS 16.0", "iOS 17.0", "macOS 13.0"])
    // Compiled by no target: what the project file declares anywhere.
    #expect(targets("Scratch/Old.swift") == ["iOS 16.0", "iOS 17.0", "macOS 13.0"])
  }

  @Test func aPackageBesideAnExampleProjectKeepsItsOwnPlatforms() throws {
    let root = try ProjectSettingsTests.project([
      "Package.swift": "let package = Package(name: \"Kit\", platforms: [.iOS(.v17), .macOS(.v14)])\n",
      "Sources/Kit/Kit.swift": "",
      "Examples/App.xcodeproj/project.pbxproj": Self.project,
      "Examples/App/ContentView.swift": "", "Examples/Widget/Widget.swift": "",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let settings = ProjectSettings.read(under: [root])
    #expect(!settings.deploymentTargets(for: root + "/Sources/Kit/Kit.swift").contains { $0.predatesObservation })
    #expect(settings.deploymentTargets(for: root + "/Examples/Widget/Widget.swift").contains { $0.predatesObservation })
  }
}
