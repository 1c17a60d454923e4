import Foundation
import LookoutLint
import LookoutMigrate
import LookoutReport
import LookoutSyntax

/// `lookout lint [paths…]`: the Observation pitfalls, as editor-style lines, JSON or SARIF.
enum LintCommand {
  static let options: Set<String> = ["--format", "--quiet", "--fail-on", "--fix", "--explain", "--config", "--rules", "--json", "--no-color"]

  static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
    if let unknown = arguments.unknownFlags(known: options).first {
      throw UsageError("unknown option '\(unknown)' for lint")
    }
    if let id = arguments.value("--explain") { return explain(id) }
    if arguments.has("--rules") {
      Output.line(LintFormats.ruleList(Linter.rules))
      return 0
    }
    let format = arguments.has("--json") ? "json" : (arguments.value("--format") ?? "text")
    guard ["text", "json", "sarif"].contains(format) else {
      throw UsageError("--format must be text, json or sarif, not '\(format)'")
    }
    let failOn = arguments.value("--fail-on") ?? "error"
    guard ["warning", "error", "never"].contains(failOn) else {
      throw UsageError("--fail-on must be warning, error or never, not '\(failOn)'")
    }
    let roots = ProjectPaths.roots(arguments.positional)
    let configuration: LintConfiguration
    let sources: DiskSources
    do {
      configuration = try loadConfiguration(arguments.value("--config"), roots: roots)
      let files = try DiskSources(under: roots).paths.filter { path in
        !roots.contains { configuration.excludes(path, root: $0) }
      }
      sources = DiskSources(paths: files)
    } catch {
      Output.error("lookout lint: \(error)")
      return 2
    }

    let linter = Linter(configuration: configuration)
    var report = linter.lint(sources)
    if arguments.has("--fix") {
      var fixed: [String] = []
      for change in Linter.fixes(for: report.findings, in: sources) {
        do throws(FileError) {
          try AtomicWriter.write(change.migrated, to: change.path)
          fixed.append(change.path)
        } catch {
          Output.error("lookout lint: \(error)")
        }
      }
      if !fixed.isEmpty {
        report = linter.lint(sources)
        Output.error("Fixed \(fixed.count) file\(fixed.count == 1 ? "" : "s"): \(fixed.joined(separator: ", "))")
      }
    }
    let shown = arguments.has("--quiet") ? report.findings.filter { $0.severity == .error } : report.findings
    switch format {
    case "json": Output.line(LintFormats.json(shown, report: report))
    case "sarif": Output.line(LintFormats.sarif(shown))
    default:
      let colored = Output.isTerminal && !arguments.has("--no-color")
      for finding in shown { Output.line(LintFormats.line(finding, colored: colored)) }
      Output.error(LintFormats.summary(shown, report: report))
    }
    let threshold: Severity? = failOn == "never" ? nil : (failOn == "warning" ? .warning : .error)
    guard let threshold else { return 0 }
    return report.findings.contains { $0.severity >= threshold } ? 1 : 0
  }

  private static func explain(_ id: String) -> Int32 {
    guard let rule = Linter.rules.first(where: { $0.id == id }) else {
      Output.error("lookout lint: no rule '\(id)'; `lookout lint --rules` lists them")
      return 2
    }
    Output.line(LintFormats.explanation(rule))
    return 0
  }

  /// `--config path`, else `.lookout.json` in the first root (or its parent for a file), else defaults.
  private static func loadConfiguration(_ given: String?, roots: [String]) throws(ConfigurationError) -> LintConfiguration {
    if let given { return try LintConfiguration(contentsOf: given) }
    for root in roots {
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory)
      let directory = isDirectory.boolValue ? root : (root as NSString).deletingLastPathComponent
      let candidate = ((directory.isEmpty ? "." : directory) as NSString).appendingPathComponent(".lookout.json")
      if FileManager.default.fileExists(atPath: candidate) { return try LintConfiguration(contentsOf: candidate) }
    }
    return LintConfiguration()
  }
}
