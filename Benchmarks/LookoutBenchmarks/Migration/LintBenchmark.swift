import Foundation
import LookoutLint
import LookoutMigrate
import LookoutReport
import LookoutSyntax

/// `lookout-bench lint`: every rule over the generated project (the same one `bench migrate` uses), against
/// swift-syntax parsing every file once.
public struct LintBenchmark {
  public struct Report: Sendable {
    public let files: Int
    public let lines: Int
    public let filesParsed: Int
    public let findings: Int
    public let migratedFilesParsed: Int
    public let migratedFindings: Int
    public let rules: Int
    public let rows: [MigrationBenchmark.Row]
    public let peakMegabytes: Double
    /// Threads of the all-core rows.
    public let cores: Int
    /// Whether the all-core runs found exactly what the one-core runs found.
    public let identicalOutput: Bool
  }

  let minimumLines: Int

  public init(minimumLines: Int = 200_000) { self.minimumLines = minimumLines }

  public func run() throws -> Report {
    let project = try GeneratedProject(minimumLines: minimumLines)
    defer { project.remove() }
    // The same project after `lookout migrate` too.
    let (sources, migratedSources) = try project.sourcesBeforeAndAfterMigrating()

    let cores = OrderedParallelMap.defaultJobs
    var oneCore = Linter()
    oneCore.jobs = 1
    var allCores = Linter()
    allCores.jobs = cores
    var parseSeconds = Double.infinity
    var seconds = Array(repeating: Double.infinity, count: 4)
    var reports = Array(repeating: LintReport(), count: 4)
    for _ in 0..<3 {
      parseSeconds = min(parseSeconds, MigrationBenchmark.time { MigrationBenchmark.parseAll(sources) })
      for (slot, (linter, input)) in [(oneCore, sources as any SourceProvider), (allCores, sources), (oneCore, migratedSources), (allCores, migratedSources)].enumerated() {
        seconds[slot] = min(seconds[slot], MigrationBenchmark.time { reports[slot] = linter.lint(input) })
      }
    }
    let report = reports[0]
    let migratedReport = reports[2]
    return Report(
      files: project.files, lines: project.lines, filesParsed: report.filesParsed, findings: report.findings.count,
      migratedFilesParsed: migratedReport.filesParsed, migratedFindings: migratedReport.findings.count,
      rules: Linter.rules.count,
      rows: [
        .init(name: "swift-syntax parse of every file", lines: project.lines, seconds: parseSeconds),
        .init(name: "lookout lint, legacy, 1 core", lines: project.lines, seconds: seconds[0]),
        .init(name: "lookout lint, legacy, \(cores) cores", lines: project.lines, seconds: seconds[1]),
        .init(name: "lookout lint, after migrate, 1 core", lines: project.lines, seconds: seconds[2]),
        .init(name: "lookout lint, after migrate, \(cores) cores", lines: project.lines, seconds: seconds[3]),
      ],
      peakMegabytes: PeakMemory.megabytes(), cores: cores,
      identicalOutput: reports[0].findings == reports[1].findings && reports[2].findings == reports[3].findings)
  }
}
