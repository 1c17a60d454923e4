import Foundation
import LookoutTestSupport
import Testing

/// The command plugins' `XcodeCommandPlugin` conformances sit behind `#if canImport(XcodeProjectPlugin)`, a
/// module only Xcode has. Here each plugin's sources are type-checked twice against the toolchain's
/// `PackagePlugin`: as SwiftPM compiles them (the branch off), and against a stand-in `XcodeProjectPlugin`
/// declaring the API the branch uses (`XcodePluginContext.xcodeProject`, `tool(named:)`,
/// `XcodeProject.directoryURL`/`targets`/`displayName`, `XcodeTarget.displayName`/`inputFiles`), as Apple
/// documents it. What this cannot check: that Xcode's real module matches the stand-in, and running the
/// plugin in Xcode (no Mac here).
@Suite(.serialized) struct XcodePluginTypecheckTests {
  static let standIn = """
    import Foundation
    import PackagePlugin

    public protocol XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws
    }

    public struct XcodePluginContext {
        public var xcodeProject: XcodeProject { fatalError() }
        public func tool(named name: String) throws -> PluginContext.Tool { fatalError() }
    }

    public struct XcodeProject {
        public var displayName: String { fatalError() }
        public var directoryURL: URL { fatalError() }
        public var targets: [XcodeTarget] { fatalError() }
    }

    public struct XcodeTarget {
        public var displayName: String { fatalError() }
        public var inputFiles: FileList { fatalError() }
    }
    """

  /// The toolchain's `PackagePlugin` module, beside `swiftc`.
  static func pluginAPI() throws -> String {
    let which = try Shell.run(["which", "swiftc"], in: PackagePaths.root)
    let swiftc = URL(fileURLWithPath: which.output.trimmingCharacters(in: .whitespacesAndNewlines)).resolvingSymlinksInPath()
    return swiftc.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift/pm/PluginAPI").path
  }

  /// The package's tools version (`// swift-tools-version:6.2`), as SwiftPM passes it to a plugin's compile.
  static func toolsVersion() throws -> String {
    let manifest = try String(contentsOfFile: PackagePaths.path("Package.swift"), encoding: .utf8)
    let first = manifest.prefix { $0 != "\n" }
    return String(first.split(separator: ":").last ?? "").trimmingCharacters(in: .whitespaces)
  }

  static func sources(of plugin: String) -> [String] {
    let folder = PackagePaths.path("Plugins/" + plugin)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { URL(fileURLWithPath: folder + "/" + $0).resolvingSymlinksInPath().path }
  }

  @Test(arguments: ["LookoutCommandPlugin", "LookoutWritePlugin"])
  func thePluginTypechecksWithAndWithoutXcodesModule(plugin: String) throws {
    let api = try Self.pluginAPI()
    #expect(FileManager.default.fileExists(atPath: api + "/PackagePlugin.swiftmodule"), "\(api)")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("xcode-plugin-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try Self.standIn.write(toFile: directory + "/XcodeProjectPlugin.swift", atomically: true, encoding: .utf8)
    let module = try Shell.run(["swiftc", "-emit-module", "-parse-as-library", "-module-name", "XcodeProjectPlugin", "-I", api,
                                "-package-description-version", try Self.toolsVersion(),
                                "-emit-module-path", directory + "/XcodeProjectPlugin.swiftmodule", directory + "/XcodeProjectPlugin.swift"],
                               in: directory)
    #expect(module.status == 0, "\(module.error)")
    let sources = Self.sources(of: plugin)
    #expect(sources.contains { $0.hasSuffix("PluginInvocation.swift") } && sources.contains { $0.hasSuffix("XcodeInvocation.swift") })
    // The package's tools version, as SwiftPM passes it: it decides which of PackagePlugin's APIs exist.
    let version = ["-package-description-version", try Self.toolsVersion()]
    #expect(version[1].split(separator: ".").count >= 2, "\(version)")
    for (label, includes) in [("as SwiftPM builds it", ["-I", api]), ("with Xcode's module", ["-I", api, "-I", directory])] {
      let check = try Shell.run(["swiftc", "-typecheck", "-parse-as-library", "-module-name", plugin] + version + includes + sources, in: directory)
      #expect(check.status == 0, "\(plugin) \(label):\n\(check.error)\(check.output)")
    }
    // The stand-in is really imported in the second check: an unknown member of it is an error there.
    try "import XcodeProjectPlugin\nfunc probe(_ project: XcodeProject) { _ = project.notAMember }\n"
      .write(toFile: directory + "/Probe.swift", atomically: true, encoding: .utf8)
    let probe = try Shell.run(["swiftc", "-typecheck", "-I", api, "-I", directory, directory + "/Probe.swift"], in: directory)
    #expect(probe.status != 0 && probe.error.contains("notAMember"))
  }
}
