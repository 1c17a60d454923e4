import LookoutSyntax
internal import SwiftParser
internal import SwiftParserDiagnostics
internal import SwiftSyntax

/// Migrates one parsed file: finds what to edit, applies the edits to the original bytes, fixes imports,
/// and checks that the result still parses.
struct FileRewriter {
  /// What became of the file, what the report gets, and the models the rewrite found it cannot migrate.
  struct Outcome {
    enum Result {
      case unchanged
      /// The new bytes (with the regions that changed), their tree, and the edits that made them.
      /// The tree is nil once the pass has looked at it (`releasingTree()`): a project's trees are not kept.
      case changed(EditedBytes, edits: [EditRecord], tree: SourceFileSyntax?, applied: [Edit])
      case failed(String)
    }
    let result: Result
    let manual: [ManualItem]
    let keepBack: [KeptBack]
    /// The SwiftUI views holding a model that becomes `@Tracked`.
    let trackedModelViews: [TrackedModelView]

    /// This outcome without the changed file's tree, which grows with the file: memory then grows with
    /// the largest file, not with the project.
    func releasingTree() -> Outcome {
      guard case .changed(let edited, let edits, _, let applied) = result else { return self }
      return Outcome(result: .changed(edited, edits: edits, tree: nil, applied: applied), manual: manual, keepBack: keepBack,
                     trackedModelViews: trackedModelViews)
    }
  }

  static func run(_ parsed: ParsedSource, plan: MigrationPlan) -> Outcome {
    let source = parsed.source
    let tree = parsed.tree
    let context = RewriteContext(file: SourceFile(source: source, tree: tree), plan: plan)
    Walker(context: context).walk(tree)
    func outcome(_ result: Outcome.Result) -> Outcome { Outcome(result: result, manual: context.effectiveManual, keepBack: context.keepBack, trackedModelViews: context.trackedModelViews) }
    var edits = context.effectiveEdits
    guard !edits.isEmpty else { return outcome(.unchanged) }
    if context.usesBridge, let edit = edits.first(where: { Self.needsObservationSystem($0.replacement) }) {
      return outcome(.failed("the rewrite would use Apple's Observation API, which needs iOS 17 / macOS 14, in a file built for "
        + "an earlier system (\(edit.kind)); the file was left untouched — please report this"))
    }
    do {
      // Imports last: whether Combine is still used depends on the other edits.
      let combine = ImportRewrite.unusedCombineImport(in: context, migrated: try edits.applied(to: source.bytes))
      let replaced = combine.flatMap { ImportRewrite.isLastImport($0, in: context) ? $0 : nil }
      let runtimeImport = ImportRewrite.runtimeImport(in: context, replacing: replaced)
      // First among insertions at the same offset (a file without imports starts with the model).
      if let runtimeImport { edits.insert(runtimeImport, at: 0) }
      if let bridgeImport = ImportRewrite.bridgeImport(in: context, removing: combine) { edits.insert(bridgeImport, at: runtimeImport == nil ? 0 : 1) }
      if let combine, runtimeImport?.range != RewriteContext.trimmedRange(combine) {
        edits.append(ImportRewrite.removal(of: combine, in: context))
      }
      let migrated = try edits.editing(source.bytes)
      let reparsed = parsed.reparsed(after: edits, giving: migrated.bytes)
      if let problem = Self.syntaxProblem(in: reparsed, bytes: migrated.bytes) {
        return outcome(.failed("the rewrite would not parse (\(problem)); the file was left untouched — please report this"))
      }
      let records = edits.map { EditRecord(file: source.path, line: context.line(of: $0.range.lowerBound), kind: $0.kind) }
      return outcome(.changed(migrated, edits: records, tree: reparsed, applied: edits))
    } catch {
      return outcome(.failed(error.description))
    }
  }

  /// Whether inserted text uses SwiftUI's Observation-only API (`@Bindable`, `Bindable(x)`,
  /// `@Environment(T.self)`), which a file using the bridge must never get.
  static func needsObservationSystem(_ text: String) -> Bool {
    for word in ["Bindable(", "@Bindable", "@Environment("] {
      var from = text.startIndex
      while let found = text.range(of: word, range: from..<text.endIndex) {
        from = found.upperBound
        let before = text[text.startIndex..<found.lowerBound]
        if before.hasSuffix("Tracked") { continue }
        if word == "@Environment(", !text[found.upperBound...].prefix(while: { $0 != ")" }).hasSuffix(".self") { continue }
        return true
      }
    }
    return false
  }

  /// The first syntax error of `tree` (parsed from `bytes`), as `line:column: message`.
  static func syntaxProblem(in tree: SourceFileSyntax, bytes: [UInt8]) -> String? {
    guard tree.hasError else { return nil }
    return SyntaxErrors.describe(tree, lines: LineTable(bytes)).first ?? "syntax error"
  }

  /// Visits every declaration and call that the migration rewrites.
  private final class Walker: SyntaxVisitor {
    let context: RewriteContext

    init(context: RewriteContext) {
      self.context = context
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      if let model = context.plan.index.models[node.name.text], context.plan.isMigrating(node.name.text),
         ModelRewrite.isModelDeclaration(node, index: context.plan.index) {
        ModelRewrite.migrate(node, model: model, in: context)
      } else {
        ViewRewrite.migrate(members: node.memberBlock, typeName: node.name.text, in: context)
        BindableLocalsRewrite.insert(in: node.memberBlock, owner: node.name.text, in: context)
      }
      return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      ViewRewrite.migrate(members: node.memberBlock, typeName: node.name.text, in: context)
      BindableLocalsRewrite.insert(in: node.memberBlock, owner: node.name.text, in: context)
      return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      if let owner = SyntaxNames.components(of: node.extendedType).last {
        BindableLocalsRewrite.insert(in: node.memberBlock, owner: owner, in: context)
        // `_model = StateObject(wrappedValue: …)` in an initializer the extension declares.
        let held = (context.plan.index.wrappedProperties[owner] ?? [:]).values.filter { context.isObservedByViews($0.model) }
        InitializerFormsRewrite.migrate(members: node.memberBlock, properties: Dictionary(held.map { ($0.name, $0.wrapper) }) { first, _ in first },
                                        in: context)
        if context.plan.isMigrating(owner), let model = context.plan.index.models[owner] {
          ObjectWillChangeRewrite.migrate(node.memberBlock, model: owner, stored: Set(model.storedVars ?? []), in: context)
        }
      }
      guard let name = SyntaxNames.components(of: node.extendedType).last, context.plan.isMigrating(name),
            let clause = node.inheritanceClause else { return .visitChildren }
      let items = clause.inheritedTypes
      guard items.contains(where: { InheritanceRewrite.isObservableObject($0.type) }) else { return .visitChildren }
      if items.count == 1, node.memberBlock.members.isEmpty, node.attributes.isEmpty, node.genericWhereClause == nil {
        context.remove(node, "remove extension adding ObservableObject")
        return .skipChildren
      }
      InheritanceRewrite.removeObservableObject(from: clause, in: context)
      return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
      let name = node.name.text
      guard context.plan.index.refiningProtocols[name] != nil, let clause = node.inheritanceClause,
            let item = clause.inheritedTypes.first(where: { InheritanceRewrite.isObservableObject($0.type) }) else {
        return .skipChildren
      }
      guard context.plan.rewrittenProtocols.contains(name) else {
        context.report(node, "protocol \(name) refines ObservableObject, and some of its conformers stay ObservableObject",
                       suggestion: "migrate every conformer of \(name) together, then write `protocol \(name): AnyObject, \(context.runtime.protocolName)`")
        return .skipChildren
      }
      let hasAnyObject = clause.inheritedTypes.contains { $0.type.trimmedDescription == "AnyObject" }
      let replacement = hasAnyObject ? context.runtime.protocolName : "AnyObject, \(context.runtime.protocolName)"
      context.replace(item.type, with: replacement, "protocol refinement → \(replacement)")
      context.needsRuntimeImport = true
      return .skipChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
      let name = node.name.text
      guard context.plan.index.composingAliases[name] != nil else { return .skipChildren }
      let components = AliasComposition.elements(of: node.initializer.value)
      guard context.plan.rewrittenProtocols.contains(name),
            let item = components.first(where: { InheritanceRewrite.isObservableObject($0) }) else {
        context.report(node, "typealias \(name) includes ObservableObject, and some of the models conforming through it stay ObservableObject",
                       suggestion: "migrate them together, then replace ObservableObject with `AnyObject & \(context.runtime.protocolName)`")
        return .skipChildren
      }
      let hasAnyObject = components.contains { $0.trimmedDescription == "AnyObject" }
      let replacement = hasAnyObject ? context.runtime.protocolName : "AnyObject & \(context.runtime.protocolName)"
      context.replace(item, with: replacement, "alias component → \(replacement)")
      context.needsRuntimeImport = true
      return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if ObjectWillChangeRewrite.migrateExternalSend(node, in: context) { return .skipChildren }
      PublisherUseRewrite.migrateAssign(node, in: context)
      ModifierRewrite.migrate(node, in: context)
      return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      PublisherUseRewrite.migrate(node, in: context)
      return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      if mayUseBridgedPublishers { PublisherUseRewrite.migrate(node, in: context) }
      return .skipChildren
    }

    /// Whether the file mentions `$name` for a property that keeps a publisher: most files do not, and
    /// their identifiers need no look.
    private lazy var mayUseBridgedPublishers: Bool = context.plan.bridges.properties.values
      .flatMap(\.keys).contains { context.source.contains("$" + $0) }
  }
}
