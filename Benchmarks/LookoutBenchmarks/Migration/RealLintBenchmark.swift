import Foundation
import LookoutLint
import LookoutSyntax

/// `lookout-bench lint --real <dir>`: lint each project under a directory as `lookout lint <project>` would
/// (its `.lookout.json`, its build settings), on one core and on all: findings per project and per rule,
/// the exit status each project would get, and throughput.
public struct RealLintBenchmark {
  public struct Project: Sendable {
    public let name: String
    public let files: Int
    public let lines: Int
    /// Files parsed (the others mention nothing a rule looks for).
    public let parsed: Int
    public let errors: Int
    public let warnings: Int
    public let notes: Int
    /// What `lookout lint` would exit with (1 when an error remains, 2 for an unusable configuration).
    public let exitStatus: Int
    public let oneCoreSeconds: Double
    public let allCoresSeconds: Double
    /// The reason the project could not be linted, if it could not.
    public let problem: String?
  }

  public struct RuleCount: Sendable {
    public let rule: String
    public let severity: String
    public let findings: Int
    public let projects: Int
  }

  public struct Report: Sendable {
    public let directory: String
    public let projects: [Project]
    public let rules: [RuleCount]
    public let cores: Int
    /// Whether every all-core run found exactly what the one-core run found.
    public let identicalOutput: Bool

    public var lines: Int { projects.reduce(0) { $0 + $1.lines } }
    public var oneCoreSeconds: Double { projects.reduce(0) { $0 + $1.oneCoreSeconds } }
    public var allCoresSeconds: Double { projects.reduce(0) { $0 + $1.allCoresSeconds } }
  }

  let directory: String

  public init(directory: String) { self.directory = directory }

  /// The projects are the directory's subdirectories (or the directory itself when it has none).
  public func run() throws(FileError) -> Report {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw FileError.notFound(directory)
    }
    let names = ((try? manager.contentsOfDirectory(atPath: directory)) ?? []).filter { name in
      var isSubdirectory: ObjCBool = false
      return !name.hasPrefix(".") && manager.fileExists(atPath: (directory as NSString).appendingPathComponent(name), isDirectory: &isSubdirectory)
        && isSubdirectory.boolValue
    }.sorted()
    let roots = names.isEmpty ? [directory] : names.map { (directory as NSString).appendingPathComponent($0) }
    let cores = OrderedParallelMap.defaultJobs
    var projects: [Project] = []
    var identical = true
    var counts: [String: (severity: String, findings: Int, projects: Set<String>)] = [:]
    for root in roots {
      let name = (root as NSString).lastPathComponent
      let configuration: LintConfiguration
      do {
        configuration = try LintConfiguration(ProjectConfiguration.load(nil, roots: [root]), readingSettingsUnder: [root])
      } catch {
        projects.append(Project(name: name, files: 0, lines: 0, parsed: 0, errors: 0, warnings: 0, notes: 0, exitStatus: 2,
                                oneCoreSeconds: 0, allCoresSeconds: 0, problem: "\(error)"))
        continue
      }
      let all = try DiskSources(under: [root])
      let sources = DiskSources(paths: all.paths.filter { !configuration.excludes($0, root: root) })
      var oneCore = Linter(configuration: configuration)
      oneCore.jobs = 1
      var allCores = Linter(configuration: configuration)
      allCores.jobs = cores
      var single = LintReport()
      var parallel = LintReport()
      let oneCoreSeconds = MigrationBenchmark.time { single = oneCore.lint(sources) }
      let allCoresSeconds = MigrationBenchmark.time { parallel = allCores.lint(sources) }
      identical = identical && single.findings == parallel.findings
      let findings = single.findings
      for finding in findings {
        var count = counts[finding.ruleID] ?? (finding.severity.rawValue, 0, [])
        count.findings += 1
        count.projects.insert(name)
        counts[finding.ruleID] = count
      }
      let errors = findings.filter { $0.severity == .error }.count
      let notes = findings.filter { $0.severity == .note }.count
      projects.append(Project(name: name, files: single.filesScanned, lines: single.linesScanned, parsed: single.filesParsed, errors: errors,
                              warnings: findings.count - errors - notes, notes: notes, exitStatus: errors > 0 ? 1 : 0,
                              oneCoreSeconds: oneCoreSeconds, allCoresSeconds: allCoresSeconds, problem: nil))
    }
    let rules = counts.map { RuleCount(rule: $0.key, severity: $0.value.severity, findings: $0.value.findings, projects: $0.value.projects.count) }
      .sorted { ($1.findings, $0.rule) < ($0.findings, $1.rule) }
    return Report(directory: directory, projects: projects, rules: rules, cores: cores, identicalOutput: identical)
  }
}
