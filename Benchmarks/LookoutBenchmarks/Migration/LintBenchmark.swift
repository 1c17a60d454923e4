import Foundation
import LookoutLint
import LookoutMigrate
import LookoutReport
import LookoutSyntax

/// `lookout bench lint`: every rule over the generated project (the same one `bench migrate` uses), against
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
  }

  let minimumLines: Int

  public init(minimumLines: Int = 200_000) { self.minimumLines = minimumLines }

  public func run() throws -> Report {
    let project = try GeneratedProject(minimumLines: minimumLines)
    defer { project.remove() }
    let sources = try DiskSources(under: [project.directory])
    // The same project after `lookout migrate`: lint's usual diet is Observation code.
    var migrated: [String: String] = [:]
    for path in sources.paths { migrated[path] = (try? sources.load(path)).flatMap(\.text) }
    _ = Migrator().migrate(sources) { migrated[$0.path] = String(decoding: $0.migrated, as: UTF8.self) }
    let migratedSources = MemorySources(migrated)

    var parseSeconds = Double.infinity
    var lintSeconds = Double.infinity
    var migratedSeconds = Double.infinity
    var report = LintReport()
    var migratedReport = LintReport()
    for _ in 0..<3 {
      parseSeconds = min(parseSeconds, MigrationBenchmark.time { MigrationBenchmark.parseAll(sources) })
      lintSeconds = min(lintSeconds, MigrationBenchmark.time { report = Linter().lint(sources) })
      migratedSeconds = min(migratedSeconds, MigrationBenchmark.time { migratedReport = Linter().lint(migratedSources) })
    }
    return Report(
      files: project.files, lines: project.lines, filesParsed: report.filesParsed, findings: report.findings.count,
      migratedFilesParsed: migratedReport.filesParsed, migratedFindings: migratedReport.findings.count,
      rules: Linter.rules.count,
      rows: [
        .init(name: "swift-syntax parse of every file", lines: project.lines, seconds: parseSeconds),
        .init(name: "lookout lint, legacy project", lines: project.lines, seconds: lintSeconds),
        .init(name: "lookout lint, after migrate", lines: project.lines, seconds: migratedSeconds),
      ],
      peakMegabytes: PeakMemory.megabytes())
  }
}
