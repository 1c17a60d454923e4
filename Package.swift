// swift-tools-version:6.0
import CompilerPluginSupport
import Foundation
import PackageDescription

/// Directory of the swift-syntax host libraries that ship with the running toolchain
/// (`<toolchain>/usr/lib/swift/host`). SwiftPM cannot fetch swift-syntax here, so the package links the
/// toolchain's own copy. Set `SWIFT_HOST_LIBS` to override the search.
let hostLibraries: String = {
  let environment = ProcessInfo.processInfo.environment
  if let directory = environment["SWIFT_HOST_LIBS"] { return directory }
  var candidates: [URL] = []
  for directory in (environment["PATH"] ?? "").split(separator: ":") {
    candidates.append(URL(fileURLWithPath: String(directory)).appendingPathComponent("swift"))
  }
  // SwiftPM runs this manifest with the toolchain's own `swift` binary; its directory is the best guess of all.
  candidates.append(URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent().appendingPathComponent("swift"))
  for swift in candidates where FileManager.default.isExecutableFile(atPath: swift.path) {
    let host = swift.resolvingSymlinksInPath()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("lib/swift/host")
    if FileManager.default.fileExists(atPath: host.appendingPathComponent("SwiftSyntax.swiftmodule").path) {
      return host.path
    }
  }
  fatalError("Lookout: cannot find the toolchain's swift-syntax host libraries (lib/swift/host); set SWIFT_HOST_LIBS to that directory")
}()

let syntaxSettings: [SwiftSetting] = [.unsafeFlags(["-I", hostLibraries])]
func syntaxLinking(_ libraries: [String]) -> [LinkerSetting] {
  [.unsafeFlags(["-L", hostLibraries, "-Xlinker", "-rpath", "-Xlinker", hostLibraries])]
    + libraries.map { .linkedLibrary($0) }
}

let package = Package(
  name: "Lookout",
  products: [
    .library(name: "Lookout", targets: ["Lookout"]),
    .library(name: "LookoutUI", targets: ["LookoutUI"]),
    .library(name: "LookoutMigration", targets: ["LookoutMigration"]),
    .executable(name: "lookout", targets: ["lookout"]),
  ],
  targets: [
    // Two relaxed atomic loads the compiler may treat as pure: the fast path of every tracked access.
    .target(name: "LookoutShims"),
    .macro(
      name: "LookoutMacros",
      swiftSettings: syntaxSettings,
      linkerSettings: syntaxLinking([
        "SwiftSyntax", "SwiftSyntaxBuilder", "SwiftSyntaxMacros", "SwiftDiagnostics",
        "SwiftSyntaxMacroExpansion", "SwiftCompilerPluginMessageHandling",
      ])
    ),
    .target(name: "Lookout", dependencies: ["LookoutShims", "LookoutMacros"]),
    .target(name: "LookoutUI", dependencies: ["Lookout"]),
    .target(
      name: "LookoutMigration",
      swiftSettings: syntaxSettings,
      linkerSettings: syntaxLinking(["SwiftSyntax", "SwiftParser", "SwiftParserDiagnostics", "SwiftDiagnostics"])
    ),
    .target(name: "LookoutBenchmarkSupport", path: "Benchmarks/LookoutBenchmarkSupport"),
    .target(
      name: "LookoutBenchmarks", dependencies: ["Lookout", "LookoutUI", "LookoutMigration", "LookoutBenchmarkSupport"],
      path: "Benchmarks/LookoutBenchmarks", swiftSettings: syntaxSettings,
      linkerSettings: syntaxLinking(["SwiftSyntax", "SwiftParser"])),
    .target(name: "LookoutDemo", dependencies: ["Lookout", "LookoutUI"], path: "Examples/Demo"),
    .executableTarget(
      name: "lookout", dependencies: ["Lookout", "LookoutBenchmarks", "LookoutDemo", "LookoutMigration"],
      swiftSettings: syntaxSettings),
    .testTarget(name: "LookoutTests", dependencies: ["Lookout"]),
    .testTarget(name: "LookoutUITests", dependencies: ["LookoutUI", "Lookout"]),
    .testTarget(
      name: "LookoutMigrationTests", dependencies: ["LookoutMigration"],
      // The expected output of migrating Examples/LegacyApp: text to compare, not code to build.
      exclude: ["Expected"], swiftSettings: syntaxSettings),
    .testTarget(
      name: "LookoutMacrosTests",
      dependencies: ["LookoutMacros"],
      swiftSettings: syntaxSettings,
      linkerSettings: syntaxLinking([
        "SwiftSyntax", "SwiftParser", "SwiftSyntaxBuilder", "SwiftSyntaxMacros", "SwiftDiagnostics",
        "SwiftSyntaxMacroExpansion", "SwiftBasicFormat", "SwiftIfConfig", "SwiftOperators",
      ])
    ),
  ],
  swiftLanguageModes: [.v6]
)
