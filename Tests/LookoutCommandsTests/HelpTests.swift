import Foundation
@testable import LookoutCommands
import LookoutTestSupport
import Testing

/// `--help` everywhere, derived from the one declaration of each command.
@Suite struct HelpTests {
  /// Every command and subcommand, with its words.
  static let commands: [[String]] = {
    var found: [[String]] = []
    func visit(_ spec: CommandSpec, _ words: [String]) {
      found.append(words)
      for sub in spec.subcommands { visit(sub, words + [sub.name]) }
    }
    visit(LookoutCommandLine.root, [])
    return found
  }()

  @Test func everyCommandListsItsOptionsUnderHelp() throws {
    #expect(Self.commands.count >= 5)
    for words in Self.commands {
      var spec = LookoutCommandLine.root
      for word in words { spec = try #require(spec.subcommand(named: word)) }
      for flag in ["--help", "-h"] {
        let run = CommandRun(words + [flag])
        #expect(run.status == 0, "\(words) \(flag)")
        #expect(run.error.isEmpty)
        #expect(run.output.hasPrefix("OVERVIEW: \(spec.abstract)"))
        #expect(run.output.contains("USAGE: " + (["lookout"] + words).joined(separator: " ")), "\(words)")
        for option in spec.options { #expect(run.output.contains(option.synopsis), "\(words) lists \(option.name)") }
        for sub in spec.subcommands { #expect(run.output.contains("  \(sub.name) "), "\(words) lists \(sub.name)") }
      }
    }
  }

  @Test func theBenchmarksHaveTheirOwnHelp() throws {
    let run = try ToolBinary.runBench(["help", "runtime"])
    #expect(run.status == 0)
    #expect(run.output.contains("USAGE: lookout-bench runtime [options]"))
    let root = try ToolBinary.runBench(["--help"])
    for suite in ["runtime", "views", "compat", "migrate", "lint"] { #expect(root.output.contains("  \(suite) "), "\(suite)") }
  }

  @Test func helpWordExplainsACommand() {
    let run = CommandRun(["help", "lint"])
    #expect(run.status == 0)
    #expect(run.output.contains("USAGE: lookout lint [<path> ...] [options]"))
    let unknown = CommandRun(["help", "nothing"])
    #expect(unknown.status == 2)
    #expect(unknown.error.contains("no command 'nothing'"))
  }

  @Test func helpMentionsOptionsAnywhereOnTheLine() {
    let run = CommandRun(["lint", "Some/Path", "--format", "json", "--help"])
    #expect(run.status == 0)
    #expect(run.output.contains("USAGE: lookout lint [<path> ...] [options]"))
  }

  @Test func versionIsTheChangelogs() throws {
    let run = CommandRun(["--version"])
    #expect(run.status == 0)
    #expect(run.output == "lookout \(LookoutCommandLine.version)\n")
    let changelog = try String(contentsOfFile: PackagePaths.path("CHANGELOG.md"), encoding: .utf8)
    #expect(changelog.contains("## \(LookoutCommandLine.version)"), "CHANGELOG.md has a section for the version")
  }

  @Test func completionScriptsNameEveryCommandAndOption() throws {
    for shell in ["bash", "zsh", "fish"] {
      let run = CommandRun(["completions", shell])
      #expect(run.status == 0)
      for words in Self.commands where !words.isEmpty { #expect(run.output.contains(words.last!), "\(shell): \(words)") }
      #expect(run.output.contains("fail-on") && run.output.contains("ignore-deployment-target"))
    }
    let bad = CommandRun(["completions", "tcsh"])
    #expect(bad.status == 2)
    #expect(bad.error.contains("bash, zsh or fish"))
  }
}

extension HelpTests {
  @Test func bashCompletionIsValidBash() throws {
    let script = try ScratchDirectory(text: ["lookout.bash": CommandRun(["completions", "bash"]).output])
    defer { script.remove() }
    let bash = Process()
    bash.executableURL = URL(fileURLWithPath: "/bin/bash")
    bash.arguments = ["-n", script.file("lookout.bash")]
    try bash.run()
    bash.waitUntilExit()
    #expect(bash.terminationStatus == 0)
  }
}
