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
public struct Linter {
  public var configuration: LintConfiguration
  /// Rule ids to run; nil for all of them (minus those the configuration turns off).
  public var only: Set<String>?

  public init(configuration: LintConfiguration = LintConfiguration(), only: Set<String>? = nil) {
    self.configuration = configuration
    self.only = only
  }

  /// The descriptions of every rule, in order.
  public static var rules: [RuleDescription] { LintRules.all.map { $0.description } }

  public func lint(_ sources: some SourceProvider) -> LintReport {
    var report = LintReport()
    var facts: [FileFacts] = []
    for path in sources.paths {
      guard let source = try? sources.load(path) else { continue }
      report.filesScanned += 1
      report.linesScanned += source.lineCount
      facts.append(DeclarationScan.facts(of: source))
    }
    let index = TypeIndex(facts: facts)
    let rules = LintRules.all.filter { rule in
      !configuration.disabled.contains(rule.description.id) && (only?.contains(rule.description.id) ?? true)
    }.map { $0.init() }
    var triggerWords = rules.reduce(into: Set<String>()) { words, rule in
      words.formUnion(type(of: rule).triggerWords)
      words.formUnion(type(of: rule).requiredWords)
    }
    if rules.contains(where: { type(of: $0).triggersOnObservableNames }) { triggerWords.formUnion(index.observable) }
    let project = LintProject(index: index)
    var suppressions: [String: Suppression] = [:]
    var findings: [Finding] = []

    for path in sources.paths {
      guard let source = try? sources.load(path) else { continue }
      let words = IdentifierScan.identifiers(in: source.bytes, among: triggerWords)
      let applicable = rules.filter { type(of: $0).applies(to: words, index: index) }
      guard !applicable.isEmpty else { continue }
      report.filesParsed += 1
      let tree = source.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
      if tree.hasError {
        findings.append(SyntaxErrors.finding(tree, path: path))
        continue
      }
      let file = LintFile(file: SourceFile(source: source, tree: tree), index: index)
      for rule in applicable { rule.check(file) }
      findings += file.findings
      let suppression = Suppression(source)
      suppressions[path] = suppression
    }
    for rule in rules { rule.finish(project) }
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
  /// A file's first syntax error as a finding (a file is reported once, then left alone).
  static func finding(_ tree: SourceFileSyntax, path: String) -> Finding {
    let converter = SourceLocationConverter(fileName: path, tree: tree)
    let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
    guard let first = diagnostics.first else {
      return Finding(ruleID: "syntax", severity: .error, file: path, line: 1, column: 1, message: "the file does not parse; it was not linted", fix: [])
    }
    let location = first.location(converter: converter)
    let more = diagnostics.count > 1 ? " (and \(diagnostics.count - 1) more)" : ""
    return Finding(ruleID: "syntax", severity: .error, file: path, line: location.line, column: location.column,
                   message: "\(first.message)\(more); the file was not linted — fix the syntax error first", fix: [])
  }
}
