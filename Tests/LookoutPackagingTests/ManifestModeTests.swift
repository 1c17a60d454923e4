import Foundation
import LookoutTestSupport
import Testing

/// Where swift-syntax comes from: the package as a dependency of someone else's package, the toolchain's
/// copy as the root package here.
@Suite struct ManifestModeTests {
  @Test func asADependencyItUsesTheSwiftSyntaxPackageWithoutUnsafeFlags() throws {
    let manifest = try ManifestDump.load(environment: ["LOOKOUT_SWIFT_SYNTAX": "package"])
    #expect(manifest.dependencyURLs == ["https://github.com/swiftlang/swift-syntax.git"])
    #expect(manifest.targetsWithUnsafeFlags.isEmpty, "SwiftPM refuses unsafe flags in a versioned dependency")
  }

  /// The `swift` on PATH, as `swift test` was started (its path, not resolved: `swift` is a link that
  /// dispatches on its own name).
  static let swift: String? = {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
      if FileManager.default.isExecutableFile(atPath: swift.path) { return swift.path }
    }
    return nil
  }()

  /// Whether that toolchain ships swift-syntax's modules (`lib/swift/host`): the root package uses them
  /// when it does (Swift.org toolchains on Linux do; Xcode's may not, and then the package is fetched).
  static let toolchainHasSwiftSyntax: Bool = {
    guard let swift else { return false }
    let host = URL(fileURLWithPath: swift).resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("lib/swift/host")
    return FileManager.default.fileExists(atPath: host.appendingPathComponent("SwiftSyntax.swiftmodule").path)
  }()

  @Test func asTheRootPackageItUsesTheToolchainsCopy() throws {
    let manifest = try ManifestDump.load()
    #expect(manifest.usesToolchainSwiftSyntax == Self.toolchainHasSwiftSyntax)
    guard Self.toolchainHasSwiftSyntax else {
      #expect(manifest.dependencyURLs == ["https://github.com/swiftlang/swift-syntax.git"], "without the toolchain's copy, the package")
      return
    }
    #expect(manifest.dependencyURLs.isEmpty, "builds offline: nothing to fetch")
    #expect(manifest.targetsWithUnsafeFlags.contains("LookoutMacros"))
    #expect(!manifest.targetsWithUnsafeFlags.contains("LookoutCore"), "the runtime core has no swift-syntax")
    #expect(!manifest.targetsWithUnsafeFlags.contains("LookoutUI"))
  }

  /// The root package is told by where `swift` started (the package or a folder inside it), never by PATH:
  /// `swift build` in a subfolder, and `swift` run by its path with no toolchain on PATH, choose as in the
  /// package's own folder.
  @Test func theModeIsTheSameFromASubfolderAndWithSwiftByItsPathAlone() throws {
    let swift = try #require(Self.swift)
    let inSubfolder = try ManifestDump.load(in: PackagePaths.path("Sources/LookoutCore"))
    #expect(inSubfolder.usesToolchainSwiftSyntax == Self.toolchainHasSwiftSyntax)
    // PATH keeps the system's tools (the linker) but no `swift`.
    let withoutSwiftOnPath = try ManifestDump.load(environment: ["PATH": "/usr/bin:/bin"], swift: swift, in: PackagePaths.path("Tests"))
    #expect(withoutSwiftOnPath.usesToolchainSwiftSyntax == Self.toolchainHasSwiftSyntax)
  }

  @Test func aWrongModeSaysWhatIsAllowed() throws {
    let error = try #require(throws: Shell.Failure.self) {
      try ManifestDump.load(environment: ["LOOKOUT_SWIFT_SYNTAX": "fetch"])
    }
    #expect(error.result.error.contains("LOOKOUT_SWIFT_SYNTAX must be 'package' or 'toolchain', not 'fetch'"))
  }
}
