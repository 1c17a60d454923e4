import LookoutBenchmarks
import LookoutDemo

/// `lookout`: the demonstration, migrate, lint, report and the benchmarks.
enum LookoutCommandLine {
  static let usage = """
    USAGE: lookout [<command>] [options]

    With no command, runs a short guided demonstration on the bundled examples. migrate, lint and report
    work on Examples/LegacyApp when run from the package without a path.

    COMMANDS:
      demo                      The guided demonstration (the default)
      migrate [<path>…]         Migrate ObservableObject code to @Observable (dry run: prints the diff)
          --write                   Apply the changes (each file replaced atomically)
          --diff                    Print the diff also with --write
          --json                    A machine summary instead of the diff
          --runtime observation|lookout   Emit Apple's @Observable (default) or Lookout's @Tracked
          --only <Type>             Migrate one model and its views (repeatable)
          --ignore-deployment-target      Migrate even if the target predates iOS 17 / macOS 14
      lint [<path>…]            Find the Observation pitfalls (path:line:column: severity: message [rule])
          --format text|json|sarif  Output format (SARIF 2.1.0 for code scanning)
          --quiet                   Errors only
          --fail-on warning|error|never   Exit 1 when a finding at or above this severity remains (default error)
          --fix                     Apply the certain fixes (atomic writes), then report what is left
          --explain <rule-id>       Why a rule matters, how to fix, and its examples
          --rules                   List the rules
          --config <file>           Configuration (default: .lookout.json in the project root)
      report [<path>…] [--json] Inventory for planning a migration: models, @Published, wrappers, Combine, manual items
      bench runtime [--json]    Lookout's @Tracked against the toolchain's @Observable, ns per operation
      bench views [--json]      LookoutUI update counts and times: ObservableObject, @Observable, @Tracked
      bench migrate [--json]    lookout migrate on a generated 200,000-line project: lines/s, peak memory
      bench lint [--json]       every lint rule on the same project, before and after migrating it
      help                      This text

    OPTIONS:
      -h, --help                This text
      --json                    Machine-readable output (bench)
      --quick                   Fewer iterations (bench; figures are noisier)
      --only <text>             Only the benchmark rows whose name contains <text>

    Benchmarks need a release build: swift run -c release lookout bench runtime
    """

  /// Runs the command line; returns the exit status.
  static func run(_ arguments: [String]) -> Int32 {
    do {
      let words = arguments.prefix { !$0.hasPrefix("-") }
      switch words.first {
      case nil, "demo":
        if arguments.contains("-h") || arguments.contains("--help") { return printUsage() }
        return try DemoCommand.run(try Arguments(Array(arguments.dropFirst(words.isEmpty ? 0 : 1))))
      case "migrate":
        return try MigrateCommand.run(try Arguments(Array(arguments.dropFirst())))
      case "lint":
        return try LintCommand.run(try Arguments(Array(arguments.dropFirst())))
      case "report":
        return try ReportCommand.run(try Arguments(Array(arguments.dropFirst())))
      case "help":
        return printUsage()
      case "bench":
        return try BenchCommand.run(Array(words.dropFirst()), try Arguments(Array(arguments.dropFirst(words.count))))
      case let command?:
        throw UsageError("unknown command '\(command)'")
      }
    } catch {
      Output.error("lookout: \(error)\n\nRun 'lookout --help' for the commands.")
      return 2
    }
  }

  private static func printUsage() -> Int32 {
    Output.line(usage)
    return 0
  }
}
