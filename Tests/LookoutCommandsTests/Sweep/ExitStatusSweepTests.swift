import Foundation
import LookoutTestSupport
import Testing

/// The sweep's exit statuses: 1 whenever a file that needed migrating was left untouched (a view or model that
/// does not parse, nesting beyond the parser's limit), or a write failed; 0 when everything was done, also
/// when there was nothing to do; each command's `--help` says so.
@Suite struct ExitStatusSweepTests {
  @Test func aViewThatDoesNotParseFailsTheRun() throws {
    let broken = SweepFixture.view(of: "Counter").replacingOccurrences(of: "Text(model.title)", with: "Text(model.title")
    let project = try SweepProject(text: ["Counter.swift": SweepFixture.model("Counter"), "CounterView.swift": broken])
    defer { project.remove() }
    let dryRun = try project.run(["migrate", "."])
    #expect(dryRun.status == 1, "\(dryRun.output)")
    #expect(dryRun.output.contains("Left untouched (1):"))
    #expect(dryRun.output.contains("./CounterView.swift:7:"))
    let write = try project.run(["migrate", "--write", "."])
    #expect(write.status == 1)
    #expect(project.text("CounterView.swift") == broken)
  }

  @Test func aModelThatDoesNotParseFailsTheRun() throws {
    let model = SweepFixture.model("Broken").replacingOccurrences(of: "count += 1 }", with: "count += }")
    let project = try SweepProject(text: ["Broken.swift": model, "BrokenView.swift": SweepFixture.view(of: "Broken")])
    defer { project.remove() }
    let run = try project.run(["migrate", "--write", "."])
    #expect(run.status == 1, "\(run.output)")
    #expect(run.output.contains("./Broken.swift:7:"), "\(run.output)")
    #expect(project.text("Broken.swift") == model)
    #expect(project.text("BrokenView.swift") == SweepFixture.view(of: "Broken"), "its views stay too")
  }

  @Test func nestingBeyondTheParsersLimitFailsTheRun() throws {
    let depth = 10_000
    let nested = "let deep = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + "\n"
    let project = try SweepProject(text: ["Deep.swift": SweepFixture.model("Deep") + nested])
    defer { project.remove() }
    let run = try project.run(["migrate", "--write", "."])
    #expect(run.status == 1, "\(run.output)")
    #expect(run.output.contains("Left untouched (1):"))
    #expect(project.text("Deep.swift") == SweepFixture.model("Deep") + nested)
  }

  @Test func everythingDoneExitsZero() throws {
    let project = try SweepProject(text: ["Done.swift": SweepFixture.model("Done"), "DoneView.swift": SweepFixture.view(of: "Done")])
    defer { project.remove() }
    #expect(try project.run(["migrate", "."]).status == 0)
    #expect(try project.run(["migrate", "--write", "."]).status == 0)
    let again = try project.run(["migrate", "--write", "."])
    #expect(again.status == 0)
    #expect(again.output.contains("No ObservableObject classes to migrate"))
  }

  @Test func nothingToMigrateBelowIOS17ExitsZeroAndSaysSo() throws {
    let manifest = """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "Old", platforms: [.iOS(.v15)], targets: [.target(name: "Old")])

      """
    let project = try SweepProject(text: ["Package.swift": manifest, "Sources/Old/Plain.swift": "struct Plain {}\n"])
    defer { project.remove() }
    let run = try project.run(["migrate", "Sources"])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.contains("No ObservableObject classes to migrate"))
    try project.write("Sources/Old/Counter.swift", text: SweepFixture.model("Counter"))
    let refused = try project.run(["migrate", "Sources"])
    #expect(refused.status == 1)
    #expect(refused.error.contains("refused"))
    #expect(refused.output.isEmpty, "nothing is printed as if it would be migrated")
  }

  @Test(arguments: ["migrate", "lint", "report"])
  func everyCommandsHelpStatesItsExitStatuses(command: String) throws {
    let help = try ToolBinary.run([command, "--help"])
    #expect(help.status == 0)
    let text = help.output.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "  ", with: " ")
    #expect(text.contains("Exit status: 0 "), "\(help.output)")
    #expect(text.contains("; 1 "))
    #expect(text.contains("; 2 the command line or the input is wrong"))
  }
}
