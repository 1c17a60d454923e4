import Foundation
import LookoutTestSupport
import Testing

/// The sweep's failed writes: when writes fail (a full disk, a file-size limit, a read-only directory), the
/// summary, `--json` and the exit status say so, file by file; every original stays whole; no temporary file
/// is left.
@Suite struct WriteFailureSweepTests {
  /// Twelve models of about 8 KB each.
  static let files: [String: String] = Dictionary(uniqueKeysWithValues: (1...12).map { index in
    ("Model\(index).swift", SweepFixture.model("Model\(index)", padding: 120))
  })

  /// Checks what a run that could write none of `files` reported, and that the files are untouched.
  static func expectNothingWritten(_ text: Shell.Result, _ json: Shell.Result, project: SweepProject, because: String) throws {
    #expect(text.status == 1, "\(because): \(text.output)")
    #expect(text.output.contains("12 files to change"), "\(because): \(text.output)")
    #expect(text.output.contains("0 written, 12 not written (below); no edit made."), "\(because): \(text.output)")
    #expect(text.output.hasPrefix("Not migrated: no file could be written (12 models"), "\(because): \(text.output)")
    #expect(!text.output.contains("; written"))
    #expect(text.output.contains("Not written (12):"))
    #expect(json.status == 1)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    #expect(object["files_written"] as? Int == 0, "\(because): \(json.output)")
    #expect(object["dry_run"] as? Bool == false)
    #expect((object["files_not_written"] as? [Any])?.count == 12)
    #expect((object["edits"] as? [Any])?.isEmpty == true, "no edit happened")
    #expect(project.snapshot().filter { $0.key.hasSuffix(".swift") }.mapValues { String(decoding: $0, as: UTF8.self) } == files)
    #expect(project.temporaries().isEmpty)
  }

  @Test func writesBeyondTheFileSizeLimitAreReportedAsNotWritten() throws {
    let project = try SweepProject(text: Self.files)
    defer { project.remove() }
    // `ulimit -f 4`: no file may grow beyond 2–4 KB (512- or 1024-byte blocks), as on a disk that fills up.
    let text = try project.run(["migrate", "--write", "."], after: "ulimit -f 4")
    let json = try project.run(["migrate", "--write", "--json", "."], after: "ulimit -f 4")
    try Self.expectNothingWritten(text, json, project: project, because: "file-size limit")
    #expect(text.error.contains("File too large"), "\(text.error)")
  }

  /// A real full disk: a 1 MB tmpfs, filled up, where the test may mount one (as root, with the capability).
  /// Elsewhere a read-only directory stands for it (for a user other than root), or, for root without the
  /// capability to mount (where permissions do not stop a write), the file-size limit.
  @Test func aFullDiskOrAReadOnlyDirectoryIsReportedAsNotWritten() throws {
    let project = try SweepProject()
    defer { project.remove() }
    let disk = project.file("disk")
    try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
    let mounted = try Shell.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", disk], in: "/").status == 0
    defer { if mounted { _ = try? Shell.run(["umount", disk], in: "/") } }
    for (name, text) in Self.files { try project.write("disk/" + name, text: text) }
    var setup = ":"
    if mounted {
      // Fill what is left: every temporary file then fails to be written.
      _ = try Shell.run(["sh", "-c", "cat /dev/zero > \(disk)/filler 2>/dev/null"], in: "/")
    } else if try Shell.run(["id", "-u"], in: "/").output.trimmingCharacters(in: .whitespacesAndNewlines) != "0" {
      _ = try Shell.run(["chmod", "555", disk], in: "/")
    } else {
      setup = "ulimit -f 4"
    }
    let text = try project.run(["migrate", "--write", "disk"], after: setup)
    let json = try project.run(["migrate", "--write", "--json", "disk"], after: setup)
    let reason = mounted ? "full disk" : setup == ":" ? "read-only directory" : "file-size limit (cannot mount here)"
    try Self.expectNothingWritten(text, json, project: SweepProject(existing: disk), because: reason)
    if mounted { #expect(text.error.contains("No space left on device"), "\(text.error)") }
  }

  /// A run that wrote nothing has nothing for a person to look at: the notes of files not written are
  /// counted, not listed (the bundled app has four such notes).
  @Test func notesOfFilesNotWrittenAreNotListedAsIfMade() throws {
    let root = PackagePaths.path("Examples/LegacyApp/Sources")
    let names = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
    let files = try Dictionary(uniqueKeysWithValues: names.map { ($0, try String(contentsOfFile: root + "/" + $0, encoding: .utf8)) })
    let project = try SweepProject(text: files)
    defer { project.remove() }
    let preview = try project.run(["migrate", "."])
    #expect(preview.output.contains("Needs a person (3):"), "\(preview.output)")
    let text = try project.run(["migrate", "--write", "."], after: "ulimit -f 0")
    #expect(text.status == 1)
    #expect(!text.output.contains("Needs a person"), "\(text.output)")
    let json = try project.run(["migrate", "--write", "--json", "."], after: "ulimit -f 0")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    #expect((object["manual"] as? [Any])?.isEmpty == true)
    #expect(object["manual_in_files_not_written"] as? Int == 3)
  }
}
