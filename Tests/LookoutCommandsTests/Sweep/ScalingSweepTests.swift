import Foundation
import LookoutTestSupport
import Testing

/// The sweep's large files, as a test of how the work grows (figures are `lookout-bench large-files`'s job):
/// edits are applied in one pass, located from one line table, checked with one parse, and shown in one diff
/// made from the edited regions, so four times the edits in one file cost about four times the CPU time.
/// Before, the cost grew with the square of the edits: 16,000 edits cost 9 to 14 times 4,000.
@Suite(.serialized) struct ScalingSweepTests {
  /// A class of `count` `@Published` properties.
  static func largeClass(_ declaration: String, imports module: String, count: Int) -> String {
    (["import \(module)", "", declaration + " {"] + (0..<count).map { "    @Published var property\($0) = \($0)" }
      + ["}", ""]).joined(separator: "\n")
  }

  /// The CPU time of `arguments` on a project whose one file is `text`, and the file afterwards.
  static func cpuTime(_ arguments: [String], on text: String) throws -> (seconds: Double, after: String) {
    let project = try SweepProject(text: ["Large.swift": text])
    defer { project.remove() }
    let run = CPUTime.run(ToolBinary.path, arguments + [project.path])
    #expect(run.status == 0, "\(arguments) exited with \(run.status)")
    return (run.seconds, project.text("Large.swift"))
  }

  @Test(.timeLimit(.minutes(10)), arguments: [["migrate"], ["migrate", "--write"], ["lint", "--fix"]])
  func fourTimesTheEditsCostAboutFourTimesTheTime(arguments: [String]) throws {
    let legacy = arguments[0] == "migrate"
    func file(_ count: Int) -> String {
      legacy ? Self.largeClass("final class Large: ObservableObject", imports: "Combine", count: count)
        : Self.largeClass("@Observable final class Large", imports: "Observation", count: count)
    }
    let small = try Self.cpuTime(arguments, on: file(4_000))
    let large = try Self.cpuTime(arguments, on: file(16_000))
    // Linear growth gives about 4; the square of the edits gave 9 to 14.
    #expect(large.seconds < 6 * max(small.seconds, 0.05), "4,000 edits: \(small.seconds) s, 16,000: \(large.seconds) s of CPU")
    if arguments.count > 1 { #expect(!large.after.contains("@Published")) }
  }
}
