import LookoutSyntax
internal import SwiftParser
internal import SwiftParserDiagnostics
internal import SwiftSyntax

/// What a lint run found.
public struct LintReport: Sendable {
  /// Findings, sorted by file, line and column; files that do not parse appear as `syntax` errors.
  public internal(set) var findings: [Finding] = []
  public internal(set) var filesScanned = 0
  public internal(set) var linesScanned = 0
  public internal(set) var filesParsed = 0
  /// Files `--fix` rewrote.
  public internal(set) var fixedFiles: [String] = []

  public init() {}
}

/// Runs the rules over a project: a token scan of every file builds the index, then each file that mentions
/// a word some rule listens for is parsed once and checked, then rules that need the whole project report.
/// Files are scanned and checked on every core; the findings are the same for any number of threads.
public struct Linter: Sendable {
  public var configuration: LintConfiguration
  /// Rule ids to run; nil for all of them (minus those the configuration turns off).
  public var only: Set<String>?
  /// Threads to use (default: one per core).
  public var jobs = OrderedParallelMap.defaultJobs

  public init(configuration: LintConfiguration = LintConfiguration(), only: Set<String>? = nil) {
    self.configuration = configuration
    self.only = only
  }

  /// The descriptions of every rule, in order.
  public static var rules: [RuleDescription] { LintRules.all.map { $0.description } }

  public func lint(_ sources: some SourceProvider) -> LintReport {
    var report = LintReport()
    var facts: [FileFacts] = []
    OrderedParallelMap.run(sources.paths, jobs: jobs, transform: { path -> (facts: FileFacts, lines: Int)? in
      guard let source = try? sources.load(path) else { return nil }
      return (DeclarationScan.facts(of: source), source.lineCount)
    }, consume: { _, scanned in
      guard let scanned else { return }
      report.filesScanned += 1
      report.linesScanned += scanned.lines
      facts.append(scanned.facts)
    })
    let index = TypeIndex(facts: facts)
    let xcode = configuration.swiftUI.xcode
    let rules = LintRules.all.filter { rule in
      !configuration.disabled.contains(rule.description.id) && (only?.contains(rule.description.id) ?? true)
        && !(rule.description.quietFromXcode.map { xcode >= $0 } ?? false)
    }
    var triggerWords = rules.reduce(into: Set<String>()) { words, rule in
      words.formUnion(rule.triggerWords)
      words.formUnion(rule.requiredWords)
    }
    if rules.contains(where: { $0.triggersOnObservableNames }) { triggerWords.formUnion(index.observable) }
    if rules.contains(where: { $0.triggersOnModelNames }) { triggerWords.formUnion(index.observable.union(index.legacy)) }
    let words = triggerWords
    var findings: [Finding] = []
    var suppressions: [String: Suppression] = [:]
    var projectFacts: [ObjectIdentifier: [any Sendable]] = [:]

    OrderedParallelMap.run(sources.paths, jobs: jobs, transform: { path -> FileResult? in
      guard let source = try? sources.load(path) else { return nil }
      return Self.check(source, rules: rules, words: words, index: index, settings: configuration.settings)
    }, consume: { _, result in
      guard let result else { return }
      if result.parsed { report.filesParsed += 1 }
      findings += result.findings
      if let suppression = result.suppression { suppressions[result.path] = suppression }
      for (rule, fileFacts) in result.projectFacts { projectFacts[rule, default: []].append(fileFacts) }
    })
    let project = LintProject(index: index, configuration: configuration)
    for rule in rules {
      guard let projectRule = rule as? any ProjectLintRule.Type else { continue }
      projectRule.finishErased(projectFacts[ObjectIdentifier(rule)] ?? [], project: project)
    }
    findings += project.findings

    report.findings = findings
      .filter { finding in !(suppressions[finding.file]?.suppresses(finding) ?? false) }
      .map { finding in
        var adjusted = finding
        if let severity = configuration.severities[finding.ruleID] { adjusted.severity = severity }
        return adjusted
      }
      .sorted { ($0.file, $0.line, $0.column, $0.ruleID) < ($1.file, $1.line, $1.column, $1.ruleID) }
    return report
  }

  /// What checking one file gave.
  private struct FileResult: Sendable {
    let path: String
    let parsed: Bool
    let findings: [Finding]
    let suppression: Suppression?
    /// The facts each project rule took from the file, by rule type.
    let projectFacts: [(ObjectIdentifier, any Sendable)]
  }

  /// Parses and checks one file with the rules that concern it (on any thread).
  private static func check(_ source: SourceText, rules: [any LintRule.Type], words: Set<String>, index: TypeIndex,
                            settings: ProjectSettings) -> FileResult {
    if GeneratedCode.isGenerated(source) {
      return FileResult(path: source.path, parsed: false, findings: [], suppression: nil, projectFacts: [])
    }
    let mentioned = IdentifierScan.identifiers(in: source.bytes, among: words)
    let applicable = rules.filter { $0.applies(to: mentioned, index: index) && $0.mayReport(in: source.bytes) }
    guard !applicable.isEmpty else {
      return FileResult(path: source.path, parsed: false, findings: [], suppression: nil, projectFacts: [])
    }
    if let invalid = source.firstInvalidUTF8 {
      let finding = Finding(ruleID: "encoding", severity: .warning, file: source.path, line: invalid.line, column: invalid.column,
                            message: "not valid UTF-8; the file was not linted (save it as UTF-8)", fix: [])
      return FileResult(path: source.path, parsed: false, findings: [finding], suppression: nil, projectFacts: [])
    }
    let tree = source.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    // SwiftParser rejects some code the compiler accepts: a note, and the rest of the file is linted from
    // what did parse (findings on the lines it could not parse are left out).
    let syntax = tree.hasError ? SyntaxErrors.finding(tree, path: source.path) : nil
    let file = LintFile(file: SourceFile(source: source, tree: tree), index: index, settings: settings)
    var projectFacts: [(ObjectIdentifier, any Sendable)] = []
    for rule in applicable {
      if let projectRule = rule as? any ProjectLintRule.Type {
        projectFacts.append((ObjectIdentifier(rule), projectRule.factsErased(in: file)))
      } else {
        rule.init().check(file)
      }
    }
    var findings = file.findings
    if let syntax {
      let unparsed = SyntaxErrors.lines(tree, converter: file.file.converter)
      findings = findings.filter { !unparsed.contains($0.line) } + [syntax]
    }
    return FileResult(path: source.path, parsed: true, findings: findings, suppression: Suppression(file.file),
                      projectFacts: projectFacts)
  }

  /// The files' new text after the certain fixes of `findings` (each file re-checked to parse; edits that
  /// overlap an earlier one wait for the next run).
  public static func fixes(for findings: [Finding], in sources: some SourceProvider) -> [FileChange] {
    var changes: [FileChange] = []
    for (path, fileFindings) in Dictionary(grouping: findings.filter(\.isFixable), by: \.file).sorted(by: { $0.key < $1.key }) {
      guard let source = try? sources.load(path) else { continue }
      var edits: [Edit] = []
      for finding in fileFindings {
        let candidate = edits + finding.fix
        if (try? candidate.applied(to: source.bytes)) != nil { edits = candidate }
      }
      guard !edits.isEmpty, let bytes = try? edits.applied(to: source.bytes) else { continue }
      let parsed = ParsedSource(source)
      guard !parsed.reparsed(after: edits, giving: bytes).hasError else { continue }
      changes.append(FileChange(path: path, original: source.bytes, migrated: bytes))
    }
    return changes
  }
}

extension SyntaxErrors {
  /// A file's first syntax error as a note (once per file): the parser may be stricter than the compiler,
  /// so it never fails a run.
  static func finding(_ tree: SourceFileSyntax, path: String) -> Finding {
    let converter = SourceLocationConverter(fileName: path, tree: tree)
    let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
    guard let first = diagnostics.first else {
      return Finding(ruleID: "syntax", severity: .note, file: path, line: 1, column: 1,
                     message: "lookout's parser could not read part of this file; the rest was linted", fix: [])
    }
    let location = first.location(converter: converter)
    let more = diagnostics.count > 1 ? " (and \(diagnostics.count - 1) more)" : ""
    return Finding(ruleID: "syntax", severity: .note, file: path, line: location.line, column: location.column,
                   message: "lookout's parser could not read this: \(first.message)\(more); the rest of the file was linted (if the compiler accepts it, nothing to do)", fix: [])
  }

  /// The lines the parser could not read.
  static func lines(_ tree: SourceFileSyntax, converter: SourceLocationConverter) -> Set<Int> {
    Set(ParseDiagnosticsGenerator.diagnostics(for: tree).map { $0.location(converter: converter).line })
  }
}
