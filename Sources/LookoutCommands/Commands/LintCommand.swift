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

        Exit status: 0 no finding at or above --fail-on remains; 1 one does (a file that cannot be read, or is
        not UTF-8, is an error finding), or --fix could not make a fix (a write failed, a link points outside
        the paths given, the fixed text would not parse); 2 the command line or the input is wrong.
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
        ? try ProjectPaths.writableRoots(arguments.positional, flag: "--fix", arguments: arguments, invocation: terminal.invocation)
        : ProjectPaths.roots(arguments.positional)
      configuration = try LintConfiguration(arguments.projectConfiguration(roots: roots), readingSettingsUnder: roots)
      sources = try ProjectPaths.sources(under: roots, arguments: arguments)
    } catch let error as UsageError {
      terminal.error(error.text(terminal.invocation))
      return ExitStatus.usage
    } catch {
      terminal.error("lookout lint: \(error)")
      return ExitStatus.usage
    }

    var linter = Linter(configuration: configuration)
    if let jobs { linter.jobs = jobs }
    let temporaries = fix ? TemporaryFile.removeLeftovers(sources.temporaries) : TemporaryFile.leftovers(sources.temporaries)
    var report = linter.lint(sources, fixing: fix)
    var writes = FileWrites(roots: roots)
    let unfixed = report.unfixed
    if fix {
      for change in report.fixes { writes.write(change, refusal: sources.writeRefusal(for: change.path)) }
      // What is left, in the files as they are now (the fixed texts' trees, checked before writing, reused).
      if !writes.written.isEmpty { report = linter.lint(sources, fixing: false, reusing: report.fixedTrees) }
    }
    let shown = arguments.has("--quiet") ? report.findings.filter { $0.severity == .error } : report.findings
    let hints = LintFormats.Hints(
      fix: ProjectPaths.rerunHint(adding: "--fix", arguments: arguments, invocation: terminal.invocation),
      explain: terminal.invocation.command(["lint", "--explain"]) + " <rule-id>", notFixed: Set(unfixed.map(\.path)))
    let fixes = fix ? LintFormats.FixOutcome(writes: writes, unfixed: unfixed) : nil
    switch format {
    case "json": terminal.line(LintFormats.json(shown, report: report, fixes: fixes, temporaries: temporaries))
    case "sarif": terminal.line(LintFormats.sarif(shown))
    default:
      let colored = terminal.colors(arguments)
      for finding in shown { terminal.line(LintFormats.line(finding, colored: colored)) }
      if let fixes { fixes.lines.forEach { terminal.error($0) } }
      if let line = LeftoverLine.text(temporaries, removed: fix, writingFlag: "--fix") { terminal.error(line) }
      terminal.error(LintFormats.summary(shown, report: report, hints: hints))
    }
    if let fixes, !fixes.complete { return ExitStatus.failure }
    let threshold: Severity? = failOn == "never" ? nil : (failOn == "warning" ? .warning : .error)
    guard let threshold else { return ExitStatus.success }
    return report.findings.contains { $0.severity >= threshold } ? ExitStatus.failure : ExitStatus.success
  }

  private static func explain(_ id: String, _ terminal: Terminal) -> Int32 {
    guard let rule = Linter.rules.first(where: { $0.id == id }) else {
      terminal.error("lookout lint: no rule '\(id)'; `\(terminal.invocation.command(["lint", "--rules"]))` lists them")
      return ExitStatus.usage
    }
    terminal.line(LintFormats.explanation(rule))
    return ExitStatus.success
  }
}
