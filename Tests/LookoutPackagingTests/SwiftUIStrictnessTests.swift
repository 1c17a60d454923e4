import Foundation
import LookoutTestSupport
import Testing

/// LookoutUI takes what SwiftUI takes and refuses what it refuses: `.environment(_:)`, `@Environment(T.self)`
/// and `@Bindable` need Observation's `Observable`, so a model only Lookout tracks
/// (`@Tracked(observable: false)`) does not compile there, here or on a device; a default `@Tracked` model
/// does, in both. Each snippet is type-checked as a Linux test target compiles `import SwiftUI` code.
@Suite struct SwiftUIStrictnessTests {
  static let models = """
    import SwiftUI
    import Lookout

    @Tracked final class Seen { var title = "" }
    @Tracked(observable: false) final class Unseen { var title = "" }

    """

  static let uses: [(name: String, code: String)] = [
    ("environment", "struct V: View { let m: MODEL\n var body: some View { Text(\"\").environment(m) } }"),
    ("Environment", "struct V: View { @Environment(MODEL.self) var m\n var body: some View { Text(m.title) } }"),
    ("Bindable", "struct V: View { @Bindable var m: MODEL\n var body: some View { TextField(\"t\", text: $m.title) } }"),
  ]

  static func typecheck(_ code: String) throws -> Shell.Result {
    let directory = NSTemporaryDirectory() + "lookout-strictness-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try (models + code).write(toFile: directory + "/V.swift", atomically: true, encoding: .utf8)
    let build = URL(fileURLWithPath: ToolBinary.path).deletingLastPathComponent().path
    return try Shell.run([
      "swiftc", "-typecheck", "-parse-as-library", "-module-name", "Strict", "-I", "\(build)/Modules",
      "-I", "\(build)/LookoutShims.build", "-I", "\(build)/LookoutCoreGraphicsTypes.build",
      "-load-plugin-executable", "\(build)/LookoutMacros-tool#LookoutMacros",
      "-module-alias", "SwiftUI=LookoutUI", "V.swift",
    ], in: directory)
  }

  @Test(arguments: uses.map(\.name))
  func needsAnObservable(use: String) throws {
    let code = try #require(Self.uses.first { $0.name == use }).code
    let seen = try Self.typecheck(code.replacingOccurrences(of: "MODEL", with: "Seen"))
    #expect(seen.status == 0, "a default @Tracked model is an Observable: \(seen.error)")
    let unseen = try Self.typecheck(code.replacingOccurrences(of: "MODEL", with: "Unseen"))
    #expect(unseen.status != 0, "SwiftUI refuses a model that is not an Observable")
    #expect(unseen.error.contains("Observable"), "\(unseen.error)")
  }
}
