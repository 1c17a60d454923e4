import Foundation
import Testing

/// What the commands do with the input they are given: missing paths, empty directories, files that are
/// not UTF-8, and the exit status of what they find.
@Suite struct InputTests {
  static let legacyModel = """
    import Combine

    final class Counter: ObservableObject {
        @Published var count = 0
    }

    """

  static let observableWithPublished = """
    import Observation

    @Observable final class Counter {
        @Published var count = 0
    }

    """

  @Test(arguments: ["lint", "migrate", "report"])
  func aPathThatDoesNotExistIsAUsageError(command: String) {
    let run = CommandRun([command, "/no/such/place/Sources"])
    #expect(run.status == 2)
    #expect(run.error.contains("no such file or directory: /no/such/place/Sources"))
  }

  @Test func aPathWithNoSwiftFileIsAUsageError() throws {
    // A wrong path (a typo'd folder, a folder of docs) must not pass as "0 files, nothing to do" in CI.
    let empty = try ScratchDirectory(text: ["README.md": "# notes\n"])
    defer { empty.remove() }
    for command in [["lint"], ["migrate"], ["report", "--json"], ["map"], ["why", "Cart.items"]] {
      let run = CommandRun(command + [empty.path])
      #expect(run.status == 2, "\(command)")
      #expect(run.error.contains("no Swift files under \(empty.path); pass the folder that holds your sources"), "\(command): \(run.error)")
    }
    let named = CommandRun(["lint", empty.path + "/README.md"])
    #expect(named.status == 2)
    #expect(named.error.contains("README.md is not a Swift file"))
  }

  @Test func aFileThatIsNotUTF8IsNamedAndLeftAlone() throws {
    var bytes = Array(Self.legacyModel.utf8)
    bytes += Array("// caf".utf8) + [0xE9] + Array("\n".utf8)  // Latin-1 é
    let project = try ScratchDirectory(["Counter.swift": bytes])
    defer { project.remove() }
    // The model in it needed migrating and was left untouched: the run fails (the compiler rejects the file too).
    let migrate = CommandRun(["migrate", "--write", project.path])
    #expect(migrate.status == 1)
    #expect(migrate.output.contains("Counter.swift"))
    #expect(migrate.output.contains("Counter.swift:6:7: not valid UTF-8"), "\(migrate.output)")
    #expect(project.contents("Counter.swift") == bytes)
    let lint = CommandRun(["lint", project.path])
    #expect(lint.output.contains("Counter.swift:6:7: error: not valid UTF-8"), "\(lint.output)")
    #expect(lint.status == 1)
    #expect(CommandRun(["lint", "--fail-on", "warning", project.path]).status == 1)
  }

  @Test func lintExitStatusFollowsFailOn() throws {
    let project = try ScratchDirectory(text: ["Counter.swift": Self.observableWithPublished])
    defer { project.remove() }
    let run = CommandRun(["lint", project.path])
    #expect(run.status == 1)
    #expect(run.output.contains("Counter.swift:4:5: error:"))
    #expect(CommandRun(["lint", "--fail-on", "never", project.path]).status == 0)
    let clean = try ScratchDirectory(text: ["Counter.swift": "@Observable final class Counter {\n    var count = 0\n}\n"])
    defer { clean.remove() }
    #expect(CommandRun(["lint", clean.path]).status == 0)
  }

  @Test func writeMigratesTheGivenPathOnly() throws {
    let project = try ScratchDirectory(text: ["Counter.swift": Self.legacyModel])
    defer { project.remove() }
    let before = PackageSnapshot.bundledExamples()
    let run = CommandRun(["migrate", "--write", project.path])
    #expect(run.status == 0)
    let migrated = String(decoding: project.contents("Counter.swift") ?? [], as: UTF8.self)
    #expect(migrated.contains("@Observable"))
    #expect(!migrated.contains("@Published"))
    #expect(PackageSnapshot.bundledExamples() == before)
  }

  @Test func fixRepairsTheGivenPath() throws {
    let project = try ScratchDirectory(text: ["Counter.swift": Self.observableWithPublished])
    defer { project.remove() }
    let run = CommandRun(["lint", "--fix", project.path])
    #expect(run.status == 0)
    #expect(run.error.contains("Fixed 1 file"))
    #expect(!String(decoding: project.contents("Counter.swift") ?? [], as: UTF8.self).contains("@Published"))
  }
}
