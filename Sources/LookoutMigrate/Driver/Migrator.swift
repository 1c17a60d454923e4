import LookoutSyntax
import Foundation

/// Moves a project from `ObservableObject` to `@Observable` (or `@Tracked`): indexes every file first,
/// then rewrites models and the views that hold them, and reports what needs a person.
///
/// Files that do not mention anything relevant are not parsed; files that do not parse are reported and
/// left alone; every rewritten file is checked to parse before it is returned, and the whole planned result
/// is checked before anything is returned (see `migrate(_:)`). Files are read, parsed and rewritten on every
/// core, and handed over in path order.
public struct Migrator: Sendable {
  public var options: MigrationOptions
  /// Called now and then with a progress line (for long runs), from any thread.
  public var progress: (@Sendable (String) -> Void)?

  public init(options: MigrationOptions = MigrationOptions()) { self.options = options }

  /// Migrates, keeping every changed file in the report (`changes`). Nothing is written: the caller writes
  /// the changes when `report.broken` is empty (or when asked to write a partial migration).
  ///
  /// The plan is checked before it is returned: the planned result is indexed again and every remaining use
  /// that needs `ObservableObject` must refer to a type that still is one (`MigrationCheck`). A model whose
  /// migration would break a use, or that a rule keeps (Core Data objects, types observable through
  /// something outside the project, types held by `ObservableObject`-only wrappers, models announcing state
  /// the migration cannot track), stays `ObservableObject` with its group, and the plan is made again;
  /// `report.keptBack` says which rule kept each. Models named with `--only` are not kept back by the check:
  /// what would break is left in `report.broken`.
  ///
  /// `proceed` sees the report once the project is indexed (`modelsFound`); when it returns false, nothing
  /// is planned or rewritten and the report says so (`stoppedBeforeRewriting`).
  public func migrate(_ sources: some SourceProvider, proceed: (MigrationReport) -> Bool = { _ in true }) -> MigrationReport {
    var report = MigrationReport()
    let project = IndexedProject(sources, options: options, progress: progress, report: &report)
    let index = project.index
    report.modelsFound = index.models.keys.sorted()
    guard proceed(report) else {
      report.stoppedBeforeRewriting = true
      return report
    }
    let rules = KeepBackRules(project, coreDataEntities: options.coreDataEntities)
    // What the check knows of the project before: the same for every round.
    let before = MigrationCheck.Before(project.ordered, index: project.index)
    guard var result = converge(project, before: before, sources: sources, rules: rules, keptBack: rules.keptBack) else {
      report.unknownModels = MigrationPlan(index: index, runtime: options.runtime, only: options.only).unknownModels
      return report
    }
    // A model the check kept for a use inside a type that, in the end, stays ObservableObject itself may not
    // need to: one more round without those.
    let stale = result.keptBack.filter { _, kept in
      kept.rule == .check && kept.cause.map { index.models[$0] != nil && !result.plan.migrating.contains($0) } == true
    }
    if !stale.isEmpty, let retry = converge(project, before: before, sources: sources, rules: rules, keptBack: result.keptBack.filter { stale[$0.key] == nil }),
       retry.broken.count <= result.broken.count, retry.plan.migrating.count > result.plan.migrating.count {
      result = retry
    }
    let (plan, pass, broken) = (result.plan, result.pass, result.broken)
    report.models = plan.migrating.sorted()
    report.keptBack = plan.keptBack.sorted { ($0.model, $0.file, $0.line) < ($1.model, $1.file, $1.line) }
    report.broken = broken.map(CheckedUse.init)
    report.manual += plan.notes
    report.manual += broken.map { item in
      ManualItem(file: item.use.file, line: item.use.line, column: item.use.column, reason: "would break: \(item.reason)",
                 suggestion: "rewrite this use for an @Observable type, or keep \(MigrationCheck.list(item.models)) on ObservableObject (--only the other models)")
    }
    for file in pass.files {
      switch file {
      case .skipped(let skipped):
        report.filesParsed += 1
        report.skipped.append(skipped)
      case .rewritten(let path, let original, let outcome):
        report.filesParsed += 1
        report.manual += outcome.manual
        report.trackedModelViews += outcome.trackedModelViews
        switch outcome.result {
        case .unchanged:
          break
        case .changed(let edited, let edits, _, _):
          report.filesChanged += 1
          report.changes.append(FileChange(path: path, original: original, edited: edited))
          report.edits += edits
        case .failed(let reason):
          report.skipped.append(SkippedFile(path: path, errors: [reason]))
        }
      }
    }
    report.manual += RuntimeNotes.items(plan: plan, changes: report.changes)
    report.manual = Array(Set(report.manual)).sorted { ($0.file, $0.line, $0.column, $0.reason) < ($1.file, $1.line, $1.column, $1.reason) }
    return report
  }

  /// A plan, its rewrite and what the check finds, once no rule or check keeps back another model.
  private struct Converged {
    let plan: MigrationPlan
    let pass: RewritePass
    let broken: [CheckBreak]
    let keptBack: [String: KeptBack]
  }

  /// Plans, rewrites and checks until no rewrite asks to keep a model back and no break names a model that could
  /// be: each round keeps back more, so it ends. Models named with `--only` are never kept back by the check.
  /// Nil when `--only` names a model the project does not have.
  private func converge(_ project: IndexedProject, before: MigrationCheck.Before, sources: some SourceProvider, rules: KeepBackRules,
                        keptBack start: [String: KeptBack]) -> Converged? {
    var keptBack = start
    let named = options.only ?? []
    // Trees parsed by one round serve the next, up to a bound of source text.
    var trees = project.trees
    var cachedBytes = trees.values.reduce(0) { $0 + $1.cacheCost }
    var previous: RewritePass?
    while true {
      let plan = MigrationPlan(index: project.index, runtime: options.runtime, bridge: options.bridge, deploymentSettings: options.deploymentSettings, only: options.only, unpublished: options.unpublished,
                               swiftUI: options.swiftUI, publisherSites: project.sites, announced: project.announced,
                               keptBack: keptBack, observableFromOutside: rules.observableFromOutside, counterparts: project.counterparts,
                               viewMembers: project.viewMembers)
      guard plan.unknownModels.isEmpty else { return nil }
      let pass = RewritePass(project, plan: plan, trees: trees, previous: previous, sources: sources, jobs: options.jobs,
                             keepBytes: options.roundCacheBytes, progress: progress)
      var added = false
      for request in pass.keepBack where keptBack[request.model] == nil && plan.migrating.contains(request.model) && !named.contains(request.model) {
        keptBack[request.model] = request
        added = true
      }
      // Uses the plan breaks name the models to keep back too, in the same round.
      let broken = MigrationCheck(before: before, after: pass.resultFacts(project.ordered)).breaks(in: pass.uses)
      for item in broken {
        for model in item.models where keptBack[model] == nil && plan.migrating.contains(model) && !named.contains(model) {
          keptBack[model] = KeptBack(model: model, rule: .check, reason: "\(item.reason) (\(item.use.file):\(item.use.line))",
                                     file: item.use.file, line: item.use.line, cause: item.use.enclosing)
          added = true
        }
      }
      if !added { return Converged(plan: plan, pass: pass, broken: broken, keptBack: keptBack) }
      for (path, parsed) in pass.parsed.sorted(by: { $0.key < $1.key })
      where pass.quiet[path] == nil && cachedBytes + parsed.cacheCost <= options.roundCacheBytes {
        trees[path] = parsed
        cachedBytes += parsed.cacheCost
      }
      previous = pass
    }
  }

  /// Migrates, then hands each changed file to `handle` in path order (to print or write it), instead of
  /// keeping it in the report: `changes` stays empty. The whole plan is made and checked first, so `handle`
  /// sees the changes of a plan that passed the check — or, when `report.broken` is not empty, of one that
  /// did not: a caller that writes should look at the report first (`migrate(_:)`).
  public func migrate(_ sources: some SourceProvider, handle: (FileChange) -> Void) -> MigrationReport {
    var report = migrate(sources)
    for change in report.changes { handle(change) }
    report.changes = []
    return report
  }
}
