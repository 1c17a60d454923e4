import Foundation
import LookoutTestSupport
import Testing

/// Every command a message suggests works when copied (issue 18.7): the dry run's `--write`, lint's `--fix`
/// and `--explain`, a usage error's `--help`, each run through the shell exactly as printed.
@Suite struct HintSweepTests {
  /// The text after `marker` up to the end of its line (without a closing backtick or period).
  static func command(after marker: String, in text: String) -> String? {
    guard let start = text.range(of: marker)?.upperBound else { return nil }
    var line = String(text[start...].prefix { $0 != "\n" })
    if let tick = line.firstIndex(of: "`") { line = String(line[..<tick]) }
    return line.trimmingCharacters(in: .whitespaces)
  }

  @Test func theDryRunsApplyCommandApplies() throws {
    let project = try SweepProject(text: ["Sources/App/Counter.swift": SweepFixture.model("Counter")])
    defer { project.remove() }
    let dryRun = try project.run(["migrate", "Sources", "--only", "Counter"])
    let apply = try #require(Self.command(after: "To apply: ", in: dryRun.output), "\(dryRun.output)")
    #expect(apply.hasSuffix("migrate Sources --only Counter --write"), "\(apply)")
    let run = try Shell.run(["sh", "-c", apply], in: project.path)
    #expect(run.status == 0, "\(apply): \(run.error)")
    #expect(project.text("Sources/App/Counter.swift") == SweepFixture.migratedModel("Counter"))
  }

  @Test func lintsFixAndExplainCommandsWork() throws {
    let project = try SweepProject(text: ["Model With Space.swift": SweepFixture.observableWithPublished("Model")])
    defer { project.remove() }
    let lint = try project.run(["lint", "."])
    let fix = try #require(Self.command(after: "fixable with `", in: lint.error), "\(lint.error)")
    let beforeWhy = try #require(lint.error.components(separatedBy: "` tells why").first)
    let explain = try #require(beforeWhy.components(separatedBy: "`").last)
    let fixed = try Shell.run(["sh", "-c", fix], in: project.path)
    #expect(fixed.status == 0, "\(fix): \(fixed.error)")
    #expect(project.text("Model With Space.swift") == SweepFixture.fixedObservable("Model"))
    let rule = try #require(lint.output.split(separator: "[").last?.split(separator: "]").first)
    let explained = try Shell.run(["sh", "-c", explain.replacingOccurrences(of: "<rule-id>", with: String(rule))], in: project.path)
    #expect(explained.status == 0, "\(explain)")
    #expect(explained.output.hasPrefix(String(rule)))
  }

  @Test func aUsageErrorsHelpCommandWorks() throws {
    let mistake = try ToolBinary.run(["lint", "--nope"])
    let help = try #require(Self.command(after: "Run '", in: mistake.error)?.split(separator: "'").first.map(String.init))
    let run = try Shell.run(["sh", "-c", help], in: PackagePaths.root)
    #expect(run.status == 0, "\(help)")
    #expect(run.output.contains("OVERVIEW:"))
  }
}
