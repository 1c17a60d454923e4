// swift-tools-version:6.2
import CompilerPluginSupport
import Foundation
import PackageDescription

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// MARK: - Where swift-syntax comes from
//
// Lookout's macros and its tools (migrate, lint, report) are built on swift-syntax, taken one of two ways:
//
// - package:   the swift-syntax package, a normal versioned dependency, as every macro package does. This is
//              what a package that depends on Lookout gets (SwiftPM refuses unsafe flags in a versioned
//              dependency, and the toolchain's copy needs them).
// - toolchain: the copy of swift-syntax every Swift toolchain ships in `<toolchain>/usr/lib/swift/host`,
//              linked with unsafe flags. Needs no download, so it builds offline; used when Lookout is the
//              root package (`swift build` in this directory) and the toolchain has that copy.
//
// SwiftPM evaluates the root package's manifest in the directory `swift` ran in (the package's, or one inside
// it), and a dependency's manifest in the root's directory, while `Context.packageDirectory` is the
// dependency's own: when the working directory is inside the package directory, this is the root package.
// Set LOOKOUT_SWIFT_SYNTAX=package or =toolchain to force a mode (for Xcode, which may evaluate manifests
// elsewhere, set it in the environment Xcode is launched with), and SWIFT_HOST_LIBS to point the toolchain
// mode at a directory of its own.

enum SyntaxSource: String {
  case package, toolchain
}

let environment = ProcessInfo.processInfo.environment

/// The toolchain's `lib/swift/host` directory, if it holds swift-syntax's modules. The toolchain is the one
/// evaluating this manifest: its `libPackageDescription` is loaded in this process (found in the process's
/// own list of loaded images, so neither PATH nor the working directory matters); `swift` on PATH is the
/// fallback.
let hostLibraries: String? = {
  if let directory = environment["SWIFT_HOST_LIBS"] { return directory }
  func host(ofToolchainLibrary library: String) -> URL? {
    // <toolchain>/usr/lib/swift/pm/ManifestAPI/libPackageDescription.so → <toolchain>/usr/lib/swift/host
    guard library.contains("PackageDescription"), let range = library.range(of: "/lib/swift/pm/") else { return nil }
    return URL(fileURLWithPath: String(library[..<range.lowerBound])).appendingPathComponent("lib/swift/host")
  }
  var candidates: [URL] = loadedLibraries().compactMap(host(ofToolchainLibrary:))
  for directory in (environment["PATH"] ?? "").split(separator: ":") {
    let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
    guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
    candidates.append(swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("lib/swift/host"))
  }
  return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("SwiftSyntax.swiftmodule").path) }?.path
}()

/// The paths of the shared libraries this process has loaded.
func loadedLibraries() -> [String] {
  #if canImport(Darwin)
  return (0..<_dyld_image_count()).compactMap { _dyld_get_image_name($0).map { String(cString: $0) } }
  #else
  // Read line by line: Foundation's whole-file read stops at the first page of a /proc file.
  guard let maps = fopen("/proc/self/maps", "r") else { return [] }
  defer { fclose(maps) }
  var paths: [String] = []
  var buffer = [CChar](repeating: 0, count: 4096)
  while fgets(&buffer, Int32(buffer.count), maps) != nil {
    let line = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    if let slash = line.firstIndex(of: "/") { paths.append(String(line[slash...].dropLast(line.hasSuffix("\n") ? 1 : 0))) }
  }
  return paths
  #endif
}

/// Whether this manifest is being evaluated as the root package. SwiftPM evaluates the root's manifest in the
/// directory `swift` was started in (the package's own with `--package-path`, or one inside it), and a
/// dependency's manifest in the root's directory, which is never inside the dependency's.
let isRootPackage: Bool = {
  func canonical(_ path: String) -> String { URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path }
  let current = canonical(FileManager.default.currentDirectoryPath)
  let package = canonical(Context.packageDirectory)
  return current == package || current.hasPrefix(package.hasSuffix("/") ? package : package + "/")
}()

let syntaxSource: SyntaxSource = {
  if let forced = environment["LOOKOUT_SWIFT_SYNTAX"] {
    guard let source = SyntaxSource(rawValue: forced) else {
      fatalError("Lookout: LOOKOUT_SWIFT_SYNTAX must be 'package' or 'toolchain', not '\(forced)'")
    }
    return source
  }
  return isRootPackage && hostLibraries != nil ? .toolchain : .package
}()

/// The swift-syntax versions Lookout's macros and tools compile with.
let swiftSyntaxVersions: Range<Version> = "600.0.0"..<"604.0.0"

/// What a target needs to use these swift-syntax modules, in the chosen mode.
func swiftSyntax(_ modules: [String]) -> (dependencies: [Target.Dependency], swiftSettings: [SwiftSetting], linkerSettings: [LinkerSetting]) {
  switch syntaxSource {
  case .package:
    // The package's products for the modules the toolchain mode links directly.
    let products = modules.map { module -> Target.Dependency in
      let product = module == "SwiftCompilerPluginMessageHandling" ? "SwiftCompilerPlugin" : module
      return .product(name: product, package: "swift-syntax")
    }
    return (products, [], [])
  case .toolchain:
    guard let host = hostLibraries else {
      fatalError("Lookout: LOOKOUT_SWIFT_SYNTAX=toolchain, but the toolchain's swift-syntax (lib/swift/host) was not found; set SWIFT_HOST_LIBS to that directory")
    }
    return (
      [],
      [.unsafeFlags(["-I", host]), .define("LOOKOUT_TOOLCHAIN_SWIFT_SYNTAX")],
      [.unsafeFlags(["-L", host, "-Xlinker", "-rpath", "-Xlinker", host])] + modules.map { .linkedLibrary($0) }
    )
  }
}

let macroSyntax = swiftSyntax([
  "SwiftSyntax", "SwiftSyntaxBuilder", "SwiftSyntaxMacros", "SwiftDiagnostics", "SwiftCompilerPluginMessageHandling",
])
let macroTestSyntax = swiftSyntax([
  "SwiftSyntax", "SwiftParser", "SwiftSyntaxBuilder", "SwiftSyntaxMacros", "SwiftDiagnostics", "SwiftSyntaxMacroExpansion",
  "SwiftBasicFormat", "SwiftOperators",
])
let parserSyntax = swiftSyntax(["SwiftSyntax", "SwiftParser", "SwiftParserDiagnostics", "SwiftDiagnostics"])

/// What an Apple platform gives view code, on Linux (README: "Testing SwiftUI views on Linux"): `import SwiftUI`,
/// `import Combine`, `import UIKit`… mean their stand-ins, and every file sees what Darwin's Foundation brings
/// (Combine, Observation, URLSession, and what Foundation lacks on Linux), so files that import only Foundation
/// compile too. Module aliases are unsafe flags, which only a root package may use: these targets exist in
/// toolchain mode, where Lookout is the root.
let swiftUIOnLinux: SwiftSetting = .unsafeFlags([
  "-module-alias", "SwiftUI=LookoutUI", "-module-alias", "Combine=LookoutCombine",
  "-module-alias", "UIKit=LookoutUIKit", "-module-alias", "AppKit=LookoutAppKit",
  "-module-alias", "os=LookoutOS", "-module-alias", "OSLog=LookoutOSLog",
  "-module-alias", "UniformTypeIdentifiers=LookoutUniformTypeIdentifiers", "-module-alias", "CoreGraphics=LookoutCoreGraphics",
  "-module-alias", "CoreTransferable=LookoutCoreTransferable",
  "-Xfrontend", "-import-module", "-Xfrontend", "Combine",
  "-Xfrontend", "-import-module", "-Xfrontend", "Observation",
  "-Xfrontend", "-import-module", "-Xfrontend", "FoundationNetworking",
  "-Xfrontend", "-import-module", "-Xfrontend", "LookoutFoundationParity",
], .when(platforms: [.linux]))

/// The systems whose SwiftUI tracks bodies with Observation: `#available(SwiftUIObservation, *)`.
let swiftUIObservation = "SwiftUIObservation:macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1"

/// LookoutSwiftUI, the bridge for `@Tracked` before iOS 17: one source for Apple's SwiftUI and LookoutUI.
/// Its files import SwiftUI on Apple platforms and LookoutUI, the module `import SwiftUI` means in a Linux
/// test target, elsewhere: by name, so it needs no unsafe flag and builds as a dependency too. (A module
/// alias for the bridge itself is no option: the dependency scanner rejects the name `LookoutUI` in an
/// aliased module even in an inactive `#if` branch.)
let swiftUIBridgeSettings: [SwiftSetting] = [.enableExperimentalFeature("AvailabilityMacro=\(swiftUIObservation)")]

/// Unchanged `import SwiftUI` code, mounted and driven by `swift test` on Linux: a screen and an app of the
/// tests' own, and the bundled shop app four ways — as written (`Examples/LegacyApp`), as `lookout migrate`
/// writes it (the expected output its tests compare with), as finished by hand (`Examples/MigratedApp`), and
/// set to iOS 16 and migrated onto the bridge (`--runtime lookout`).
/// The apps need SwiftUI from iOS 17 / macOS 14 on Apple platforms, so the targets are declared on Linux only.
let swiftUIOnLinuxTargets: [Target] = {
  guard syntaxSource == .toolchain else { return [] }
  #if os(Linux)
  let apps: [(name: String, path: String, dependencies: [Target.Dependency])] = [
    ("LegacyShopApp", "Examples/LegacyApp/Sources/ShopApp", []),
    ("MigrateOutputShopApp", "Tests/LookoutMigrateTests/Expected/LegacyApp/Sources/ShopApp", []),
    ("MigratedShopApp", "Examples/MigratedApp/Sources/ShopApp", []),
    // The app set to iOS 16, as `lookout migrate --runtime lookout` writes it: @Tracked models, the bridge.
    ("BridgeOutputShopApp", "Tests/LookoutMigrateTests/ExpectedBridge/LegacyApp/Sources/ShopApp", ["Lookout", "LookoutSwiftUI"]),
  ]
  return apps.map { app in
    // Swift 5 mode, as the apps' own package (tools 5.9) builds them. Libraries, so that a test target can
    // link all three (SwiftPM's host-tools build of test targets does not see executable dependencies);
    // each `@main` gets an entry point of its own name, as SwiftPM does for an executable under test.
    .target(
      name: app.name, dependencies: ["LookoutUI"] + app.dependencies, path: app.path,
      swiftSettings: [
        swiftUIOnLinux, .swiftLanguageMode(.v5),
        .unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "\(app.name)_main"]),
      ])
  } + [
    // The bridge's tests: the guides' screens with @Tracked models, before iOS 17 and after.
    .testTarget(
      name: "LookoutSwiftUITests", dependencies: ["LookoutSwiftUI", "Lookout", "LookoutUI"],
      swiftSettings: [swiftUIOnLinux]),
    .testTarget(
      name: "LookoutUIAliasTests",
      dependencies: ["LookoutUI", "LookoutMap", "LookoutSyntax"] + apps.map { .target(name: $0.name) } + parserSyntax.dependencies,
      swiftSettings: [swiftUIOnLinux] + parserSyntax.swiftSettings, linkerSettings: parserSyntax.linkerSettings),
  ]
  #else
  return []
  #endif
}()

// MARK: - Linux-only modules
//
// LookoutUI and LookoutCombine stand in for SwiftUI and Combine on Linux, where those do not exist. On Apple
// platforms code uses the real frameworks, so there these two modules are built from one file that says so
// (the products stay declared, so a client manifest that names them resolves on a Mac too), and nothing here
// depends on them.

/// The module's sources: all of them on Linux, elsewhere only `Unsupported/LinuxOnly.swift`.
func linuxOnly(_ sources: [String]?) -> [String]? {
  #if os(Linux)
  return sources
  #else
  return ["Unsupported/LinuxOnly.swift"]
  #endif
}

/// A dependency on a Linux-only module.
func onLinux(_ target: String) -> Target.Dependency {
  .target(name: target, condition: .when(platforms: [.linux]))
}

/// LookoutUI's own tests, on Linux where it runs.
let lookoutUITests: [Target] = {
  #if os(Linux)
  return [.testTarget(name: "LookoutUITests", dependencies: ["LookoutUI", "Lookout", "LookoutCombine"])]
  #else
  return []
  #endif
}()

let package = Package(
  name: "Lookout",
  // The runtime deploys as far back as apps do. LookoutUI's Observation support and the tools state what
  // they need with availability where it is more.
  platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1), .macCatalyst(.v13)],
  products: [
    .library(name: "Lookout", targets: ["Lookout"]),
    .library(name: "LookoutCore", targets: ["LookoutCore"]),
    .library(name: "LookoutUI", targets: ["LookoutUI"]),
    .library(name: "LookoutSwiftUI", targets: ["LookoutSwiftUI"]),
    .library(name: "LookoutCombine", targets: ["LookoutCombine"]),
    .library(name: "LookoutFoundationParity", targets: ["LookoutFoundationParity"]),
    .library(name: "LookoutUIKit", targets: ["LookoutUIKit"]),
    .library(name: "LookoutAppKit", targets: ["LookoutAppKit"]),
    .library(name: "LookoutOS", targets: ["LookoutOS"]),
    .library(name: "LookoutOSLog", targets: ["LookoutOSLog"]),
    .library(name: "LookoutUniformTypeIdentifiers", targets: ["LookoutUniformTypeIdentifiers"]),
    .library(name: "LookoutCoreGraphics", targets: ["LookoutCoreGraphics"]),
    .library(name: "LookoutCoreTransferable", targets: ["LookoutCoreTransferable"]),
    .library(name: "LookoutMigration", targets: ["LookoutMigrate", "LookoutLint", "LookoutReport", "LookoutMap"]),
    .executable(name: "lookout", targets: ["lookout"]),
    .executable(name: "lookout-bench", targets: ["lookout-bench"]),
    .executable(name: "lookout-tour", targets: ["lookout-tour"]),
    .plugin(name: "LookoutPlugin", targets: ["LookoutCommandPlugin", "LookoutWritePlugin"]),
  ],
  dependencies: syntaxSource == .package
    ? [.package(url: "https://github.com/swiftlang/swift-syntax.git", swiftSyntaxVersions)]
    : [],
  targets: [
    // Word-sized atomics in C: the runtime's only synchronisation besides a pthread mutex.
    .target(name: "LookoutShims"),
    // The runtime: registrar, tracking, values. No swift-syntax, no macros.
    .target(name: "LookoutCore", dependencies: ["LookoutShims"]),
    .macro(
      name: "LookoutMacros", dependencies: macroSyntax.dependencies,
      swiftSettings: macroSyntax.swiftSettings, linkerSettings: macroSyntax.linkerSettings),
    // `@Tracked` and friends, re-exporting the core.
    .target(name: "Lookout", dependencies: ["LookoutCore", "LookoutMacros"]),
    // The small Combine the legacy model needs (`ObservableObject`, `@Published`, subjects, `sink`): a module
    // of its own, so that a test target can alias `import Combine` to it as it aliases `import SwiftUI`.
    // Linux only (see `linuxOnly`).
    .target(name: "LookoutCombine", sources: linuxOnly(nil)),
    // The Apple frameworks view code reaches besides SwiftUI, each a module of its own so that a test target
    // can alias `import UIKit`, `import os`… to it. Linux only, as LookoutUI.
    .target(
      name: "LookoutCoreGraphics", dependencies: [onLinux("LookoutCoreGraphicsTypes")], sources: linuxOnly(nil),
      // Blocks (`@convention(block)`, which code applying paths uses) need the blocks runtime linked on Linux.
      linkerSettings: [.linkedLibrary("BlocksRuntime", .when(platforms: [.linux]))]),
    .target(name: "LookoutCoreGraphicsTypes"),
    .target(name: "LookoutUniformTypeIdentifiers", sources: linuxOnly(nil)),
    .target(name: "LookoutFoundationParity", dependencies: [onLinux("LookoutUniformTypeIdentifiers")], sources: linuxOnly(nil)),
    .target(
      name: "LookoutCoreTransferable", dependencies: [onLinux("LookoutUniformTypeIdentifiers"), onLinux("LookoutFoundationParity")],
      sources: linuxOnly(nil)),
    .target(name: "LookoutOS", sources: linuxOnly(nil)),
    .target(name: "LookoutOSLog", dependencies: [onLinux("LookoutOS")], sources: linuxOnly(nil)),
    .target(name: "LookoutUIKit", dependencies: [onLinux("LookoutCoreGraphics")], sources: linuxOnly(nil)),
    .target(name: "LookoutAppKit", dependencies: [onLinux("LookoutCoreGraphics"), onLinux("LookoutUIKit")], sources: linuxOnly(nil)),
    // Headless SwiftUI; its macros (`#Preview`, `@Previewable`, `@Entry`) are in LookoutMacros. Linux only.
    .target(
      name: "LookoutUI",
      dependencies: [
        onLinux("LookoutCombine"), onLinux("LookoutFoundationParity"), onLinux("LookoutUIKit"), onLinux("LookoutAppKit"),
        onLinux("LookoutCoreTransferable"), onLinux("LookoutOSLog"), "LookoutMacros",
      ],
      sources: linuxOnly(nil)),
    // The SwiftUI bridge: `@Tracked` models drive views before iOS 17 (WithTracking, @TrackedState,
    // @TrackedBindable, @TrackedEnvironment). Apple's SwiftUI on Apple platforms, LookoutUI on Linux.
    .target(name: "LookoutSwiftUI", dependencies: ["Lookout", "LookoutCore", onLinux("LookoutUI")], swiftSettings: swiftUIBridgeSettings),
    // The tools. One syntax and analysis layer (source text, edits, the project index, questions about
    // declarations), used by migrate, lint and report and using none of them.
    .target(
      name: "LookoutSyntax", dependencies: parserSyntax.dependencies,
      swiftSettings: parserSyntax.swiftSettings, linkerSettings: parserSyntax.linkerSettings),
    .target(name: "LookoutMigrate", dependencies: ["LookoutSyntax"] + parserSyntax.dependencies, swiftSettings: parserSyntax.swiftSettings),
    // The map of what each view's body reads (`lookout why`, `lookout map`), from sources alone.
    .target(name: "LookoutMap", dependencies: ["LookoutSyntax"] + parserSyntax.dependencies, swiftSettings: parserSyntax.swiftSettings),
    .target(name: "LookoutLint", dependencies: ["LookoutSyntax", "LookoutMap"] + parserSyntax.dependencies, swiftSettings: parserSyntax.swiftSettings),
    .target(name: "LookoutReport", dependencies: ["LookoutSyntax", "LookoutMigrate"] + parserSyntax.dependencies, swiftSettings: parserSyntax.swiftSettings),
    .target(name: "LookoutBenchmarkSupport", path: "Benchmarks/LookoutBenchmarkSupport"),
    // The command line of the tools: each command's options declared once (parsing, help, completions come
    // from them). `lookout` and its plugin build the tools and nothing else.
    .target(
      name: "LookoutCommands",
      dependencies: ["LookoutSyntax", "LookoutMigrate", "LookoutLint", "LookoutReport", "LookoutMap"],
      swiftSettings: parserSyntax.swiftSettings, linkerSettings: parserSyntax.linkerSettings),
    .executableTarget(
      name: "lookout", dependencies: ["LookoutCommands"],
      swiftSettings: parserSyntax.swiftSettings, linkerSettings: parserSyntax.linkerSettings),
    // The benchmark programs (`swift run -c release lookout-bench <suite>`), with the command line's parser.
    // App-shaped models and workloads, in a module of their own, for the runtime benchmark's client rows.
    .target(name: "LookoutBenchmarkClient", dependencies: ["Lookout"], path: "Benchmarks/LookoutBenchmarkClient"),
    .target(
      name: "LookoutBenchmarks",
      dependencies: ["Lookout", onLinux("LookoutUI"), onLinux("LookoutSwiftUI"), "LookoutSyntax", "LookoutMigrate", "LookoutLint", "LookoutReport", "LookoutMap", "LookoutBenchmarkSupport", "LookoutBenchmarkClient"]
        + parserSyntax.dependencies,
      path: "Benchmarks/LookoutBenchmarks", swiftSettings: parserSyntax.swiftSettings,
      linkerSettings: parserSyntax.linkerSettings),
    .executableTarget(
      name: "lookout-bench", dependencies: ["LookoutBenchmarks", "LookoutCommands"], path: "Benchmarks/lookout-bench",
      swiftSettings: parserSyntax.swiftSettings, linkerSettings: parserSyntax.linkerSettings),
    // The guided tour (`swift run lookout-tour`): the runtime, headless SwiftUI, migrate and lint, in one run.
    .executableTarget(
      name: "lookout-tour", dependencies: ["Lookout", onLinux("LookoutUI"), "LookoutSyntax", "LookoutMigrate", "LookoutLint", "LookoutReport", "LookoutMap"],
      path: "Examples/Tour", swiftSettings: parserSyntax.swiftSettings, linkerSettings: parserSyntax.linkerSettings),
    // `swift package lookout lint|migrate|report`, and `lookout-write` for --write / --fix.
    .plugin(
      name: "LookoutCommandPlugin",
      capability: .command(
        intent: .custom(verb: "lookout", description: "Lint, migrate (dry run) or report on this package's Observation code"),
        permissions: []),
      dependencies: ["lookout"]),
    .plugin(
      name: "LookoutWritePlugin",
      capability: .command(
        intent: .custom(verb: "lookout-write", description: "lookout migrate --write or lint --fix on this package"),
        permissions: [.writeToPackageDirectory(reason: "lookout migrate --write and lookout lint --fix rewrite Swift files in place")]),
      dependencies: ["lookout"]),
    .testTarget(name: "LookoutTests", dependencies: ["Lookout"]),
    .testTarget(
      name: "LookoutCommandsTests", dependencies: ["LookoutCommands", "LookoutTestSupport"] + parserSyntax.dependencies,
      swiftSettings: parserSyntax.swiftSettings, linkerSettings: parserSyntax.linkerSettings),
  ] + lookoutUITests + swiftUIOnLinuxTargets + [
    .target(
      name: "LookoutTestSupport", dependencies: parserSyntax.dependencies, path: "Tests/LookoutTestSupport",
      swiftSettings: parserSyntax.swiftSettings, linkerSettings: parserSyntax.linkerSettings),
    // Package-level checks: platform code, manifest modes, a client package and the plugins.
    .testTarget(
      name: "LookoutPackagingTests", dependencies: ["LookoutTestSupport"],
      // Apple's SwiftUI API the bridge calls, as a stand-in module the Darwin type-check compiles: not a test.
      exclude: ["Fixtures"],
      swiftSettings: parserSyntax.swiftSettings, linkerSettings: parserSyntax.linkerSettings),
    .testTarget(
      name: "LookoutSyntaxTests", dependencies: ["LookoutSyntax", "LookoutTestSupport"] + parserSyntax.dependencies,
      swiftSettings: parserSyntax.swiftSettings, linkerSettings: parserSyntax.linkerSettings),
    .testTarget(
      name: "LookoutMigrateTests", dependencies: ["LookoutMigrate", "LookoutTestSupport"] + parserSyntax.dependencies,
      // The expected output of migrating Examples/LegacyApp (text to compare) and a stand-in for Combine
      // (compiled by a test on Linux): not code of the target.
      exclude: ["Expected", "ExpectedBridge", "StandIns"], swiftSettings: parserSyntax.swiftSettings, linkerSettings: parserSyntax.linkerSettings),
    .testTarget(
      name: "LookoutLintTests", dependencies: ["LookoutLint", "LookoutMigrate", "LookoutTestSupport"] + parserSyntax.dependencies,
      swiftSettings: parserSyntax.swiftSettings, linkerSettings: parserSyntax.linkerSettings),
    .testTarget(
      name: "LookoutMapTests", dependencies: ["LookoutMap", "LookoutSyntax", "LookoutTestSupport"] + parserSyntax.dependencies,
      swiftSettings: parserSyntax.swiftSettings, linkerSettings: parserSyntax.linkerSettings),
    .testTarget(
      name: "LookoutReportTests", dependencies: ["LookoutReport", "LookoutTestSupport"] + parserSyntax.dependencies,
      swiftSettings: parserSyntax.swiftSettings, linkerSettings: parserSyntax.linkerSettings),
    .testTarget(
      name: "LookoutMacrosTests",
      dependencies: ["LookoutMacros"] + macroTestSyntax.dependencies,
      swiftSettings: macroTestSyntax.swiftSettings,
      linkerSettings: macroTestSyntax.linkerSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
