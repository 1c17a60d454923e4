import Foundation
@testable import LookoutSyntax
import Testing

/// A Tuist project (`Project.swift`, importing ProjectDescription) declares its deployment targets in Swift:
/// they hold for its sources, so `migrate --runtime lookout` does not take an iOS 17 app for an older one.
@Suite struct TuistManifestTests {
  @Test func aTuistProjectsDeploymentTargetHoldsForItsSources() throws {
    let root = try ProjectSettingsTests.project([
      "Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Deps\", dependencies: [])\n",
      "Project.swift": """
        import ProjectDescription

        private let minimum = "17.0"

        let project = Project(
            name: "Shop",
            targets: [
                .target(name: "Shop", destinations: [.iPhone, .iPad], product: .app, bundleId: "a.b",
                        deploymentTargets: .iOS(minimum), sources: ["Shop/**"],
                        settings: .settings(base: ["IPHONEOS_DEPLOYMENT_TARGET": "\\(minimum)"])),
            ])
        """,
      "Shop/ContentView.swift": "",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let settings = ProjectSettings.read(under: [root])
    #expect(settings.deploymentTargets(for: root + "/Shop/ContentView.swift").map { "\($0.platform) \($0.version)" } == ["iOS 17.0"])
  }

  @Test(arguments: [
    (#".target(name: "A", deploymentTargets: .multiplatform(iOS: "16.0", macOS: "13.0"))"#, ["iOS 16.0", "macOS 13.0"]),
    (#".target(name: "A", deploymentTarget: .iOS(targetVersion: "15.0", devices: .iphone))"#, ["iOS 15.0"]),
    (#"settings: .settings(base: ["MACOSX_DEPLOYMENT_TARGET": "12.0"])"#, ["macOS 12.0"]),
  ])
  func eachSpellingIsRead(declaration: String, expected: [String]) {
    let text = "import ProjectDescription\nlet project = Project(name: \"A\", targets: [\(declaration)])\n"
    #expect(TuistManifest.deploymentTargets(text, path: "Project.swift").map { "\($0.platform) \($0.version)" } == expected)
  }

  @Test func aSwiftFileNamedProjectThatIsNotAManifestDeclaresNothing() {
    #expect(TuistManifest.deploymentTargets("struct Project { let iOS: String = \"12.0\" }", path: "Project.swift").isEmpty)
  }
}
