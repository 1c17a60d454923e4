import Foundation
@testable import LookoutSyntax
import LookoutTestSupport
import Testing

/// The sweep's owners and permissions: a written file keeps its owner and group (as root, any; otherwise a
/// group the user belongs to), its permission bits with setgid, and its extended attributes.
@Suite struct OwnershipSweepTests {
  /// The owner and group the test can give a file: nobody's as root; else the user's own, with a group
  /// of theirs other than the one new files get when they have one.
  static func foreignOwnership(for file: String) throws -> (owner: UInt32, group: UInt32) {
    let current = try #require(FileStatus.of(file))
    let isRoot = try Shell.run(["id", "-u"], in: "/").output.trimmingCharacters(in: .whitespacesAndNewlines) == "0"
    if isRoot { return (65534, 65534) }
    let groups = try Shell.run(["id", "-G"], in: "/").output.split(separator: " ").compactMap { UInt32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    return (current.owner, groups.first { $0 != current.group } ?? current.group)
  }

  static func prepare(_ file: String, owner: UInt32, group: UInt32, mode: String) throws {
    #expect(try Shell.run(["chown", "\(owner):\(group)", file], in: "/").status == 0)
    #expect(try Shell.run(["chmod", mode, file], in: "/").status == 0)
  }

  static func attributes(_ file: String) -> [String: [UInt8]] {
    guard case .success(let descriptor) = POSIXFile.openForReading(file) else { return [:] }
    defer { POSIXFile.close(descriptor) }
    guard case .success(let found) = POSIXFile.extendedAttributes(of: descriptor) else { return [:] }
    return Dictionary(found.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
  }

  static func setAttribute(_ file: String, _ name: String, _ value: String) -> Bool {
    guard case .success(let descriptor) = POSIXFile.openForReading(file) else { return false }
    defer { POSIXFile.close(descriptor) }
    return POSIXFile.setExtendedAttribute(name, Array(value.utf8), on: descriptor) == nil
  }

  @Test(arguments: ["migrate", "fix"])
  func ownerGroupPermissionsSetgidAndAttributesAreKept(tool: String) throws {
    let name = tool == "migrate" ? "Owned" : "Fixed"
    let text = tool == "migrate" ? SweepFixture.model(name) : SweepFixture.observableWithPublished(name)
    let project = try SweepProject(text: ["\(name).swift": text])
    defer { project.remove() }
    let file = project.file("\(name).swift")
    let (owner, group) = try Self.foreignOwnership(for: file)
    try Self.prepare(file, owner: owner, group: group, mode: "2754")
    // Extended attributes where the file system has them (a failed set means it has not).
    let hasAttributes = Self.setAttribute(file, "user.lookout.sweep", "kept")
    let before = try #require(FileStatus.of(file))

    let run = try project.run(tool == "migrate" ? ["migrate", "--write", "."] : ["lint", "--fix", "."])
    #expect(run.status == 0, "\(run.output)\n\(run.error)")
    #expect(project.text("\(name).swift") == (tool == "migrate" ? SweepFixture.migratedModel(name) : SweepFixture.fixedObservable(name)))
    let after = try #require(FileStatus.of(file))
    #expect(after.inode != before.inode, "replaced by a rename, not rewritten in place")
    #expect((after.owner, after.group) == (owner, group))
    #expect(after.permissions == 0o2754)
    if hasAttributes { #expect(Self.attributes(file)["user.lookout.sweep"] == Array("kept".utf8)) }
    #expect(project.temporaries().isEmpty)
  }

  @Test func aReadOnlyFileIsReplacedKeepingItsMode() throws {
    let project = try SweepProject(text: ["ReadOnly.swift": SweepFixture.model("ReadOnly")])
    defer { project.remove() }
    #expect(try Shell.run(["chmod", "444", project.file("ReadOnly.swift")], in: "/").status == 0)
    let run = try project.run(["migrate", "--write", "."])
    #expect(run.status == 0, "\(run.output)\n\(run.error)")
    #expect(project.text("ReadOnly.swift") == SweepFixture.migratedModel("ReadOnly"))
    #expect(project.status("ReadOnly.swift")?.permissions == 0o444)
  }
}

extension FileStatus {
  static func of(_ path: String) -> FileStatus? {
    if case .success(let status) = POSIXFile.status(of: path) { return status }
    return nil
  }
}
