import Foundation

/// `lookout-bench compat --apps <file>`: whole real apps, built unchanged as targets of a scratch package that
/// depends on this one (with the Linux setup the README gives: `import SwiftUI`, `UIKit`, `os`… aliased), then
/// mounted and driven by a test of this repository's (the unit's `driver`): the root scene mounted, a few
/// interactions, the bodies each evaluated. An app that does not build is reported with its first errors.
public struct AppBenchmark {
  public struct AppResult: Sendable {
    public let app: CompatibilityUnit
    public let files: Int
    public let lines: Int
    /// The build's errors (`file:line:column: message`), none when it built.
    public let errors: [String]
    /// What the driver printed: `mounted`, each `step`, `failed` steps, and the `counts` of bodies by view.
    public let run: [(kind: String, text: String)]
    public var built: Bool { errors.isEmpty }
    public var mounted: Bool { run.contains { $0.kind == "mounted" } }
    public var steps: [String] { run.filter { $0.kind == "step" }.map(\.text) }
    public var failures: [String] { run.filter { $0.kind == "failed" }.map(\.text) }
    public var bodyCounts: String? { run.last { $0.kind == "counts" }?.text }
  }

  public let apps: [CompatibilityUnit]
  public let sources: UnitSources
  /// This package's root (where `Package.swift` is), which the scratch package depends on by path.
  public let packageRoot: String
  /// Where the scratch package is written (kept, to look at; rewritten on each run).
  public let scratch: String
  public var progress: (@Sendable (String) -> Void)?

  public init(apps: [CompatibilityUnit], sources: UnitSources, packageRoot: String, scratch: String) {
    self.apps = apps
    self.sources = sources
    self.packageRoot = packageRoot
    self.scratch = scratch
  }

  public func run() throws -> [AppResult] {
    let fileManager = FileManager.default
    for name in ["Apps", "Drivers", "Package.swift"] { try? fileManager.removeItem(atPath: path(name)) }
    try fileManager.createDirectory(atPath: path("Drivers"), withIntermediateDirectories: true)
    // Each app's .swift files alone (no plists, asset catalogs or storyboards, which SwiftPM would reject).
    var sizes: [String: (files: Int, lines: Int)] = [:]
    for app in apps {
      let extracted = path("Checkout/\(app.name)")
      try? fileManager.removeItem(atPath: extracted)
      let files = try sources.extract(app, into: extracted)
      let root = (extracted as NSString).appendingPathComponent(app.path)
      var lines = 0
      for file in files {
        let relative = String(file.dropFirst(root.count + 1))
        let destination = path("Apps/\(app.name)/\(relative)")
        try fileManager.createDirectory(atPath: (destination as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try fileManager.copyItem(atPath: file, toPath: destination)
        lines += (fileManager.contents(atPath: file) ?? Data()).reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
      }
      sizes[app.name] = (files.count, lines)
    }
    // Build each app on its own, so that one app's errors do not hide another's.
    try ScratchPackage.manifest(apps: apps, drivers: [], lookout: packageRoot).write(toFile: path("Package.swift"), atomically: true, encoding: .utf8)
    var errors: [String: [String]] = [:]
    for app in apps {
      progress?("building \(app.name)")
      let output = swift(["build", "--target", app.name])
      errors[app.name] = output.status == 0 ? [] : Self.errors(in: output.text, under: path("Apps/\(app.name)"))
      if output.status != 0 && errors[app.name]!.isEmpty { errors[app.name] = [Self.failure(in: output.text)] }
    }
    // Drive the apps that built, each with its driver.
    let driven = apps.filter { errors[$0.name]?.isEmpty == true && $0.driver != nil }
    var runs: [String: [(String, String)]] = [:]
    if !driven.isEmpty {
      try fileManager.copyItem(atPath: (packageRoot as NSString).appendingPathComponent("Benchmarks/CompatApps/AppRun.swift"), toPath: path("Drivers/AppRun.swift"))
      for app in driven {
        try fileManager.copyItem(atPath: (packageRoot as NSString).appendingPathComponent(app.driver!), toPath: path("Drivers/\(app.name).swift"))
      }
      try ScratchPackage.manifest(apps: apps.filter { errors[$0.name]?.isEmpty == true }, drivers: driven.map(\.name), lookout: packageRoot)
        .write(toFile: path("Package.swift"), atomically: true, encoding: .utf8)
      progress?("driving \(driven.map(\.name).joined(separator: ", "))")
      let build = swift(["build", "--build-tests"])
      let output = build.status == 0 ? swift(["test", "--skip-build"]) : build
      for line in output.text.split(separator: "\n") where line.hasPrefix("APP|") {
        let parts = line.split(separator: "|", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 4 else { continue }
        runs[parts[1], default: []].append((parts[2], parts[3]))
      }
      if build.status != 0 {
        for app in driven { runs[app.name, default: []].append(("failed", "the drivers did not build: \(Self.errors(in: build.text, under: path("Drivers")).prefix(3).joined(separator: "; "))")) }
      }
    }
    return apps.map { app in
      AppResult(app: app, files: sizes[app.name]?.files ?? 0, lines: sizes[app.name]?.lines ?? 0, errors: errors[app.name] ?? [],
                run: (runs[app.name] ?? []).map { (kind: $0.0, text: $0.1) })
    }
  }

  private func path(_ relative: String) -> String { (scratch as NSString).appendingPathComponent(relative) }

  /// Runs `swift` in the scratch package: swift-syntax from the toolchain (no download), a home of its own
  /// (apps save to their documents directory).
  private func swift(_ arguments: [String]) -> (status: Int32, text: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: scratch)
    var environment = ProcessInfo.processInfo.environment
    environment["LOOKOUT_SWIFT_SYNTAX"] = "toolchain"
    environment["HOME"] = path("Home")
    process.environment = environment
    try? FileManager.default.createDirectory(atPath: path("Home"), withIntermediateDirectories: true)
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do { try process.run() } catch { return (1, "cannot run swift: \(error)") }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// Why a build failed when no error names a file of the app: the compiler's crash (what it was doing), or the
  /// output's last error.
  static func failure(in output: String) -> String {
    let lines = output.split(separator: "\n").map(String.init)
    let doing = lines.filter { $0.range(of: #"^\d+\.\t(While|Compiling with)"#, options: .regularExpression) != nil }
      .map { $0.drop { $0 != "\t" }.trimmingCharacters(in: .whitespaces) }
    if lines.contains(where: { $0.hasPrefix("Stack dump:") }) { return "the compiler crashed: " + doing.joined(separator: "; ") }
    return lines.last { $0.contains("error:") } ?? String(output.suffix(500))
  }

  /// The distinct errors in a build's output about files under `directory`, relative to it.
  static func errors(in output: String, under directory: String) -> [String] {
    var seen: [String] = []
    for line in output.split(separator: "\n") where line.contains(": error: ") && line.hasPrefix(directory + "/") {
      let error = String(line.dropFirst(directory.count + 1)).replacingOccurrences(of: ": error: ", with: ": ")
      if !seen.contains(error) { seen.append(error) }
    }
    return seen
  }
}

/// The scratch package's manifest: each app a target built as the README's Linux setup builds one (its `@main`
/// given an entry point of its own name, as SwiftPM does for an executable under test), and the drivers a test
/// target that imports them.
enum ScratchPackage {
  /// What an app target depends on: LookoutUI alone, which brings every stand-in the setting's aliases name,
  /// as the README says.
  static let products = ["LookoutUI"]

  /// `lookout`'s own Linux setting (`let swiftUIOnLinux …`), which its README gives users, verbatim.
  static func setup(in lookout: String) throws -> String {
    let manifest = try String(contentsOfFile: (lookout as NSString).appendingPathComponent("Package.swift"), encoding: .utf8)
    guard let start = manifest.range(of: "let swiftUIOnLinux: SwiftSetting"),
          let end = manifest[start.upperBound...].range(of: "], .when(platforms: [.linux]))") else {
      throw UnitSources.MissingSource("\(lookout)/Package.swift declares no `let swiftUIOnLinux: SwiftSetting`; run from Lookout's directory")
    }
    return String(manifest[start.lowerBound..<end.upperBound])
  }

  static func manifest(apps: [CompatibilityUnit], drivers: [String], lookout: String) throws -> String {
    let setup = try setup(in: lookout)
    let identity = URL(fileURLWithPath: lookout).standardizedFileURL.lastPathComponent.lowercased()
    let quoted = { (items: [String]) in items.map { "\"\($0)\"" }.joined(separator: ", ") }
    var targets = apps.map { app in
      """
          .target(
            name: "\(app.name)", dependencies: lookout, path: "Apps/\(app.name)",
            swiftSettings: [swiftUIOnLinux, .swiftLanguageMode(.v\(app.languageMode)),
                            .unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "\(app.name)_main"\(app.flags.isEmpty ? "" : ", " + quoted(app.flags))])]),
      """
    }
    if !drivers.isEmpty {
      targets.append("""
          .testTarget(name: "AppDrivers", dependencies: lookout + [\(quoted(drivers))], path: "Drivers"),
      """)
    }
    return """
      // swift-tools-version: 6.0
      // Written by `lookout-bench compat --apps`: real apps, unchanged, built against Lookout's stand-ins.
      import PackageDescription

      let lookout: [Target.Dependency] = [\(quoted(products))].map { .product(name: $0, package: "\(identity)") }
      \(setup)

      let package = Package(
        name: "CompatApps",
        dependencies: [.package(path: "\(lookout)")],
        targets: [
      \(targets.joined(separator: "\n"))
        ])

      """
  }
}
