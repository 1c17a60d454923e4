import LookoutSyntax

/// One rewrite of the project under a plan, in memory: every relevant file rewritten (on every core, handed
/// over in path order), the uses the whole-project check looks at in the result, the result's token facts,
/// and the models the rewrites found they cannot migrate. Nothing is written.
struct RewritePass {
  enum FileResult: Sendable {
    case unreadable(String)
    case skipped(SkippedFile)
    case rewritten(path: String, original: [UInt8], FileRewriter.Outcome)
  }

  private(set) var files: [FileResult] = []
  /// The uses in the planned result.
  private(set) var uses: [LegacyUse] = []
  private(set) var keepBack: [KeptBack] = []
  /// The token facts of the files the pass changes.
  private(set) var changedFacts: [String: FileFacts] = [:]

  init(_ project: IndexedProject, plan: MigrationPlan, sources: some SourceProvider, jobs: Int, progress: (@Sendable (String) -> Void)?) {
    let finder = LegacyUseFinder(types: project.index.members, requirements: project.requirements)
    let trees = project.trees
    let checks = !plan.migrating.isEmpty || !plan.rewrittenProtocols.isEmpty
    OrderedParallelMap.run(project.relevant, jobs: jobs, transform: { path -> (FileResult, [LegacyUse], FileFacts?) in
      progress?("rewriting \(path)")
      let parsed: ParsedSource
      if let cached = trees[path] {
        parsed = cached
      } else {
        switch LoadedFile.load(path, from: sources) {
        case nil: return (.unreadable(path), [], nil)
        case .skipped(let skipped): return (.skipped(skipped), [], nil)
        case .parsed(let loaded): parsed = loaded
        }
      }
      let outcome = FileRewriter.run(parsed, plan: plan)
      var uses: [LegacyUse] = []
      var facts: FileFacts?
      if case .changed(let bytes, _, let tree, let applied) = outcome.result {
        let result = SourceText(path: path, bytes: bytes)
        facts = DeclarationScan.facts(of: result)
        if checks {
          // Found in the result, reported where they are in the file as it is.
          let original = SourceFile(source: parsed.source, tree: parsed.tree)
          uses = finder.uses(in: SourceFile(source: result, tree: tree)).map { $0.placed(in: original, undoing: applied) }
        }
      } else if checks {
        uses = finder.uses(in: SourceFile(source: parsed.source, tree: parsed.tree))
      }
      return (.rewritten(path: path, original: parsed.source.bytes, outcome), uses, facts)
    }, consume: { _, result in
      files.append(result.0)
      uses += result.1
      if let facts = result.2 { changedFacts[facts.path] = facts }
      if case .rewritten(_, _, let outcome) = result.0 { keepBack += outcome.keepBack }
    })
  }

  /// Every file's token facts after the pass: the changed files' new ones, the others' as they were.
  func resultFacts(_ before: [String: FileFacts]) -> [FileFacts] {
    before.keys.sorted().compactMap { changedFacts[$0] ?? before[$0] }
  }
}
