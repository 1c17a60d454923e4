import Foundation
import LookoutTestSupport
import Testing

/// The sweep's odd names and files: a directory named `Name.swift` is searched like any other; a FIFO named
/// `.swift` is named and never opened for a blocking read; names with spaces and line breaks get a dry-run
/// diff that `git apply` takes, and it gives exactly what `--write` gives.
@Suite struct DiscoverySweepTests {
  @Test func aDirectoryNamedLikeASwiftFileIsSearched() throws {
    let project = try SweepProject(text: ["Models.swift/Counter.swift": SweepFixture.model("Counter")])
    defer { project.remove() }
    let run = try project.run(["migrate", "--write", "."])
    #expect(run.status == 0, "\(run.output)")
    #expect(!run.output.contains("cannot read"))
    #expect(!run.output.contains("Left untouched"))
    #expect(project.text("Models.swift/Counter.swift") == SweepFixture.migratedModel("Counter"))
    let lint = try project.run(["lint", "."])
    #expect(lint.status == 0, "\(lint.output)")
    #expect(lint.error.contains("in 1 file"))
    #expect(try project.run(["report", "."]).status == 0)
  }

  @Test func aFIFONamedLikeASwiftFileIsNamedNotRead() throws {
    let project = try SweepProject(text: ["Counter.swift": SweepFixture.model("Counter")])
    defer { project.remove() }
    #expect(try Shell.run(["mkfifo", project.file("Pipe.swift")], in: "/").status == 0)
    let run = try project.run(["migrate", "--write", "."])
    #expect(run.status == 1, "\(run.output)")
    #expect(run.output.contains("./Pipe.swift: cannot read it: it is a FIFO, not a regular file"), "\(run.output)")
    #expect(project.text("Counter.swift") == SweepFixture.migratedModel("Counter"))
    let lint = try project.run(["lint", "."])
    #expect(lint.output.contains("./Pipe.swift:1:1: error: cannot read it: it is a FIFO"), "\(lint.output)")
  }

  @Test func theDryRunDiffOfOddNamesAppliesWithGitAndGivesWhatWriteGives() throws {
    var files: [String: [UInt8]] = [:]
    files["Line\nBreak.swift"] = Array(SweepFixture.model("LineBreak").utf8)
    files["With Spaces/Name With Spaces.swift"] = Array(SweepFixture.model("Spaced").utf8)
    files["Quote\"And\\Slash.swift"] = Array(SweepFixture.model("Quoted").utf8)
    files["Windows.swift"] = Array(SweepFixture.model("Windows", newline: "\r\n").utf8)
    files["NoFinalBreak.swift"] = Array(SweepFixture.model("NoFinalBreak").dropLast().utf8)
    files["Views/LineBreakView.swift"] = Array(SweepFixture.view(of: "LineBreak").utf8)
    let preview = try SweepProject(files)
    defer { preview.remove() }
    let written = try SweepProject(files)
    defer { written.remove() }

    let dryRun = try preview.run(["migrate", "."])
    #expect(dryRun.status == 0, "\(dryRun.output)")
    let patch = String(dryRun.output[..<(dryRun.output.range(of: "Migrating ")?.lowerBound ?? dryRun.output.endIndex)])
    #expect(patch.contains("--- \"a/Line\\nBreak.swift\""), "\(patch)")
    try Data(patch.utf8).write(to: URL(fileURLWithPath: preview.path + ".patch"))
    defer { try? FileManager.default.removeItem(atPath: preview.path + ".patch") }
    let apply = try Shell.run(["git", "apply", preview.path + ".patch"], in: preview.path)
    #expect(apply.status == 0, "\(apply.error)")

    #expect(try written.run(["migrate", "--write", "."]).status == 0)
    #expect(preview.snapshot() == written.snapshot())
    #expect(written.text("Line\nBreak.swift") == SweepFixture.migratedModel("LineBreak"))
  }
}
