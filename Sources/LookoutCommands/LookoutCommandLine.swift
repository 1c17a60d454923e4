import LookoutSyntax

/// `lookout`: migrate, lint, report and shell completions. The guided tour and the benchmarks are
/// executables of their own (`lookout-tour`, `lookout-bench`), so the tools build nothing else.
public enum LookoutCommandLine {
  /// The tool's version (also in CHANGELOG.md).
  public static let version = "0.5.0"

  /// Every command, declared once; help, parsing and completions come from here.
  static var root: CommandSpec {
    CommandSpec(
      name: "lookout",
      abstract: "Move a code base from ObservableObject to Observation, lint it for Observation's pitfalls, report on it",
      discussion: """
        migrate, lint, report, why and map take the paths to work on; without one, they look at the bundled
        Examples/LegacyApp. The guided tour: swift run lookout-tour. The benchmarks:
        swift run -c release lookout-bench.

        Exit status: 0 done; 1 something found or not done (lint findings at --fail-on, a file that cannot be
        read, a refused migration, a file left untouched, a write that failed, output that could not be
        written); 2 the command line or the input is wrong. Each command's --help says what they mean for it.
        When the reader of the output stops early (`| head`), the output stops and the command finishes,
        with its own status.
        """,
      options: [],
      subcommands: [MigrateCommand.spec, LintCommand.spec, ReportCommand.spec, WhyCommand.spec, MapCommand.spec, CompletionsCommand.spec])
  }

  /// Runs the command line (without the tool's name) and returns the exit status. Call it from `main`,
  /// before any other thread starts: it sets up the removal of temporary files on Ctrl-C and `kill`.
  public static func run(_ arguments: [String]) -> Int32 {
    InterruptionCleanup.install()
    let terminal = Terminal.standard(arguments: arguments)
    // Swift reads the command line as UTF-8, replacing what is not: such a path would name another file.
    if let bad = CommandLineBytes.firstInvalidArgument() {
      terminal.error("lookout: argument \(bad.position) is not valid UTF-8 (\(SourceDiscovery.escaped(bad.bytes))), so it cannot be read as a path: rename the file or folder in UTF-8, or give a folder above it")
      return ExitStatus.usage
    }
    return run(arguments, terminal: terminal)
  }

  static func run(_ arguments: [String], terminal: Terminal) -> Int32 {
    terminal.finish(run(arguments, root: root, version: "lookout \(version)", terminal: terminal))
  }

  /// Parses `arguments` against `root` and runs the command they name: help, the version line, or the
  /// command's action. Shared by `lookout` and `lookout-bench`.
  package static func run(_ arguments: [String], root: CommandSpec, version: String, terminal: Terminal) -> Int32 {
    let request: CommandParser.Request
    do {
      request = try CommandParser.parse(arguments, root: root)
    } catch {
      terminal.error(error.text(terminal.invocation))
      return ExitStatus.usage
    }
    switch request {
    case .version:
      terminal.line(version)
      return ExitStatus.success
    case .help(let path):
      terminal.line(HelpText.render(path))
      return ExitStatus.success
    case .run(let path, let arguments):
      guard let action = path.last!.action else {
        terminal.line(HelpText.render(path))
        return ExitStatus.success
      }
      return action(arguments, terminal)
    }
  }
}
