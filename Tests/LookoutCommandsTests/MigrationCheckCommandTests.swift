import Foundation
import Testing

/// `lookout migrate` checks the whole planned result before writing: what it keeps back, what it refuses to
/// write (exit 1), `--force-partial`, and `--check-from` on a tree migrated already.
@Suite struct MigrationCheckCommandTests {
  static let model = "import SwiftUI\n\nfinal class Model: ObservableObject {\n    @Published var name = \"\"\n}\n"
  static let other = "import SwiftUI\n\nfinal class Other: ObservableObject {\n    @Published var count = 0\n}\n"
  /// A use that needs Model to stay an ObservableObject.
  static let use = "import Combine\n\nfunc observe(_ model: Model) -> AnyCancellable {\n    model.objectWillChange.sink { print(\"changed\") }\n}\n"

  @Test func aModelWhoseMigrationWouldBreakAUseStaysAndTheRestIsWritten() throws {
    let project = try ScratchDirectory(text: ["Model.swift": Self.model, "Other.swift": Self.other, "Use.swift": Self.use])
    defer { project.remove() }
    let run = CommandRun(["migrate", "--write", "--ignore-deployment-target", project.path])
    #expect(run.status == 0)
    #expect(run.output.contains("Kept as ObservableObject (1):"))
    #expect(run.output.contains("Model — a use that would break: \(project.path)/Use.swift:4"))
    #expect(String(decoding: project.contents("Model.swift") ?? [], as: UTF8.self) == Self.model)
    #expect(String(decoding: project.contents("Other.swift") ?? [], as: UTF8.self).contains("@Observable"))
  }

  @Test func aPlanThatFailsTheCheckIsNotWrittenUnlessAPartialMigrationIsAskedFor() throws {
    let project = try ScratchDirectory(text: ["Model.swift": Self.model, "Use.swift": Self.use])
    defer { project.remove() }
    // Named with --only, the model is not kept back: the plan fails, nothing is written, exit 1.
    let refused = CommandRun(["migrate", "--write", "--only", "Model", "--ignore-deployment-target", project.path])
    #expect(refused.status == 1)
    #expect(refused.output.contains("not written: the whole-project check fails"))
    #expect(refused.output.contains("\(project.path)/Use.swift:4:5: `model.objectWillChange` needs Model to be an ObservableObject, and Model migrates"))
    #expect(refused.error.contains("refused — the plan would break 1 use listed above; nothing was written (--force-partial writes it anyway)"))
    #expect(String(decoding: project.contents("Model.swift") ?? [], as: UTF8.self) == Self.model)
    // The dry run says the same, with exit 1.
    let dryRun = CommandRun(["migrate", "--only", "Model", "--ignore-deployment-target", project.path])
    #expect(dryRun.status == 1)
    #expect(dryRun.error.contains("the plan breaks 1 use listed above"))
    // --force-partial writes it, still listing the break, still exit 1.
    let forced = CommandRun(["migrate", "--write", "--force-partial", "--only", "Model", "--ignore-deployment-target", project.path])
    #expect(forced.status == 1)
    #expect(forced.output.contains("1 file to change: 1 written; "), "\(forced.output)")
    #expect(forced.error.contains("written as asked (--force-partial)"))
    #expect(String(decoding: project.contents("Model.swift") ?? [], as: UTF8.self).contains("@Observable"))
  }

  @Test func checkFromFindsTheUsesAMigratedTreeBreaks() throws {
    let before = try ScratchDirectory(text: ["Model.swift": Self.model, "Use.swift": Self.use])
    defer { before.remove() }
    let after = try ScratchDirectory(text: [
      "Model.swift": "import SwiftUI\n\n@Observable\nfinal class Model {\n    var name = \"\"\n}\n", "Use.swift": Self.use,
    ])
    defer { after.remove() }
    let run = CommandRun(["migrate", "--check-from", before.path, after.path])
    #expect(run.status == 1)
    #expect(run.output.contains("\(after.path)/Use.swift:4:5: error: `model.objectWillChange` needs Model to be an ObservableObject, and Model migrates [object_will_change]"))
    #expect(run.output.contains("  objectWillChange: 1 / 1"))
    let json = CommandRun(["migrate", "--check-from", before.path, after.path, "--json"])
    #expect(json.output.contains("\"object_will_change\": 1"))
    #expect(json.output.contains("\"migrated\": [\n    \"Model\"\n  ]"))
    // The tree as before, checked against itself: nothing migrated, nothing broken.
    #expect(CommandRun(["migrate", "--check-from", before.path, before.path]).status == 0)
  }

  @Test func checkFromNeedsTheMigratedTree() {
    let run = CommandRun(["migrate", "--check-from", "/tmp"])
    #expect(run.status == 2)
    #expect(run.error.contains("--check-from <before> needs the migrated tree's path too"))
  }
}
