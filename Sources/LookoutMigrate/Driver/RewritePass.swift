import LookoutSyntax

/// One rewrite of the project under a plan, in memory: every relevant file rewritten (on every core, handed
/// over in path order), the uses the whole-project check looks at in the result, the result's token facts,
/// and the models the rewrites found they cannot migrate. Nothing is written.
struct RewritePass {
  enum FileResult: Sendable {
    case skipped(SkippedFile)
    case rewritten(path: String, original: [UInt8], FileRewriter.Outcome)
  }

  private(set) var files: [FileResult] = []
  /// The uses in the planned result.
  private(set) var uses: [LegacyUse] = []
  private(set) var keepBack: [KeptBack] = []
  /// The token facts of the files the pass changes.
  private(set) var changedFacts: [String: FileFacts] = [:]
  /// The trees this pass parsed (those it was not given), for a next pass under another plan.
  private(set) var parsed: [String: ParsedSource] = [:]
  /// Per file: its result and uses, when the rewrite left it alone and said nothing of it. A plan that migrates
  /// fewer models leaves such a file alone too (every rewrite and report is made for a model that migrates), so
  /// a next pass reuses them.
  private(set) var quiet: [String: (result: FileResult, uses: [LegacyUse])] = [:]

  /// `trees`: files parsed already; `previous`: the pass under a plan that migrated these models and more.
  init(_ project: IndexedProject, plan: MigrationPlan, trees: [String: ParsedSource], previous: RewritePass?,
       sources: some SourceProvider, jobs: Int, keepBytes: Int, progress: (@Sendable (String) -> Void)?) {
    var parsedBytes = 0
    let finder = LegacyUseFinder(types: project.index.members, requirements: project.requirements)
    let reusable = previous?.quiet ?? [:]
    let checks = !plan.migrating.isEmpty || !plan.rewrittenProtocols.isEmpty
    OrderedParallelMap.run(project.relevant, jobs: jobs, transform: { path -> (FileResult, [LegacyUse], FileFacts?, ParsedSource?) in
      if let reused = reusable[path] { return (reused.result, reused.uses, nil, nil) }
      progress?("rewriting \(path)")
      let parsed: ParsedSource
      var loaded: ParsedSource?
      if let cached = trees[path] {
        parsed = cached
      } else {
        switch LoadedFile.load(path, from: sources) {
        case .skipped(let skipped): return (.skipped(skipped), [], nil, nil)
        case .parsed(let source):
          parsed = source
          loaded = source
        }
      }
      let outcome = FileRewriter.run(parsed, plan: plan)
      var uses: [LegacyUse] = []
      var facts: FileFacts?
      if case .changed(let edited, _, let reparsed, let applied) = outcome.result, let tree = reparsed {
        let result = SourceText(path: path, bytes: edited.bytes)
        facts = DeclarationScan.facts(of: result)
        if checks {
          // Found in the result, reported where they are in the file as it is.
          let original = SourceFile(source: parsed.source, tree: parsed.tree)
          uses = finder.uses(in: SourceFile(source: result, tree: tree)).map { $0.placed(in: original, undoing: applied) }
        }
      } else if checks {
        uses = finder.uses(in: SourceFile(source: parsed.source, tree: parsed.tree))
      }
      return (.rewritten(path: path, original: parsed.source.bytes, outcome.releasingTree()), uses, facts, loaded)
    }, consume: { _, result in
      files.append(result.0)
      uses += result.1
      if case .rewritten(let path, _, let outcome) = result.0, case .unchanged = outcome.result, outcome.manual.isEmpty, outcome.keepBack.isEmpty {
        quiet[path] = (result.0, result.1)
      }
      if let facts = result.2 { changedFacts[facts.path] = facts }
      // Trees for the next pass, up to a bound of source text: beyond it, that pass parses again.
      if let loaded = result.3, parsedBytes + loaded.cacheCost <= keepBytes {
        parsed[loaded.path] = loaded
        parsedBytes += loaded.cacheCost
      }
      if case .rewritten(_, _, let outcome) = result.0 { keepBack += outcome.keepBack }
    })
  }

  /// Every file's token facts after the pass: the changed files' new ones, the others' as they were.
  func resultFacts(_ before: [FileFacts]) -> [FileFacts] {
    before.map { changedFacts[$0.path] ?? $0 }
  }
}

extension ParsedSource {
  /// What keeping this tree costs, in the source bytes the caches' bounds count: its source, but at least
  /// 16 KB, since a parsed tree's arenas take several 4 KB slabs however small the file (20,000 small files
  /// under a 1 MB bound would keep 5,000 trees).
  var cacheCost: Int { Swift.max(source.bytes.count, 16 << 10) }
}
