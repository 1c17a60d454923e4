import LookoutSyntax
internal import SwiftSyntax

/// The state of rewriting one file: the file, the project's plan, and the edits and report items so far.
final class RewriteContext {
  let file: SourceFile
  let plan: MigrationPlan
  private(set) var edits: [Edit] = []
  private(set) var manual: [ManualItem] = []
  /// The items of `manual`, to report each once.
  private var reported: Set<ManualItem> = []
  /// Whether this file now needs the runtime's module (a macro or protocol was added).
  var needsRuntimeImport = false
  /// The SwiftUI views of this file that hold a model migrated to `@Tracked` and that the bridge cannot make
  /// observe it (`--runtime lookout` below iOS 17).
  private(set) var trackedModelViews: [TrackedModelView] = []

  init(file: SourceFile, plan: MigrationPlan) {
    self.file = file
    self.plan = plan
  }

  var source: SourceText { file.source }
  /// The modules this file imports, as the project index read them (under `#if` too).
  private(set) lazy var imports: [String] = DeclarationScan.facts(of: file.source).imports
  var tree: SourceFileSyntax { file.tree }
  var runtime: MigrationRuntime { plan.runtime }
  var newline: String { file.newline }
  /// Whether this file's views observe through LookoutSwiftUI, the bridge before iOS 17. Not tied to
  /// `import SwiftUI`: a file whose views see SwiftUI another way must not get Apple's API either.
  var usesBridge: Bool { plan.usesBridge(in: file.path) }
  /// Whether this file's views follow `type` once migrated, so that its holders are rewritten: through the
  /// bridge only a `@Tracked` type (`MigrationPlan.isTrackedAfterMigration`), else any observable one.
  func isObservedByViews(_ type: String?) -> Bool {
    usesBridge ? plan.isTrackedAfterMigration(type) : plan.isObservableAfterMigration(type)
  }

  /// `Bindable`, or the bridge's `TrackedBindable` (and its import) where the views use the bridge.
  func bindableType() -> String {
    guard usesBridge else { return "Bindable" }
    needsBridgeImport = true
    return "TrackedBindable"
  }

  /// Whether the rewrite used the bridge's API, so the file needs `import LookoutSwiftUI`.
  var needsBridgeImport = false
  /// Bodies to wrap in `WithTracking { }` once the other edits are known.
  var bodyWraps: [TrackingViewWrap] = []

  // MARK: Edits

  func replace(_ range: Range<Int>, with text: String, _ kind: String) { edits.append(file.replacing(range, with: text, kind)) }

  func insert(_ text: String, at offset: Int, _ kind: String) { edits.append(file.inserting(text, at: offset, kind)) }

  /// Replaces a node's text (without its trivia).
  func replace(_ node: some SyntaxProtocol, with text: String, _ kind: String) { edits.append(file.replacing(node, with: text, kind)) }

  /// Removes a node and the spaces after it; when it stands alone on its line, the whole line. Edits made
  /// inside it, before or after, are dropped.
  func remove(_ node: some SyntaxProtocol, _ kind: String) {
    let removal = file.removing(node, kind)
    edits.append(removal)
    removals.append(removal.range)
  }

  private var removals: [Range<Int>] = []

  /// The edits to apply: all of them but those inside a removed node, and the bodies' wrappers.
  var effectiveEdits: [Edit] {
    var effective = edits
    if !removals.isEmpty {
      let removed = RemovedRanges(removals)
      effective = edits.filter { !removed.covers($0.range) }
    }
    guard !bodyWraps.isEmpty else { return effective }
    let replaced = effective.map(\.range).filter { !$0.isEmpty }
    return effective + bodyWraps.flatMap { $0.edits(in: source.bytes, newline: newline, replaced: replaced) }
  }

  /// Inserts `line` (e.g. `@Observable`) on its own line before `node`, in `node`'s indentation.
  func insertLine(_ line: String, before node: some SyntaxProtocol, _ kind: String) {
    edits.append(file.insertingLine(line, before: node, kind))
  }

  static func trimmedRange(_ node: some SyntaxProtocol) -> Range<Int> { SourceFile.trimmedRange(node) }

  func indentation(at offset: Int) -> String { file.indentation(at: offset) }

  func startsLine(at offset: Int) -> Bool { file.startsLine(at: offset) }

  func lineAwareRange(_ range: Range<Int>) -> Range<Int> { source.lineAwareRange(range) }

  // MARK: Report

  func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) { file.location(of: node) }

  func report(_ node: some SyntaxProtocol, _ reason: String, suggestion: String) {
    let (line, column) = location(of: node)
    let item = ManualItem(file: source.path, line: line, column: column, reason: reason, suggestion: suggestion)
    if reported.insert(item).inserted {
      manual.append(item)
      manualRanges.append(Self.trimmedRange(node))
    }
  }

  /// Where each item of `manual` was reported.
  private var manualRanges: [Range<Int>] = []

  /// The items to report: all of `manual` but those about code a removal takes out (a publisher use inside
  /// a forwarding the rewrite deletes), which no longer exists to be looked at.
  var effectiveManual: [ManualItem] {
    guard !removals.isEmpty else { return manual }
    let removed = RemovedRanges(removals)
    return zip(manual, manualRanges).filter { !removed.covers($0.1) }.map(\.0)
  }

  func line(of offset: Int) -> Int { file.line(of: offset) }

  /// Records that the SwiftUI view `view`, declared at `node`, holds `model`, which becomes `@Tracked`, and
  /// that the bridge cannot make it observe the model, for `reason`.
  func recordTrackedModelView(_ view: String, model: String, reason: String, at node: some SyntaxProtocol) {
    let (line, _) = location(of: node.parent ?? Syntax(node))
    trackedModelViews.append(TrackedModelView(view: view, model: model, reason: reason, file: source.path, line: line))
  }

  // MARK: Models the rewrite cannot migrate

  /// Models this file shows cannot migrate (the plan is made again without them).
  private(set) var keepBack: [KeptBack] = []

  /// Asks that `model` stay `ObservableObject`, for a reason found at `node`.
  func keepBack(_ model: String, rule: KeptBack.Rule, at node: some SyntaxProtocol, _ reason: String, suggestion: String? = nil) {
    let (line, _) = location(of: node)
    keepBack.append(KeptBack(model: model, rule: rule, reason: reason, file: source.path, line: line, suggestion: suggestion))
  }
}
