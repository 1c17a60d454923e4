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

  @Test func asTheRootPackageItUsesTheToolchainsCopy() throws {
    let manifest = try ManifestDump.load()
    #expect(manifest.dependencyURLs.isEmpty, "builds offline: nothing to fetch")
    #expect(manifest.targetsWithUnsafeFlags.contains("LookoutMacros"))
    #expect(!manifest.targetsWithUnsafeFlags.contains("LookoutCore"), "the runtime core has no swift-syntax")
    #expect(!manifest.targetsWithUnsafeFlags.contains("LookoutUI"))
  }

  @Test func aWrongModeSaysWhatIsAllowed() throws {
    let error = try #require(throws: Shell.Failure.self) {
      try ManifestDump.load(environment: ["LOOKOUT_SWIFT_SYNTAX": "fetch"])
    }
    #expect(error.result.error.contains("LOOKOUT_SWIFT_SYNTAX must be 'package' or 'toolchain', not 'fetch'"))
  }
}
