import Foundation
import LookoutLint
import LookoutSyntax

/// `lookout lint [paths…]`: the Observation pitfalls, as editor-style lines, JSON or SARIF.
enum LintCommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "lint", abstract: "Find the Observation pitfalls (path:line:column: severity: message [rule])",
      discussion: """
        Configuration: .lookout.json in the project root (or --config), for example
          { "xcode": 27, "rules": { "singleton-in-body": "off", "model-not-main-actor": "error" }, "exclude": ["Generated"] }
        Inline: // lookout:disable-next-line <rule-id>, // lookout:disable <rule-id> … // lookout:enable <rule-id>
        """,
      arguments: [SharedOptions.paths],
      options: [
        .value("--format", "format", choices: ["text", "json", "sarif"], "Output format (SARIF 2.1.0 for code scanning)"),
        SharedOptions.json,
        .flag("--quiet", short: "-q", "Errors only"),
        .value("--fail-on", "severity", choices: ["warning", "error", "never"],
               "Exit 1 when a finding at or above this severity remains (default: error)"),
        .flag("--fix", "Apply the certain fixes (atomic writes), then report what is left; needs a path"),
        .value("--explain", "rule-id", "Why a rule matters, how to fix it, and its examples"),
        .flag("--rules", "List the rules"),
        SharedOptions.config,
        SharedOptions.xcode,
        SharedOptions.jobs,
        SharedOptions.noColor,
      ],
      action: run)
  }

  static func run(_ arguments: ParsedArguments, _ terminal: Terminal) -> Int32 {
    if let id = arguments.value("--explain") { return explain(id, terminal) }
    if arguments.has("--rules") {
      terminal.line(LintFormats.ruleList(Linter.rules))
      return ExitStatus.success
    }
    let format = arguments.has("--json") ? "json" : (arguments.value("--format") ?? "text")
    let failOn = arguments.value("--fail-on") ?? "error"
    let fix = arguments.has("--fix")
    let roots: [String]
    let configuration: LintConfiguration
    let sources: DiskSources
    var jobs: Int?
    do {
      jobs = try arguments.jobs()
      roots = fix
        ? try ProjectPaths.writableRoots(arguments.positional, flag: "--fix", commandPath: arguments.commandPath)
        : ProjectPaths.roots(arguments.positional)
      configuration = try LintConfiguration(arguments.projectConfiguration(roots: roots), readingSettingsUnder: roots)
      let files = try DiskSources(under: roots).paths.filter { path in
        !roots.contains { configuration.excludes(path, root: $0) }
      }
      sources = DiskSources(paths: files)
    } catch let error as UsageError {
      terminal.error(error.description)
      return ExitStatus.usage
    } catch {
      terminal.error("lookout lint: \(error)")
      return ExitStatus.usage
    }

    var linter = Linter(configuration: configuration)
    if let jobs { linter.jobs = jobs }
    var report = linter.lint(sources)
    if fix {
      var fixed: [String] = []
      for change in Linter.fixes(for: report.findings, in: sources) {
        do throws(FileError) {
          try AtomicWriter.write(change.migrated, to: change.path)
          fixed.append(change.path)
        } catch {
          terminal.error("lookout lint: \(error)")
        }
      }
      if !fixed.isEmpty {
        report = linter.lint(sources)
        terminal.error("Fixed \(fixed.count) file\(fixed.count == 1 ? "" : "s"): \(fixed.joined(separator: ", "))")
      }
    }
    let shown = arguments.has("--quiet") ? report.findings.filter { $0.severity == .error } : report.findings
    switch format {
    case "json": terminal.line(LintFormats.json(shown, report: report))
    case "sarif": terminal.line(LintFormats.sarif(shown))
    default:
      let colored = terminal.colors(arguments)
      for finding in shown { terminal.line(LintFormats.line(finding, colored: colored)) }
      terminal.error(LintFormats.summary(shown, report: report))
    }
    let threshold: Severity? = failOn == "never" ? nil : (failOn == "warning" ? .warning : .error)
    guard let threshold else { return ExitStatus.success }
    return report.findings.contains { $0.severity >= threshold } ? ExitStatus.failure : ExitStatus.success
  }

  private static func explain(_ id: String, _ terminal: Terminal) -> Int32 {
    guard let rule = Linter.rules.first(where: { $0.id == id }) else {
      terminal.error("lookout lint: no rule '\(id)'; `lookout lint --rules` lists them")
      return ExitStatus.usage
    }
    terminal.line(LintFormats.explanation(rule))
    return ExitStatus.success
  }
}
