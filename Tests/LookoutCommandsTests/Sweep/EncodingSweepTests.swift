import Foundation
import LookoutTestSupport
import Testing

/// The sweep's encodings: UTF-16 and UTF-32 are refused by every tool with the file and a non-zero exit (the
/// Swift compiler reads only UTF-8); BOMs, CRLF and mixed line endings, tabs and NULs are kept byte for byte.
@Suite struct EncodingSweepTests {
  static func utf16(_ text: String, bigEndian: Bool, mark: Bool = true) -> [UInt8] {
    var bytes: [UInt8] = mark ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
    for unit in text.utf16 {
      let pair = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
      bytes += bigEndian ? pair.reversed() : pair
    }
    return bytes
  }

  @Test func utf16FilesAreRefusedByEveryToolNeverSkippedInSilence() throws {
    let little = Self.utf16(SweepFixture.model("Little"), bigEndian: false)
    let big = Self.utf16(SweepFixture.model("Big"), bigEndian: true)
    let unmarked = Self.utf16(SweepFixture.observableWithPublished("Unmarked"), bigEndian: false, mark: false)
    let project = try SweepProject(["Little.swift": little, "Big.swift": big, "Unmarked.swift": unmarked])
    defer { project.remove() }

    for arguments in [["migrate", "."], ["migrate", "--write", "."]] {
      let migrate = try project.run(arguments)
      #expect(migrate.status == 1, "\(arguments): \(migrate.output)")
      #expect(!migrate.output.contains("No ObservableObject classes to migrate"))
      #expect(migrate.output.contains("./Little.swift:1:1: UTF-16 little-endian text"), "\(migrate.output)")
      #expect(migrate.output.contains("./Big.swift:1:1: UTF-16 big-endian text"))
      #expect(migrate.output.contains("./Unmarked.swift:1:1: UTF-16 little-endian text without a byte-order mark"))
    }
    let lint = try project.run(["lint", "."])
    #expect(lint.status == 1)
    #expect(!lint.error.contains("0 errors"))
    #expect(lint.output.contains("./Little.swift:1:1: error: UTF-16 little-endian text"), "\(lint.output)")
    #expect(lint.output.contains("save the file as UTF-8"))
    let fix = try project.run(["lint", "--fix", "."])
    #expect(fix.status == 1)
    let report = try project.run(["report", "."])
    #expect(report.status == 1)
    #expect(report.output.contains("Not read, so not counted (3)"), "\(report.output)")
    #expect(project.snapshot() == ["Little.swift": little, "Big.swift": big, "Unmarked.swift": unmarked])
  }

  @Test func byteOrderMarksLineEndingsTabsAndNulsOutsideTheEditsAreKept() throws {
    let crlf = "\u{FEFF}" + SweepFixture.model("Windows", newline: "\r\n").replacingOccurrences(of: "    func", with: "\tfunc")
    var mixed = Array(SweepFixture.model("Mixed").utf8)
    mixed.insert(0x0D, at: mixed.firstIndex(of: 0x0A)!)  // one CRLF among LFs
    mixed += [0x2F, 0x2F, 0x20, 0x00, 0x0A]  // a NUL in a comment
    let project = try SweepProject(["Windows.swift": Array(crlf.utf8), "Mixed.swift": mixed])
    defer { project.remove() }
    let run = try project.run(["migrate", "--write", "."])
    #expect(run.status == 0, "\(run.output)\n\(run.error)")
    let expected = "\u{FEFF}" + SweepFixture.migratedModel("Windows", newline: "\r\n").replacingOccurrences(of: "    func", with: "\tfunc")
    #expect(project.text("Windows.swift") == expected)
    var expectedMixed = Array(SweepFixture.migratedModel("Mixed").utf8)
    expectedMixed.insert(0x0D, at: expectedMixed.firstIndex(of: 0x0A)!)
    expectedMixed += [0x2F, 0x2F, 0x20, 0x00, 0x0A]
    #expect(project.contents("Mixed.swift") == expectedMixed)
  }
}
