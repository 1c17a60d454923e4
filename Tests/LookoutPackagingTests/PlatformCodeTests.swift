import Foundation
import LookoutTestSupport
import Testing

/// What keeps Lookout building on the Macs its users work on, checked here on Linux where no Mac is: C
/// library calls only in each module's one `Platform.swift`, with a Darwin branch; no module that only
/// newer Apple systems have in the runtime; `platforms:` down to the systems apps still support.
@Suite struct PlatformCodeTests {
  /// Every Swift file of the package's products, examples and plugins, relative to the package.
  static let files: [String: String] = ["Sources", "Benchmarks", "Examples/Tour", "Plugins"]
    .reduce(into: [:]) { files, folder in
      for (path, text) in PackagePaths.swiftFiles(under: PackagePaths.path(folder)) { files[folder + "/" + path] = text }
    }

  static let platformModules = ["Glibc", "Musl", "Darwin"]

  @Test func onlyPlatformFilesTalkToTheCLibrary() {
    #expect(Self.files.count > 150)
    var platformFilesPerModule: [String: [String]] = [:]
    for (path, text) in Self.files {
      let imports = Self.platformModules.filter { text.contains("import \($0)\n") }
      let qualified = ["Glibc.", "Musl."].filter { text.contains($0) }
      #expect(qualified.isEmpty, "\(path) calls \(qualified) qualified: that does not compile on Darwin")
      guard !imports.isEmpty else { continue }
      #expect(path.hasSuffix("/Platform.swift"), "\(path) imports \(imports): move the calls into the module's Platform.swift")
      #expect(Set(imports) == Set(Self.platformModules), "\(path) must branch for Darwin, Glibc and Musl, has \(imports)")
      #expect(text.contains("#if canImport(Darwin)"), "\(path) tries Darwin first")
      platformFilesPerModule[Self.module(of: path), default: []].append(path)
    }
    for (module, paths) in platformFilesPerModule { #expect(paths.count == 1, "\(module) has platform code in \(paths)") }
    #expect(platformFilesPerModule.keys.contains("Sources/LookoutCore"))
  }

  @Test func theRuntimeUsesNothingNewerThanItsPlatforms() {
    let runtime = Self.files.filter { $0.key.hasPrefix("Sources/LookoutCore/") || $0.key.hasPrefix("Sources/Lookout/") }
    #expect(runtime.count > 15)
    for (path, text) in runtime {
      // Synchronization (Atomic, Mutex) needs iOS 18 / macOS 15.
      #expect(!text.contains("import Synchronization"), "\(path) imports Synchronization")
      #expect(!text.contains("Atomic<") && !text.contains("Mutex<"), "\(path) uses Synchronization's types")
      #expect(!text.contains("import Foundation"), "\(path): the runtime does not need Foundation")
    }
    let shims = (try? String(contentsOfFile: PackagePaths.path("Sources/LookoutShims/include/LookoutShims.h"), encoding: .utf8)) ?? ""
    #expect(shims.contains("__atomic_compare_exchange_n"), "atomics go through the C shims")
  }

  /// The stand-ins for SwiftUI and the Apple frameworks it brings, built for Linux only.
  static let linuxOnlyModules = [
    "LookoutUI", "LookoutCombine", "LookoutUIKit", "LookoutAppKit", "LookoutOS", "LookoutOSLog", "LookoutUniformTypeIdentifiers",
    "LookoutCoreGraphics", "LookoutFoundationParity", "LookoutCoreTransferable",
  ]

  /// LookoutUI, LookoutCombine and the other stand-ins replace SwiftUI, Combine, UIKit… on Linux; on Apple
  /// platforms code uses the real frameworks. So on a Mac the manifest builds each from its one
  /// `Unsupported/LinuxOnly.swift`, every dependency on them is conditional on Linux, and every file outside
  /// them that imports LookoutUI is compiled on Linux only: `swift build` on a Mac builds nothing that needs them.
  @Test func theLinuxOnlyModulesAreUsedOnLinuxOnly() throws {
    let manifest = try String(contentsOfFile: PackagePaths.path("Package.swift"), encoding: .utf8)
    for module in Self.linuxOnlyModules {
      #expect(FileManager.default.fileExists(atPath: PackagePaths.path("Sources/\(module)/Unsupported/LinuxOnly.swift")))
      let declaration = try #require(manifest.range(of: ".target(\n      name: \"\(module)\"") ?? manifest.range(of: ".target(name: \"\(module)\""))
      let target = manifest[declaration.lowerBound...].prefix(300)
      #expect(target.contains("sources: linuxOnly("), "\(module) is built from LinuxOnly.swift off Linux")
    }
    // Dependencies on them: through `onLinux(…)`, in targets declared only on Linux, or in the Linux-only
    // setting that imports one implicitly (`swiftUIOnLinux`, `.when(platforms: [.linux])`).
    let linuxOnlyBlocks = [("let lookoutUITests", "}()"), ("let swiftUIOnLinuxTargets", "}()"), ("let swiftUIOnLinux:", "], .when(platforms: [.linux]))")]
      .compactMap { start, end -> Range<String.Index>? in
        guard let from = manifest.range(of: start) else { return nil }
        return from.lowerBound..<manifest[from.upperBound...].range(of: end)!.upperBound
      }
    #expect(linuxOnlyBlocks.count == 3)
    for module in Self.linuxOnlyModules {
      var searchFrom = manifest.startIndex
      while let use = manifest.range(of: "\"\(module)\"", range: searchFrom..<manifest.endIndex) {
        searchFrom = use.upperBound
        let lineStart = manifest[..<use.lowerBound].lastIndex(of: "\n").map { manifest.index(after: $0) } ?? manifest.startIndex
        let line = manifest[lineStart..<use.upperBound]
        let allowed = line.hasSuffix("onLinux(\"\(module)\"") || line.contains("name: \"\(module)\"") || line.contains("targets: [\"\(module)\"]")
          || linuxOnlyBlocks.contains { $0.contains(use.lowerBound) }
        #expect(allowed, "Package.swift: \(line)… depends on \(module) on every platform")
      }
    }
    let importers = Self.files.filter { ($0.value.hasPrefix("import LookoutUI\n") || $0.value.contains("\nimport LookoutUI\n")) && !$0.key.hasPrefix("Sources/LookoutUI/") }
    #expect(importers.count >= 4)
    for (path, text) in importers {
      let guardLine = text.range(of: "#if os(Linux)")
      #expect(guardLine != nil && guardLine!.lowerBound < text.range(of: "import LookoutUI\n")!.lowerBound, "\(path) imports LookoutUI outside #if os(Linux)")
    }
  }

  @Test func platformsReachTheOldestSystemsAppsSupport() throws {
    let manifest = try ManifestDump.load()
    let platforms = Dictionary(uniqueKeysWithValues: manifest.platforms.map { ($0.name, $0.version) })
    #expect(platforms == ["macos": "10.15", "ios": "13.0", "tvos": "13.0", "watchos": "6.0", "visionos": "1.0", "maccatalyst": "13.0"])
  }

  @Test func theReadmeClaimsWhatTheManifestAllows() throws {
    let readme = try String(contentsOfFile: PackagePaths.path("README.md"), encoding: .utf8)
    #expect(readme.contains("iOS 13"), "the README names the oldest iOS the runtime deploys to")
    #expect(readme.contains("macOS 10.15"))
    #expect(!readme.contains("Apple systems before iOS 17 / macOS 14"), "an old claim that no longer says enough")
  }

  /// The package deploys to macOS 10.15, tools included: the string algorithms of `_StringProcessing`
  /// (macOS 13) do not compile there, though they do on Linux. Foundation's older forms do.
  @Test func noStringAlgorithmsNewerThanMacOS1015() throws {
    let newer = try NSRegularExpression(pattern: #"\.(firstRange|ranges|trimmingPrefix|wholeMatch|firstMatch|prefixMatch|matches)\(of:|\.trimmingPrefix\(|\.split\(separator: "[^"\\]{2,}"|\.replacing\("[^"]*", with:|Regex<|#/"#)
    for (path, text) in Self.files {
      let matches = newer.matches(in: text, range: NSRange(text.startIndex..., in: text))
      let found = matches.compactMap { Range($0.range, in: text).map { String(text[$0]) } }
      #expect(found.isEmpty, "\(path) uses \(found): macOS 13 only; use Foundation's range(of:), components(separatedBy:), replacingOccurrences(of:with:)")
    }
    // `text.contains("…")` on strings is Foundation's (any macOS) only in modules that import Foundation.
    let modules = Dictionary(grouping: Self.files.filter { $0.key.hasPrefix("Sources/") }, by: { Self.module(of: $0.key) })
    for (module, files) in modules where files.contains(where: { $0.value.contains(".contains(\"") }) {
      #expect(files.contains { $0.value.contains("import Foundation\n") }, "\(module) calls String.contains without importing Foundation")
    }
  }

  /// `Sources/LookoutCore/Internal/Platform.swift` → `Sources/LookoutCore`.
  static func module(of path: String) -> String {
    let parts = path.split(separator: "/")
    return parts.prefix(parts.first == "Examples" ? 2 : 2).joined(separator: "/")
  }
}
