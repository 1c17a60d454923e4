import LookoutBenchmarks

/// `lookout bench <suite>`: benchmark programs that print figures side by side with the peer.
enum BenchCommand {
  static func run(_ words: [String], _ arguments: Arguments) throws(UsageError) -> Int32 {
    if let unknown = arguments.unknownFlags(known: ["--json", "--quick", "--only"]).first {
      throw UsageError("unknown option '\(unknown)' for bench")
    }
    guard let suite = words.first else { throw UsageError("bench needs a suite: runtime, views, migrate, lint") }
    #if DEBUG
    Output.error("warning: this is a debug build; benchmark figures mean little. Use: swift run -c release lookout bench \(suite)")
    #endif
    switch suite {
    case "runtime":
      let benchmark = RuntimeBenchmark(scale: arguments.has("--quick") ? 0.1 : 1, filter: arguments.value("--only"))
      let report = benchmark.run()
      Output.line(arguments.has("--json") ? RuntimeReportFormat.json(report) : RuntimeReportFormat.table(report))
      return 0
    case "views":
      let quick = arguments.has("--quick")
      let scenarios = MainActor.assumeIsolated {
        ViewsBenchmark(rows: quick ? 1_000 : 10_000, rounds: quick ? 3 : 5).run()
      }
      Output.line(arguments.has("--json") ? ViewsReportFormat.json(scenarios) : ViewsReportFormat.table(scenarios))
      return 0
    case "migrate":
      let benchmark = MigrationBenchmark(minimumLines: arguments.has("--quick") ? 50_000 : 200_000)
      let report: MigrationBenchmark.Report
      do { report = try benchmark.run() } catch {
        Output.error("lookout bench migrate: cannot write the generated project: \(error)")
        return 1
      }
      Output.line(arguments.has("--json") ? MigrationBenchFormat.json(report) : MigrationBenchFormat.table(report))
      return 0
    case "lint":
      let benchmark = LintBenchmark(minimumLines: arguments.has("--quick") ? 50_000 : 200_000)
      let report: LintBenchmark.Report
      do { report = try benchmark.run() } catch {
        Output.error("lookout bench lint: cannot write the generated project: \(error)")
        return 1
      }
      Output.line(arguments.has("--json") ? MigrationBenchFormat.json(report) : MigrationBenchFormat.table(report))
      return 0
    default:
      throw UsageError("unknown benchmark suite '\(suite)' (available: runtime, views, migrate, lint)")
    }
  }
}
