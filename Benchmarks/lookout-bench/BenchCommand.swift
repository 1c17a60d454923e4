import Foundation
import LookoutBenchmarks
import LookoutCommands
import LookoutSyntax

/// `lookout-bench <suite>`: benchmark programs that print figures side by side with the peer.
enum BenchCommand {
  static let sharedOptions: [OptionSpec] = [
    SharedOptions.json,
    .flag("--quick", "Fewer iterations (figures are noisier)"),
    .value("--only", "text", "Only the rows whose name contains <text>"),
  ]

  static var spec: CommandSpec {
    CommandSpec(
      name: "lookout-bench", abstract: "Lookout's benchmarks, side by side with the peer (build with -c release)",
      discussion: "Benchmarks need a release build: swift run -c release lookout-bench runtime",
      subcommands: [
        suite("runtime", "@Observable, @Tracked, @Tracked(observable: false) and a plain class, ns per operation", runtime,
              extra: [.flag("--debug-rows", "Measure only the debug column's rows, as JSON (a release run starts the debug build with it)")]),
        suite("client", "the runtime measured from a client package (Lookout by path), built in Swift 5 and in Swift 6 mode",
              client, extra: [
                .value("--package", "dir", "The client package (default: Benchmarks/ClientPackage)"),
                .value("--modes", "list", "The language modes to build, comma-separated (default: 5,6)"),
              ]),
        suite("views", "LookoutUI update counts and times: ObservableObject, @Observable, @Tracked", views,
              extra: [.value("--updates", "count", "Changes per mount, each followed by one update (default: 50); many make a profile of the update path")]),
        suite("compat", "SwiftUI call forms real apps use that type-check against LookoutUI, weighted by use; --units: whole real targets",
              compat, extra: [
                .value("--probes", "dir", "The probes (default: Tests/CallFormProbes)"),
                .value("--units", "file", "Type-check whole targets of real apps instead, as listed in <file> (Benchmarks/compat-units.txt)"),
                .value("--sources", "dir", "Where the units' repositories are cloned, as <dir>/owner+name (default: .build/compat-units)"),
                .value("--apps", "file", "Build whole apps unchanged in a scratch package, mount and drive each (Benchmarks/compat-apps.txt)"),
              ], needsRelease: false),
        suite("migrate", "lookout migrate on a generated 200,000-line project: lines/s, peak memory", migrate),
        suite("map", "lookout map (the map of reads) on the same project, beside lookout lint: size and build time", map),
        suite("lint", "every lint rule on the same project, before and after migrating it; --real <dir>: on real projects",
              lint, extra: [
                .value("--real", "dir", "Lint each project under <dir> (as `lookout lint` would): findings per project, severity and rule, exit codes, lines/s"),
                .value("--projects", "list", "With --real: only the projects of <list> (`owner/name commit group` lines, e.g. Benchmarks/lint-projects.txt), each in <dir>/owner+name, with figures per group"),
              ]),
        suite("large-files", "migrate and lint on one large file (5 MB with 1 and 50,000 edits, 1 MB with 16,000), beside swiftc -parse",
              largeFiles, extra: [
                .value("--tool", "path", "The lookout executable to measure (default: the one beside lookout-bench)"),
                .value("--timeout", "seconds", "Stop a step after this long (default: 900)"),
                .value("--parse-only", "file", "Parse one file with swift-syntax and exit (the benchmark's own parse step)"),
              ]),
        suite("parse", "the Swift files under --real <dir> that swift-syntax rejects, in the tools' language mode and in Swift 6 mode",
              parse, extra: [.value("--real", "dir", "The directory to read")], needsRelease: false),
      ])
  }

  private static func suite(
    _ name: String, _ abstract: String, _ run: @escaping (ParsedArguments, Terminal) -> Int32, extra: [OptionSpec] = [],
    needsRelease: Bool = true
  ) -> CommandSpec {
    CommandSpec(name: name, abstract: abstract, options: sharedOptions + extra) { arguments, terminal in
      #if DEBUG
      if needsRelease {
        terminal.error("warning: this is a debug build; benchmark figures mean little. Use: swift run -c release lookout-bench \(name)")
      }
      #endif
      return run(arguments, terminal)
    }
  }

  private static func compat(_ arguments: ParsedArguments, _ terminal: Terminal) -> Int32 {
    guard let build = CompatibilityBenchmark.defaultBuildDirectory else {
      terminal.error("lookout-bench compat: run it from a SwiftPM build (swift run lookout-bench compat), whose Modules/ holds LookoutUI")
      return ExitStatus.usage
    }
    if let units = arguments.value("--units") { return compatUnits(units, build: build, arguments, terminal) }
    if let apps = arguments.value("--apps") { return compatApps(apps, arguments, terminal) }
    let probes = arguments.value("--probes") ?? "Tests/CallFormProbes"
    let report: CompatibilityBenchmark.Report
    do { report = try CompatibilityBenchmark(probes: probes, build: build).run() } catch {
      terminal.error("lookout-bench compat: \(error)")
      return ExitStatus.failure
    }
    terminal.line(arguments.has("--json") ? CompatReportFormat.json(report) : CompatReportFormat.table(report))
    return ExitStatus.success
  }

  private static func compatUnits(_ file: String, build: URL, _ arguments: ParsedArguments, _ terminal: Terminal) -> Int32 {
    let units: [CompatibilityUnit]
    do { units = try UnitBenchmark.units(in: file) } catch {
      terminal.error("lookout-bench compat --units: \(error)")
      return ExitStatus.usage
    }
    let directory = arguments.value("--sources") ?? ".build/compat-units"
    var benchmark = UnitBenchmark(units: units, sources: UnitSources(directory: directory), build: build)
    let json = arguments.has("--json")
    benchmark.progress = { result in
      if !json { terminal.error("  \(result.passed ? "pass" : "FAIL")  \(result.unit.name) (\(result.lines) lines, \(result.errors.count) errors)") }
    }
    let report: UnitBenchmark.Report
    do { report = try benchmark.run() } catch {
      terminal.error("lookout-bench compat --units: \(error)")
      return ExitStatus.failure
    }
    terminal.line(json ? UnitReportFormat.json(report) : UnitReportFormat.table(report))
    return ExitStatus.success
  }

  private static func compatApps(_ file: String, _ arguments: ParsedArguments, _ terminal: Terminal) -> Int32 {
    let apps: [CompatibilityUnit]
    do { apps = try UnitBenchmark.units(in: file) } catch {
      terminal.error("lookout-bench compat --apps: \(error)")
      return ExitStatus.usage
    }
    let root = FileManager.default.currentDirectoryPath
    guard FileManager.default.fileExists(atPath: root + "/Package.swift"), FileManager.default.fileExists(atPath: root + "/Benchmarks/CompatApps") else {
      terminal.error("lookout-bench compat --apps: run it from Lookout's package directory (the scratch package depends on it by path)")
      return ExitStatus.usage
    }
    var benchmark = AppBenchmark(apps: apps, sources: UnitSources(directory: arguments.value("--sources") ?? ".build/compat-units"),
                                 packageRoot: root, scratch: root + "/.build/compat-apps")
    let json = arguments.has("--json")
    benchmark.progress = { message in if !json { terminal.error("  \(message)") } }
    let results: [AppBenchmark.AppResult]
    do { results = try benchmark.run() } catch {
      terminal.error("lookout-bench compat --apps: \(error)")
      return ExitStatus.failure
    }
    terminal.line(json ? AppReportFormat.json(results) : AppReportFormat.table(results))
    return ExitStatus.success
  }

  private static func runtime(_ arguments: ParsedArguments, _ terminal: Terminal) -> Int32 {
    let benchmark = RuntimeBenchmark(scale: arguments.has("--quick") ? 0.1 : 1, filter: arguments.value("--only"))
    if arguments.has("--debug-rows") {
      // Run by a release build, in a debug build of this executable: the debug column.
      terminal.line(RuntimeReportFormat.json(RuntimeBenchmark.Report(rows: benchmark.debugRows(), memory: [])))
      return ExitStatus.success
    }
    var report = benchmark.run()
    let note = DebugBuild.addColumn(to: &report, quick: arguments.has("--quick"), filter: arguments.value("--only"))
    terminal.line(arguments.has("--json") ? RuntimeReportFormat.json(report) : RuntimeReportFormat.table(report, debugNote: note))
    return ExitStatus.success
  }

  private static func client(_ arguments: ParsedArguments, _ terminal: Terminal) -> Int32 {
    let package = URL(fileURLWithPath: arguments.value("--package") ?? "Benchmarks/ClientPackage").standardizedFileURL
    guard FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path) else {
      terminal.error("lookout-bench client: no Package.swift in \(package.path); run from Lookout's directory or give --package <dir>")
      return ExitStatus.usage
    }
    let modes = (arguments.value("--modes") ?? "5,6").split(separator: ",").map(String.init)
    let benchmark = ClientPackageBenchmark(
      package: package, scratch: URL(fileURLWithPath: ".build").standardizedFileURL, modes: modes,
      quick: arguments.has("--quick"), only: arguments.value("--only"))
    do {
      let runs = try benchmark.run { terminal.error($0) }
      terminal.line(arguments.has("--json") ? ClientReportFormat.json(runs) : ClientReportFormat.table(runs))
      return ExitStatus.success
    } catch {
      terminal.error("lookout-bench client: \(error)")
      return ExitStatus.failure
    }
  }

  private static func views(_ arguments: ParsedArguments, _ terminal: Terminal) -> Int32 {
    #if os(Linux)
    let quick = arguments.has("--quick")
    var updates = 50
    if let given = arguments.value("--updates") {
      guard let count = Int(given), count > 0 else {
        terminal.error("lookout-bench views: --updates takes a positive number of changes, not '\(given)'")
        return ExitStatus.usage
      }
      updates = count
    }
    let scenarios = MainActor.assumeIsolated {
      ViewsBenchmark(rows: quick ? 1_000 : 10_000, largeRows: quick ? 10_000 : 100_000, modifierRows: quick ? 200 : 1_000,
                     rounds: quick ? 1 : 5, updates: updates,
                     filter: arguments.value("--only")).run()
    }
    terminal.line(arguments.has("--json") ? ViewsReportFormat.json(scenarios) : ViewsReportFormat.table(scenarios))
    return ExitStatus.success
    #else
    terminal.error("lookout-bench views: LookoutUI runs on Linux; run this benchmark there")
    return ExitStatus.failure
    #endif
  }

  private static func migrate(_ arguments: ParsedArguments, _ terminal: Terminal) -> Int32 {
    let benchmark = MigrationBenchmark(minimumLines: arguments.has("--quick") ? 50_000 : 200_000)
    let report: MigrationBenchmark.Report
    do { report = try benchmark.run() } catch {
      terminal.error("lookout-bench migrate: cannot write the generated project: \(error)")
      return ExitStatus.failure
    }
    terminal.line(arguments.has("--json") ? MigrationBenchFormat.json(report) : MigrationBenchFormat.table(report))
    return ExitStatus.success
  }

  private static func map(_ arguments: ParsedArguments, _ terminal: Terminal) -> Int32 {
    let benchmark = MapBenchmark(minimumLines: arguments.has("--quick") ? 50_000 : 200_000)
    let report: MapBenchmark.Report
    do { report = try benchmark.run() } catch {
      terminal.error("lookout-bench map: cannot write the generated project: \(error)")
      return ExitStatus.failure
    }
    terminal.line(arguments.has("--json") ? MapBenchFormat.json(report) : MapBenchFormat.table(report))
    return ExitStatus.success
  }

  private static func lint(_ arguments: ParsedArguments, _ terminal: Terminal) -> Int32 {
    if let directory = arguments.value("--real") { return realLint(directory, arguments, terminal) }
    let benchmark = LintBenchmark(minimumLines: arguments.has("--quick") ? 50_000 : 200_000)
    let report: LintBenchmark.Report
    do { report = try benchmark.run() } catch {
      terminal.error("lookout-bench lint: cannot write the generated project: \(error)")
      return ExitStatus.failure
    }
    terminal.line(arguments.has("--json") ? MigrationBenchFormat.json(report) : MigrationBenchFormat.table(report))
    return ExitStatus.success
  }

  private static func largeFiles(_ arguments: ParsedArguments, _ terminal: Terminal) -> Int32 {
    if let file = arguments.value("--parse-only") {
      return LargeFileBenchmark.parse(file) >= 0 ? ExitStatus.success : ExitStatus.failure
    }
    let benchmark = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
    let tool = arguments.value("--tool") ?? URL(fileURLWithPath: benchmark).deletingLastPathComponent().appendingPathComponent("lookout").path
    guard FileManager.default.isExecutableFile(atPath: tool) else {
      terminal.error("lookout-bench large-files: no lookout executable at \(tool); build it (swift build -c release) or give --tool <path>")
      return ExitStatus.usage
    }
    let timeout = arguments.value("--timeout").flatMap(Double.init) ?? 900
    let report: LargeFileBenchmark.Report
    do { report = try LargeFileBenchmark(tool: tool, benchmark: benchmark, timeout: timeout, filter: arguments.value("--only")).run() } catch {
      terminal.error("lookout-bench large-files: cannot write the generated files: \(error)")
      return ExitStatus.failure
    }
    terminal.line(arguments.has("--json") ? LargeFileBenchFormat.json(report) : LargeFileBenchFormat.table(report))
    return ExitStatus.success
  }

  private static func realLint(_ directory: String, _ arguments: ParsedArguments, _ terminal: Terminal) -> Int32 {
    var projects: [BenchmarkProjectList.Entry]?
    if let list = arguments.value("--projects") {
      do throws(BenchmarkProjectList.Problem) { projects = try BenchmarkProjectList.read(list) } catch {
        terminal.error("lookout-bench lint --projects: \(error)")
        return ExitStatus.usage
      }
    }
    let report: RealLintBenchmark.Report
    do throws(FileError) { report = try RealLintBenchmark(directory: directory, projects: projects).run() } catch {
      terminal.error("lookout-bench lint --real: \(error); give a directory whose subdirectories are projects")
      return ExitStatus.usage
    }
    terminal.line(arguments.has("--json") ? RealLintBenchFormat.json(report) : RealLintBenchFormat.table(report))
    return ExitStatus.success
  }

  private static func parse(_ arguments: ParsedArguments, _ terminal: Terminal) -> Int32 {
    guard let directory = arguments.value("--real") else {
      terminal.error("lookout-bench parse: give the directory to read: --real <dir>")
      return ExitStatus.usage
    }
    let report: ParseAgreement.Report
    do throws(FileError) { report = try ParseAgreement(directory: directory).run() } catch {
      terminal.error("lookout-bench parse --real: \(error)")
      return ExitStatus.usage
    }
    if arguments.has("--json") {
      terminal.line(JSON.object([
        ("directory", .string(report.directory)), ("files", .integer(report.files)),
        ("rejected", .array(report.rejected.map { .object([("file", .string($0.path)), ("error", .string($0.error))]) })),
        ("rejected_in_swift6_mode", .array(report.rejectedInSwift6Mode.map(JSON.string))),
      ]).rendered())
    } else {
      terminal.line("\(report.files) Swift files under \(report.directory): swift-syntax rejects \(report.rejected.count) in the tools' "
        + "language mode (Swift 5), \(report.rejectedInSwift6Mode.count) in Swift 6 mode.")
      for file in report.rejected { terminal.line("  \(file.error)") }
    }
    return ExitStatus.success
  }
}
