import Foundation
import LookoutTestSupport
import Testing

/// `migrate --write` and `lint --fix` run together on one tree, each changing every file differently: no
/// update is lost (issue 31, item 1). Each tool checks that a file still holds what it read and renames
/// over it under an advisory lock: the second writer of a file sees the first's text and leaves it, saying
/// so. Before, in 3 trials of 20, lint replaced files migrate had just written while migrate's JSON still
/// counted them as written.
@Suite struct ConcurrentWritersTests {
  static let file = """
    import SwiftUI

    final class LegacyN: ObservableObject {
        @Published var x = 0
    }

    @Observable final class StoreN {
        var y = 0
    }

    struct ScreenN: View {
        @Bindable var obs: StoreN
        var body: some View { Text("\\(obs.y)") }
    }

    """

  /// Starts `arguments` of the tool without waiting.
  static func start(_ arguments: [String], output: URL) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ToolBinary.path)
    process.arguments = arguments
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  @Test(.timeLimit(.minutes(5))) func migrateAndLintTogetherLoseNoUpdate() throws {
    let files = 150
    for trial in 0..<12 {
      let root = NSTemporaryDirectory() + "lookout-writers-\(UUID().uuidString)"
      defer { try? FileManager.default.removeItem(atPath: root) }
      try FileManager.default.createDirectory(atPath: root + "/Sources", withIntermediateDirectories: true)
      for index in 0..<files {
        try Self.file.replacingOccurrences(of: "N", with: "\(index)")
          .write(toFile: root + "/Sources/F\(index).swift", atomically: true, encoding: .utf8)
      }
      let migrateOutput = URL(fileURLWithPath: root + ".migrate.json"), lintOutput = URL(fileURLWithPath: root + ".lint.json")
      defer { try? FileManager.default.removeItem(at: migrateOutput); try? FileManager.default.removeItem(at: lintOutput) }
      let migrate = try Self.start(["migrate", root + "/Sources", "--write", "--json"], output: migrateOutput)
      let lint = try Self.start(["lint", root + "/Sources", "--fix", "--json", "--fail-on", "never"], output: lintOutput)
      migrate.waitUntilExit()
      lint.waitUntilExit()
      let migrated = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: migrateOutput)) as? [String: Any])
      let linted = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: lintOutput)) as? [String: Any])
      let texts = (0..<files).map { (try? String(contentsOfFile: root + "/Sources/F\($0).swift", encoding: .utf8)) ?? "" }
      let holdMigration = texts.filter { $0.contains("@Observable\nfinal class Legacy") }.count
      let holdFix = texts.filter { $0.contains("    let obs") }.count
      // What each tool says it wrote is what the files hold, file for file: no write was lost.
      let written = (migrated["files_written"] as? Int ?? -1) + (migrated["files_already_written"] as? Int ?? 0)
      #expect(holdMigration == written, "trial \(trial): migrate says it wrote \(written) files; \(holdMigration) hold its edit")
      let fixed = (linted["files_fixed"] as? [Any])?.count ?? -1
      #expect(holdFix == fixed, "trial \(trial): lint says it fixed \(fixed) files; \(holdFix) hold its fix")
      // A file one tool left because the other had just written it is named, not counted as written.
      let notWritten = (migrated["files_not_written"] as? [Any])?.count ?? 0
      #expect(holdMigration + notWritten == files, "trial \(trial)")
    }
  }
}
