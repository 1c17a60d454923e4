import Foundation
import LookoutSyntax
import LookoutTestSupport
import Testing

/// The sweep's repeated and concurrent runs: a second run changes nothing; two runs at once both end well,
/// every file ends with its final text, and no temporary file remains; a file changed by someone else after
/// a run read it is left as they left it.
@Suite struct ConcurrencySweepTests {
  static let originals = Dictionary(uniqueKeysWithValues: (0..<60).map { ("Feature\($0).swift", SweepFixture.model("Feature\($0)", padding: 20)) })
  static let finals = Dictionary(uniqueKeysWithValues: (0..<60).map { ("Feature\($0).swift", SweepFixture.migratedModel("Feature\($0)", padding: 20)) })

  @Test func twoRunsAtOnceConverge() throws {
    let project = try SweepProject(text: Self.originals)
    defer { project.remove() }
    let results = ResultBox()
    let threads = (0..<2).map { _ in
      Thread { results.add(try? project.run(["migrate", "--write", "."])) }
    }
    threads.forEach { $0.start() }
    let outcomes = results.wait(for: 2)
    for outcome in outcomes {
      #expect(outcome?.status == 0, "\(outcome?.output ?? "did not run")\n\(outcome?.error ?? "")")
    }
    #expect(project.snapshot().mapValues { String(decoding: $0, as: UTF8.self) } == Self.finals)
  }

  @Test func aSecondRunChangesNothing() throws {
    let project = try SweepProject(text: Self.originals.merging(["Plain.swift": "struct Plain {}\n"]) { $1 })
    defer { project.remove() }
    #expect(try project.run(["migrate", "--write", "."]).status == 0)
    let once = project.snapshot()
    let again = try project.run(["migrate", "--write", "."])
    #expect(again.status == 0)
    #expect(again.output.contains("No ObservableObject classes to migrate"), "\(again.output)")
    #expect(!again.output.contains("to change"))
    #expect(project.snapshot() == once)
    let fixProject = try SweepProject(text: ["Fixable.swift": SweepFixture.observableWithPublished("Fixable")])
    defer { fixProject.remove() }
    #expect(try fixProject.run(["lint", "--fix", "."]).status == 0)
    let fixedOnce = fixProject.snapshot()
    let fixAgain = try fixProject.run(["lint", "--fix", "."])
    #expect(fixAgain.status == 0)
    #expect(!fixAgain.error.contains("Fixed"))
    #expect(fixProject.snapshot() == fixedOnce)
  }

  @Test func aFileChangedSinceItWasReadIsLeftAsItIsNow() throws {
    let original = SweepFixture.model("Edited")
    let project = try SweepProject(text: ["Edited.swift": original])
    defer { project.remove() }
    let edits = [Edit(range: 0..<14, replacement: "import Observation", kind: "test")]
    let change = FileChange(path: project.file("Edited.swift"), original: Array(original.utf8), edited: try edits.editing(Array(original.utf8)))
    // Someone saves the file between the run's read and its write.
    try project.write("Edited.swift", text: original + "// saved by hand\n")
    var writes = FileWrites(roots: [project.path])
    writes.write(change)
    #expect(writes.failed == [.changedSinceRead(project.file("Edited.swift"))])
    #expect(writes.written.isEmpty)
    #expect(project.text("Edited.swift") == original + "// saved by hand\n")
    // A file that already has the new text (another run wrote it) counts as such, and is not written again.
    try project.write("Edited.swift", change.migrated)
    var again = FileWrites(roots: [project.path])
    again.write(change)
    #expect(again.alreadyWritten == [project.file("Edited.swift")])
    #expect(again.failed.isEmpty && again.written.isEmpty)
    #expect(project.temporaries().isEmpty)
  }

  /// Results handed over by threads.
  final class ResultBox: @unchecked Sendable {
    private let condition = NSCondition()
    private var results: [Shell.Result?] = []

    func add(_ result: Shell.Result?) {
      condition.lock()
      results.append(result)
      condition.broadcast()
      condition.unlock()
    }

    func wait(for count: Int) -> [Shell.Result?] {
      condition.lock()
      defer { condition.unlock() }
      while results.count < count { condition.wait() }
      return results
    }
  }
}
