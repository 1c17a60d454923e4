import Foundation
import LookoutTestSupport
import Testing

#if os(Linux)
/// The bridge as a client uses it on Linux CI: a package that depends on Lookout by path, with the README's
/// alias setup (`import SwiftUI` means LookoutUI on Linux), a feature target whose views use LookoutSwiftUI,
/// and a test target that mounts them in the "before iOS 17" setting. LookoutSwiftUI builds as a dependency
/// (no unsafe flag of its own), importing LookoutUI by name.
@Suite struct BridgeClientTests {
  @Test(.timeLimit(.minutes(20)))
  func aClientsLinuxTestsDriveItsBridgedViews() throws {
    let directory = NSTemporaryDirectory() + "lookout-bridge-client-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let readme = try String(contentsOfFile: PackagePaths.path("Documentation/lookoutui.md"), encoding: .utf8)
    // The README's setting, as written there.
    let setup = try #require(readme.components(separatedBy: "let swiftUIOnLinux: SwiftSetting = ").dropFirst().first?
      .components(separatedBy: "\n\n").first, "the README's alias setup")
    let lookout = URL(fileURLWithPath: PackagePaths.root).lastPathComponent
    // The README names the package as a URL dependency gets it; by path it is named after its directory.
    let setting = setup.replacingOccurrences(of: "package: \"Lookout\"", with: "package: \"\(lookout)\"")
    #expect(setting.contains("let lookoutUIOnLinux"))
    let files = [
      "Package.swift": """
        // swift-tools-version:6.0
        import PackageDescription

        let swiftUIOnLinux: SwiftSetting = \(setting)

        let package = Package(
            name: "MyApp",
            platforms: [.iOS(.v15), .macOS(.v12)],
            dependencies: [.package(path: "\(PackagePaths.root)")],
            targets: [
                .target(name: "Features", dependencies: [
                    .product(name: "Lookout", package: "\(lookout)"), .product(name: "LookoutSwiftUI", package: "\(lookout)"), lookoutUIOnLinux,
                ], swiftSettings: [swiftUIOnLinux]),
                .testTarget(name: "FeatureViewTests", dependencies: ["Features", lookoutUIOnLinux], swiftSettings: [swiftUIOnLinux]),
            ]
        )

        """,
      "Sources/Features/Counter.swift": """
        import Lookout
        import LookoutSwiftUI
        import SwiftUI

        @Tracked public final class Counter {
            public var count = 0
            public init() {}
        }

        public struct CounterView: View {
            @TrackedState private var counter = Counter()
            public init() {}
            public var body: some View {
                WithTracking {
                    Text("Count \\(counter.count)")
                    Button("Add") { counter.count += 1 }
                }
            }
        }

        """,
      "Tests/FeatureViewTests/CounterViewTests.swift": """
        import Features
        import SwiftUI
        import Testing

        @MainActor @Test func theBridgedViewUpdatesBeforeIOS17() throws {
            let host = ViewHost(CounterView(), system: .iOS16)
            let report = try host.tap("Add")
            #expect(report.views == ["WithTracking"])
            #expect(host.element(containing: "Count")?.label == "Count 1")
        }

        """,
    ]
    for (path, text) in files {
      let file = directory + "/" + path
      try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: file, atomically: true, encoding: .utf8)
    }
    let test = try Shell.run(["swift", "test"], in: directory, environment: ClientPackageTests.toolchainMode)
    #expect(test.status == 0, "\(test.error)\n\(test.output)")
    #expect(test.output.contains("theBridgedViewUpdatesBeforeIOS17") && test.output.contains("passed"), "\(test.output)")
  }
}
#endif
