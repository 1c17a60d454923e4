import LookoutTestSupport
import Testing

/// The built executable, as a shell runs it: real exit statuses and streams.
@Suite struct ToolBinaryTests {
  @Test func helpVersionAndMistakes() throws {
    let help = try ToolBinary.run(["--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("SUBCOMMANDS:"))
    let version = try ToolBinary.run(["--version"])
    #expect(version.status == 0)
    #expect(version.output.hasPrefix("lookout "))
    let mistake = try ToolBinary.run(["lint", "--nope"])
    #expect(mistake.status == 2)
    #expect(mistake.output.isEmpty)
    #expect(mistake.error.contains("unknown option '--nope'"))
  }

  @Test func lintFindingsExitWithStatusOne() throws {
    // The legacy app's findings are warnings: they fail the run from `--fail-on warning`.
    #expect(try ToolBinary.run(["lint", "Examples/LegacyApp"]).status == 0)
    let run = try ToolBinary.run(["lint", "--format", "json", "--fail-on", "warning", "Examples/LegacyApp"])
    #expect(run.status == 1)
    #expect(run.output.hasPrefix("{"))
    #expect(try ToolBinary.run(["lint", "--fail-on", "warning", "Examples/MigratedApp"]).status == 0)
  }
}
