import Foundation
import LookoutLint
import LookoutSyntax

/// `lookout-bench lint --real <dir> [--projects <list>]`: lint each project under a directory as
/// `lookout lint <project>` would (its `.lookout.json`, its build settings), on one core and on all: findings
/// per project, per severity and rule (over the whole set and per group of the list), the exit status each
/// project would get, and throughput.
public struct RealLintBenchmark {
  public struct Project: Sendable {
    public let name: String
    /// The list's group the project belongs to (`original`, `added`…), when linted from a list.
    public let group: String?
    public let files: Int
    public let lines: Int
    /// Files parsed (the others mention nothing a rule looks for).
    public let parsed: Int
    public let findings: [Finding]
    /// What `lookout lint` would exit with (1 when an error remains, 2 for an unusable configuration).
    public let exitStatus: Int
    public let oneCoreSeconds: Double
    /// CPU time of the one-core run (the thread's own: a busy machine lengthens the wall time, not this).
    public let oneCoreCPUSeconds: Double
    public let allCoresSeconds: Double
    /// The reason the project could not be linted, if it could not.
    public let problem: String?

    public var errors: Int { findings.filter { $0.severity == .error }.count }
    public var warnings: Int { findings.filter { $0.severity == .warning }.count }
    public var notes: Int { findings.filter { $0.severity == .note }.count }
  }

  /// Findings of one rule at one severity (a rule may report at several: it lowers a finding it could not
  /// resolve fully).
  public struct RuleCount: Sendable {
    public let rule: String
    public let severity: String
    public let findings: Int
    public let projects: Int
  }

  /// The figures of a group of projects (or of all of them).
  public struct Summary: Sendable {
    public let name: String
    public let projects: [Project]
    public let rules: [RuleCount]

    init(name: String, projects: [Project]) {
      self.name = name
      self.projects = projects
      var counts: [String: (findings: Int, projects: Set<String>)] = [:]
      for project in projects {
        for finding in project.findings {
          let key = finding.ruleID + "\u{0}" + finding.severity.rawValue
          var count = counts[key] ?? (0, [])
          count.findings += 1
          count.projects.insert(project.name)
          counts[key] = count
        }
      }
      rules = counts.map { key, count in
        let parts = key.split(separator: "\u{0}").map(String.init)
        return RuleCount(rule: parts[0], severity: parts[1], findings: count.findings, projects: count.projects.count)
      }.sorted { ($1.findings, $0.rule, $0.severity) < ($0.findings, $1.rule, $1.severity) }
    }

    public var lines: Int { projects.reduce(0) { $0 + $1.lines } }
    public var failing: Int { projects.filter { $0.exitStatus == 1 }.count }
    /// Findings per severity, most severe first.
    public var severities: [(severity: Severity, findings: Int)] {
      Severity.allCases.reversed().map { severity in
        (severity, projects.reduce(0) { $0 + $1.findings.filter { $0.severity == severity }.count })
      }
    }
  }

  public struct Report: Sendable {
    public let directory: String
    public let projects: [Project]
    public let cores: Int
    /// Whether every all-core run found exactly what the one-core run found.
    public let identicalOutput: Bool
    /// The list's groups, in the order they first appear (empty without a list).
    public let groups: [Summary]

    public var all: Summary { Summary(name: "all", projects: projects) }
    public var rules: [RuleCount] { all.rules }
    public var lines: Int { projects.reduce(0) { $0 + $1.lines } }
    public var oneCoreSeconds: Double { projects.reduce(0) { $0 + $1.oneCoreSeconds } }
    public var oneCoreCPUSeconds: Double { projects.reduce(0) { $0 + $1.oneCoreCPUSeconds } }
    public var allCoresSeconds: Double { projects.reduce(0) { $0 + $1.allCoresSeconds } }
  }

  let directory: String
  let listed: [BenchmarkProjectList.Entry]?

  /// Without a list, the projects are the directory's subdirectories (or the directory itself when it has
  /// none); with one, the listed projects, each in `<directory>/<owner>+<name>`.
  public init(directory: String, projects: [BenchmarkProjectList.Entry]? = nil) {
    self.directory = directory
    listed = projects
  }

  public func run() throws(FileError) -> Report {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw FileError.notFound(directory)
    }
    let roots: [(path: String, group: String?)]
    if let listed {
      roots = listed.map { ((directory as NSString).appendingPathComponent($0.directoryName), $0.group) }
    } else {
      let names = ((try? manager.contentsOfDirectory(atPath: directory)) ?? []).filter { name in
        var isSubdirectory: ObjCBool = false
        return !name.hasPrefix(".") && manager.fileExists(atPath: (directory as NSString).appendingPathComponent(name), isDirectory: &isSubdirectory)
          && isSubdirectory.boolValue
      }.sorted()
      roots = names.isEmpty ? [(directory, nil)] : names.map { ((directory as NSString).appendingPathComponent($0), nil) }
    }
    let cores = OrderedParallelMap.defaultJobs
    var projects: [Project] = []
    var identical = true
    for (root, group) in roots {
      let name = (root as NSString).lastPathComponent
      func unlinted(_ problem: String) -> Project {
        Project(name: name, group: group, files: 0, lines: 0, parsed: 0, findings: [], exitStatus: 2, oneCoreSeconds: 0,
                oneCoreCPUSeconds: 0, allCoresSeconds: 0, problem: problem)
      }
      guard manager.fileExists(atPath: root) else {
        projects.append(unlinted("not found: export the listed commit into \(root)"))
        continue
      }
      let configuration: LintConfiguration
      do {
        configuration = try LintConfiguration(forProjectUnder: [root])
      } catch {
        projects.append(unlinted("\(error)"))
        continue
      }
      // As `lookout lint <project>`: the linter leaves out what the configuration excludes.
      let sources = try DiskSources(under: [root])
      var oneCore = Linter(configuration: configuration)
      oneCore.jobs = 1
      var allCores = Linter(configuration: configuration)
      allCores.jobs = cores
      var single = LintReport()
      var parallel = LintReport()
      let cpuStart = threadCPUNanoseconds()
      let oneCoreSeconds = MigrationBenchmark.time { single = oneCore.lint(sources) }
      let oneCoreCPUSeconds = Double(threadCPUNanoseconds() - cpuStart) / 1e9
      let allCoresSeconds = MigrationBenchmark.time { parallel = allCores.lint(sources) }
      identical = identical && single.findings == parallel.findings
      let findings = single.findings
      projects.append(Project(name: name, group: group, files: single.filesScanned, lines: single.linesScanned, parsed: single.filesParsed,
                              findings: findings, exitStatus: findings.contains { $0.severity == .error } ? 1 : 0,
                              oneCoreSeconds: oneCoreSeconds, oneCoreCPUSeconds: oneCoreCPUSeconds, allCoresSeconds: allCoresSeconds,
                              problem: nil))
    }
    var groupNames: [String] = []
    for case let group? in roots.map(\.group) where !groupNames.contains(group) { groupNames.append(group) }
    let groups = groupNames.map { group in Summary(name: group, projects: projects.filter { $0.group == group }) }
    return Report(directory: directory, projects: projects, cores: cores, identicalOutput: identical, groups: groups)
  }
}
