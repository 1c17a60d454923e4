import Foundation
import LookoutTestSupport
import Testing

/// Lookout as another package sees it: a client that depends on it by path builds and runs a `@Tracked`
/// model, and runs the `lookout` plugin verbs on a scratch copy of the bundled example. The client builds
/// Lookout from scratch (about two minutes), with the toolchain's swift-syntax: nothing can be fetched here.
@Suite struct ClientPackageTests {
  /// The toolchain's swift-syntax where it ships one (offline, as here); else the package, as a client gets.
  static let toolchainMode = ["LOOKOUT_SWIFT_SYNTAX": ManifestModeTests.toolchainHasSwiftSyntax ? "toolchain" : "package"]

  @Test(.timeLimit(.minutes(20)))
  func aClientBuildsATrackedModelAndRunsThePlugins() throws {
    let client = try ClientPackage()
    defer { client.remove() }

    // A @Tracked model in the client's own executable.
    let build = try Shell.run(["swift", "build", "--product", "TrackedClient"], in: client.directory, environment: Self.toolchainMode)
    #expect(build.status == 0, "\(build.error)\n\(build.output)")
    let run = try Shell.run(["swift", "run", "--skip-build", "TrackedClient"], in: client.directory, environment: Self.toolchainMode)
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output == "count will change\ncount is 1\n")

    let original = client.sources()
    // Reading verbs: lint (warnings, which fail the run with --fail-on warning), a dry-run migration, the report.
    let lint = try client.plugin(["lookout", "lint", "--fail-on", "warning"])
    #expect(lint.status != 0)
    #expect(lint.output.contains("OrderHistory.swift:8:5: warning: OrderHistory.lastOrder is ignored but a view's body reads it"), "\(lint.output)\n\(lint.error)")
    let dryRun = try client.plugin(["lookout", "migrate"])
    #expect(dryRun.status == 0, "\(dryRun.error)")
    #expect(dryRun.output.contains("+@Observable"))
    let report = try client.plugin(["lookout", "report", "--json"])
    #expect(report.status == 0)
    #expect(report.output.contains("\"CartViewModel\""))
    #expect(client.sources() == original, "reading verbs change nothing")

    // Writing asks for SwiftPM's permission.
    let refused = try client.plugin(["lookout", "migrate", "--write"])
    #expect(refused.status != 0)
    #expect(refused.error.contains("swift package --allow-writing-to-package-directory lookout-write migrate --write"))
    let unpermitted = try client.plugin(["lookout-write", "migrate", "--write"])
    #expect(unpermitted.status != 0)
    #expect(unpermitted.error.contains("--allow-writing-to-package-directory"))
    #expect(client.sources() == original)
    // The dry run's hint, copied as printed, applies the migration through the plugin's writing verb.
    let apply = dryRun.output.components(separatedBy: "To apply: ").dropFirst().first?.split(separator: "\n").first.map(String.init)
    #expect(apply == "swift package --allow-writing-to-package-directory lookout-write migrate --write", "\(dryRun.output)")
    let applied = try Shell.run(["sh", "-c", apply ?? "false"], in: client.directory, environment: Self.toolchainMode)
    #expect(applied.status == 0, "\(applied.error)")
    // Then there is nothing left to migrate: it says so, and exits 0.
    let written = try client.plugin(["--allow-writing-to-package-directory", "lookout-write", "migrate", "--write", "--target", "ShopApp"])
    #expect(written.status == 0, "\(written.error)")
    #expect(written.output.contains("No ObservableObject classes to migrate"), "\(written.output)")
    let expected = PackagePaths.swiftFiles(under: PackagePaths.path("Tests/LookoutMigrateTests/Expected/LegacyApp"))
    #expect(client.sources().filter { $0.key.hasPrefix("Sources/ShopApp/") } == expected)
  }
}

/// A scratch copy of `Examples/LegacyApp` that depends on this package by path, with an executable target
/// of its own that uses `@Tracked`.
struct ClientPackage {
  let directory: String

  init() throws {
    directory = NSTemporaryDirectory() + "lookout-client-\(UUID().uuidString)"
    try FileManager.default.copyItem(atPath: PackagePaths.path("Examples/LegacyApp"), toPath: directory)
    let lookout = URL(fileURLWithPath: PackagePaths.root).lastPathComponent
    try """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "ShopApp",
        platforms: [.iOS(.v17), .macOS(.v14)],
        dependencies: [.package(path: "\(PackagePaths.root)")],
        targets: [
          .executableTarget(name: "ShopApp"),
          .executableTarget(name: "TrackedClient", dependencies: [.product(name: "Lookout", package: "\(lookout)")]),
        ]
      )

      """.write(toFile: directory + "/Package.swift", atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(atPath: directory + "/Sources/TrackedClient", withIntermediateDirectories: true)
    try """
      import Lookout

      @Tracked final class Counter {
          var count = 0
      }

      let counter = Counter()
      withTracking {
          _ = counter.count
      } onChange: {
          print("count will change")
      }
      counter.count += 1
      print("count is \\(counter.count)")

      """.write(toFile: directory + "/Sources/TrackedClient/main.swift", atomically: true, encoding: .utf8)
  }

  /// `swift package <arguments>` in the client.
  func plugin(_ arguments: [String]) throws -> Shell.Result {
    try Shell.run(["swift", "package"] + arguments, in: directory, environment: ClientPackageTests.toolchainMode)
  }

  /// The Swift files under `Sources`, by path relative to the package.
  func sources() -> [String: String] { PackagePaths.swiftFiles(under: directory).filter { $0.key.hasPrefix("Sources/") } }

  func remove() { try? FileManager.default.removeItem(atPath: directory) }
}
