import LookoutSyntax
internal import SwiftParserDiagnostics
internal import SwiftSyntax

/// What a lint run found.
public struct LintReport: Sendable {
  /// Findings, sorted by file, line and column; files that do not parse appear as `syntax` errors.
  public internal(set) var findings: [Finding] = []
  public internal(set) var filesScanned = 0
  public internal(set) var linesScanned = 0
  public internal(set) var filesParsed = 0
  /// The files' new text after the certain fixes, when the lint was asked for them (`fixing`).
  public internal(set) var fixes: [FileChange] = []
  /// Files whose fixes were not made, and why (the fixed text would not parse).
  public internal(set) var unfixed: [FileError] = []
  /// The trees of the fixed texts, parsed to check them: the lint after the fixes are written reuses them.
  package internal(set) var fixedTrees = FixedTrees()

  public init() {}
}

/// Runs the rules over a project: each file is read once, and a token scan of every file builds the index;
/// then each file that mentions a word some rule listens for is parsed once and checked, then rules that need
/// the whole project report. Files are scanned and checked on every core; the findings are the same for any
/// number of threads.
///
/// The configuration applies here, for every caller alike (the command line, the plugin, a library user):
/// its `exclude` patterns leave files out, its rule settings turn rules off or change their severity. A file
/// that cannot be read (not UTF-8, not a regular file, a broken link) is an error finding: no run says a file
/// is clean without reading it.
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

  /// Lints the Swift files under `roots` (as `lookout lint` does); a root that does not exist is an error.
  public func lint(paths roots: [String], fixing: Bool = false) throws(FileError) -> LintReport {
    lint(try DiskSources(under: roots), fixing: fixing)
  }

  /// Lints `sources`, leaving out what the configuration excludes; with `fixing`, the report also holds the
  /// files' text after the certain fixes (`fixes`), made from the text this run read.
  public func lint(_ sources: some SourceProvider, fixing: Bool = false) -> LintReport {
    lint(sources, fixing: fixing, reusing: FixedTrees())
  }

  /// Lints `sources`, taking the tree of a file from `reusing` when it was parsed from the bytes read (the
  /// fixed text a previous run checked and wrote), instead of parsing it again.
  package func lint(_ sources: some SourceProvider, fixing: Bool, reusing trees: FixedTrees) -> LintReport {
    var report = LintReport()
    let paths = sources.paths.filter { !configuration.excludes($0, roots: sources.roots) }
    var unread = sources.problems.filter { !configuration.excludes($0.path, roots: sources.roots) }.map(Self.unreadFinding)
    var facts: [FileFacts] = []
    // Each file is read here, once; the check below works on what was read.
    var read: [SourceText] = []
    OrderedParallelMap.run(paths, jobs: jobs, transform: { path -> Result<(SourceText, FileFacts), FileError> in
      do throws(FileError) {
        let source = try sources.loadSource(path)
        return .success((source, DeclarationScan.facts(of: source)))
      } catch {
        return .failure(error)
      }
    }, consume: { _, scanned in
      switch scanned {
      case .success(let (source, fileFacts)):
        report.filesScanned += 1
        report.linesScanned += source.lineCount
        facts.append(fileFacts)
        read.append(source)
      case .failure(let error):
        unread.append(Self.unreadFinding(error))
      }
    })
    let index = TypeIndex(facts: facts)
    let xcode = configuration.swiftUI.xcode
    let rules = LintRules.all.filter { rule in
      let id = rule.description.id
      // An opt-in rule runs when the configuration gives it a severity or `only` names it.
      let enabled = !rule.description.isOptIn || configuration.severities[id] != nil || only?.contains(id) == true
      return enabled && !configuration.disabled.contains(id) && (only?.contains(id) ?? true)
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
    var previewLines: [String: [ClosedRange<Int>]] = [:]
    var projectFacts: [ObjectIdentifier: [any Sendable]] = [:]

    let sourcesRead = read
    OrderedParallelMap.run(sourcesRead.indices.map { $0 }, jobs: jobs, transform: { position -> FileResult in
      let source = sourcesRead[position]
      return Self.check(source, tree: trees.tree(of: source), rules: rules, words: words, index: index, settings: configuration.settings)
    }, consume: { _, result in
      if result.parsed { report.filesParsed += 1 }
      findings += result.findings
      if let suppression = result.suppression { suppressions[result.path] = suppression }
      if !result.previewLines.isEmpty { previewLines[result.path] = result.previewLines }
      for (rule, fileFacts) in result.projectFacts { projectFacts[rule, default: []].append(fileFacts) }
    })
    let mentioned = MentionedFiles(paths: sources.paths, load: { try? sources.load($0) }, index: index, settings: configuration.settings)
    let project = LintProject(index: index, configuration: configuration, files: mentioned)
    for rule in rules {
      guard let projectRule = rule as? any ProjectLintRule.Type else { continue }
      projectRule.finishErased(projectFacts[ObjectIdentifier(rule)] ?? [], project: project)
    }
    // Project rules report from facts: their findings in preview code go here (compile rules' stay).
    findings += unread + project.findings.filter { finding in
      guard let lines = previewLines[finding.file], LintRules.description(of: finding.ruleID)?.kind != .compile else { return true }
      return !lines.contains { $0.contains(finding.line) }
    }

    report.findings = findings
      .filter { finding in !(suppressions[finding.file]?.suppresses(finding) ?? false) }
      .map { finding in
        var adjusted = finding
        if let severity = configuration.severities[finding.ruleID] { adjusted.severity = severity }
        return configuration.settings.isCompiledByNoTarget(finding.file) ? adjusted.inFileNoTargetCompiles : adjusted
      }
      .sorted { ($0.file, $0.line, $0.column, $0.ruleID) < ($1.file, $1.line, $1.column, $1.ruleID) }
    if fixing {
      let byPath = Dictionary(sourcesRead.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
      (report.fixes, report.unfixed, report.fixedTrees) = Self.fixes(for: report.findings) { byPath[$0] }
    }
    return report
  }

  /// The error finding for a file that could not be read.
  static func unreadFinding(_ error: FileError) -> Finding {
    let location = error.location ?? (1, 1)
    let rule = if case .notUTF8 = error { "encoding" } else { "unreadable" }
    return Finding(ruleID: rule, severity: .error, file: error.path, line: location.line, column: location.column,
                   message: "\(error.message); the file was not linted", fix: [])
  }

  /// What checking one file gave.
  private struct FileResult: Sendable {
    let path: String
    let parsed: Bool
    let findings: [Finding]
    let suppression: Suppression?
    /// The lines of preview code.
    var previewLines: [ClosedRange<Int>] = []
    /// The facts each project rule took from the file, by rule type.
    let projectFacts: [(ObjectIdentifier, any Sendable)]
  }

  /// Parses and checks one file with the rules that concern it (on any thread).
  private static func check(_ source: SourceText, tree parsed: SourceFileSyntax?, rules: [any LintRule.Type], words: Set<String>,
                            index: TypeIndex, settings: ProjectSettings) -> FileResult {
    if GeneratedCode.isGenerated(source) {
      return FileResult(path: source.path, parsed: false, findings: [], suppression: nil, projectFacts: [])
    }
    let mentioned = IdentifierScan.identifiers(in: source.bytes, among: words)
    let applicable = rules.filter { $0.applies(to: mentioned, index: index) && $0.mayReport(in: source.bytes) }
    guard !applicable.isEmpty else {
      return FileResult(path: source.path, parsed: false, findings: [], suppression: nil, projectFacts: [])
    }
    let tree = parsed ?? ParsedSource.tree(of: source.bytes)
    // SwiftParser rejects some code the compiler accepts: a note, and the rest of the file is linted from
    // what did parse (findings on the lines it could not parse are left out).
    let file = LintFile(file: SourceFile(source: source, tree: tree), index: index, settings: settings)
    let syntax = tree.hasError ? SyntaxErrors.finding(tree, path: source.path, lines: file.file.lines) : nil
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
      let unparsed = SyntaxErrors.lines(tree, lines: file.file.lines)
      findings = findings.filter { !unparsed.contains($0.line) } + [syntax]
    }
    return FileResult(path: source.path, parsed: true, findings: findings, suppression: Suppression(file.file),
                      previewLines: file.previews.lines(in: file.file), projectFacts: projectFacts)
  }
}

extension SyntaxErrors {
  /// A file's first syntax error as a note (once per file): the parser may be stricter than the compiler,
  /// so it never fails a run.
  static func finding(_ tree: SourceFileSyntax, path: String, lines: LineTable) -> Finding {
    let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
    guard let first = diagnostics.first else {
      return Finding(ruleID: "syntax", severity: .note, file: path, line: 1, column: 1,
                     message: "lookout's parser could not read part of this file; the rest was linted", fix: [])
    }
    let location = lines.location(of: first.position.utf8Offset)
    let more = diagnostics.count > 1 ? " (and \(diagnostics.count - 1) more)" : ""
    return Finding(ruleID: "syntax", severity: .note, file: path, line: location.line, column: location.column,
                   message: "lookout's parser could not read this: \(first.message)\(more); the rest of the file was linted (if the compiler accepts it, nothing to do)", fix: [])
  }
}
