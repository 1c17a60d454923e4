import LookoutSyntax

/// The whole-project check run on two trees, the project before a migration and after it (by the tool or by
/// hand): `lookout migrate --check-from <before> <after>`.
public enum ProjectCheck {
  /// Indexes both trees, then parses the files of `after` that may hold a use and checks every use.
  /// `jobs`: threads to use (nil: one per core).
  public static func run(before: some SourceProvider, after: some SourceProvider, jobs: Int? = nil) -> CheckReport {
    let jobs = jobs ?? OrderedParallelMap.defaultJobs
    let beforeFacts = scan(before, jobs: jobs).facts
    let afterFacts = scan(after, jobs: jobs).facts
    let check = MigrationCheck(before: beforeFacts, after: afterFacts)
    let afterTypes = ProjectTypes(facts: afterFacts)
    let requirements = ObservableObjectRequirements(facts: afterFacts, implying: LegacyConformance(facts: beforeFacts).implying)
    let words = Self.words(check: check, requirements: requirements, before: beforeFacts, after: afterFacts)
    let finder = LegacyUseFinder(types: afterTypes, requirements: requirements)
    var report = CheckReport()
    report.filesScanned = after.paths.count
    report.migrated = check.migrated.sorted()
    var uses: [LegacyUse] = []
    let projections = IndexedProject.projectedNames(beforeFacts)
    OrderedParallelMap.run(after.paths, jobs: jobs, transform: { path -> (uses: [LegacyUse], unparsed: [String]) in
      guard let source = try? after.loadSource(path),
            IdentifierScan.mentions(source.bytes, anyOf: words) || IdentifierScan.mentionsProjection(source.bytes, of: projections)
      else { return ([], []) }
      let parsed = ParsedSource(source)
      let unparsed = parsed.tree.hasError ? SyntaxErrors.describe(parsed.tree, lines: LineTable(source.bytes)).prefix(1).map { "\(path): \($0)" } : []
      return (finder.uses(in: SourceFile(source: source, tree: parsed.tree)), unparsed)
    }, consume: { _, result in
      uses += result.uses
      report.unparsed += result.unparsed
    })
    for use in uses { report.usesByKind[use.kind.key, default: 0] += 1 }
    report.broken = check.breaks(in: uses).map(CheckedUse.init)
    return report
  }

  /// Every file's token facts, in path order, and the lines read.
  static func scan(_ sources: some SourceProvider, jobs: Int) -> (facts: [FileFacts], lines: Int) {
    var facts: [FileFacts] = []
    var lines = 0
    OrderedParallelMap.run(sources.paths, jobs: jobs, transform: { path -> (FileFacts, Int)? in
      guard let source = try? sources.loadSource(path) else { return nil }
      return (DeclarationScan.facts(of: source), source.lineCount)
    }, consume: { _, scanned in
      guard let scanned else { return }
      facts.append(scanned.0)
      lines += scanned.1
    })
    return (facts, lines)
  }

  /// Words one of which a file must mention to hold a use the check looks at (besides `$name` projections):
  /// the legacy wrappers and modifier, `objectWillChange`, the migrated models and rewritten protocols, every
  /// alias, the wrappers and generics constrained to `ObservableObject`.
  static func words(check: MigrationCheck, requirements: ObservableObjectRequirements, before: [FileFacts], after: [FileFacts]) -> Set<String> {
    var words = ProjectIndex.keywords
    words.formUnion(check.migrated)
    words.formUnion(check.rewrittenProtocols)
    words.formUnion(requirements.names)
    for file in before + after { words.formUnion(file.typealiases.keys) }
    return words
  }
}
