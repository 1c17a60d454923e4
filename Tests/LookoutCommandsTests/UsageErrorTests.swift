import LookoutTestSupport
import Testing

/// Mistakes on the command line: exit status 2, a message naming the mistake, and where help is.
@Suite struct UsageErrorTests {
  @Test(arguments: [
    (["lint", "--bogus"], "lookout lint: unknown option '--bogus'"),
    (["lint", "--formt", "json"], "did you mean --format?"),
    (["lint", "--format"], "--format needs a value: --format <text|json|sarif>"),
    (["lint", "--format", "xml"], "--format must be text, json or sarif, not 'xml'"),
    (["lint", "--format=xml"], "--format must be text, json or sarif, not 'xml'"),
    (["migrate", "--runtime", "combine"], "--runtime must be observation or lookout, not 'combine'"),
    (["migrate", "--write=yes", "Sources"], "--write takes no value"),
    (["lint", "--fail-on", "warning", "--fail-on", "error"], "--fail-on is given twice"),
    (["bench", "runtime"], "lookout: has no subcommand 'bench'"),
    (["frobnicate"], "lookout: has no subcommand 'frobnicate'"),
    (["lnt", "Sources"], "lookout: has no subcommand 'lnt'; did you mean lint?"),
    (["migrat"], "did you mean migrate?"),
    (["--json"], "lookout: unknown option '--json'"),
    (["migrate", "--xcode", "next"], "--xcode must be a major Xcode version such as 26 or 27, not 'next'"),
    (["lint", "--xcode", "3"], "--xcode must be a major Xcode version such as 26 or 27, not '3'"),
  ])
  func mistakesExitWithStatusTwo(arguments: [String], message: String) {
    let run = CommandRun(arguments)
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.error.contains(message), "\(run.error)")
    #expect(run.error.contains("--help' for usage."))
  }

  /// `lookout-bench` parses with the same declarations.
  @Test(arguments: [
    (["nothing"], "lookout-bench: has no subcommand 'nothing'"),
    (["runtime", "extra"], "lookout-bench runtime: takes no arguments"),
  ])
  func benchMistakesExitWithStatusTwo(arguments: [String], message: String) throws {
    let run = try ToolBinary.runBench(arguments)
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.error.contains(message), "\(run.error)")
  }

  @Test func writingNeedsAPathAndLeavesTheBundledExampleAlone() throws {
    let before = PackageSnapshot.bundledExamples()
    for arguments in [["migrate", "--write"], ["lint", "--fix"], ["migrate", "--write", "--diff"]] {
      let run = CommandRun(arguments)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.error.contains("needs the path of your code"), "\(run.error)")
    }
    #expect(PackageSnapshot.bundledExamples() == before)
  }
}
