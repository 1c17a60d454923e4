import Foundation
import LookoutTestSupport
import Testing

/// The sweep's large files, as tests of what must not happen (figures are `lookout bench large-files`'s
/// job): thousands of edits in one file are applied in one pass, located from one line table, checked with
/// one parse, and shown in one linear diff, so a run that took minutes (the time grew with the square of
/// the edits) ends within the limit.
@Suite struct ScalingSweepTests {
  static let editCount = 8_000

  /// A class of `editCount` `@Published` properties.
  static func largeClass(_ declaration: String, imports module: String) -> String {
    (["import \(module)", "", declaration + " {"] + (0..<editCount).map { "    @Published var property\($0) = \($0)" }
      + ["}", ""]).joined(separator: "\n")
  }

  @Test(.timeLimit(.minutes(1)))
  func migrateWithThousandsOfEditsInOneFile() throws {
    let project = try SweepProject(text: ["Large.swift": Self.largeClass("final class Large: ObservableObject", imports: "Combine")])
    defer { project.remove() }
    let dryRun = try project.run(["migrate", "."])
    #expect(dryRun.status == 0)
    #expect(dryRun.output.contains("1 file to change, \(Self.editCount + 3) edits"), "\(dryRun.output.suffix(300))")
    #expect(dryRun.output.components(separatedBy: "\n-    @Published var property").count == Self.editCount + 1)
    #expect(try project.run(["migrate", "--write", "."]).status == 0)
    #expect(!project.text("Large.swift").contains("@Published"))
  }

  @Test(.timeLimit(.minutes(1)))
  func lintFixWithThousandsOfFixesInOneFile() throws {
    let project = try SweepProject(text: ["Large.swift": Self.largeClass("@Observable final class Large", imports: "Observation")])
    defer { project.remove() }
    let run = try project.run(["lint", "--fix", "."])
    #expect(run.status == 0, "\(run.error.suffix(500))")
    #expect(run.error.contains("Fixed 1 file"))
    #expect(!project.text("Large.swift").contains("@Published"))
  }
}
