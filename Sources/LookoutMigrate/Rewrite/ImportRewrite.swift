import LookoutSyntax
internal import SwiftSyntax

/// Imports after the rewrite: the runtime's module where the file now needs it (`import Observation`, unless
/// SwiftUI is imported, which re-exports it; `import Lookout` for the Lookout runtime), and no
/// `import Combine` once nothing in the file uses Combine.
enum ImportRewrite {
  /// Identifiers that mean a file still uses Combine. Generous on purpose: keeping an import is harmless,
  /// removing a needed one breaks the build.
  static let combineWords: Set<String> = [
    "AnyCancellable", "Cancellable", "PassthroughSubject", "CurrentValueSubject", "AnyPublisher", "Publisher",
    "Publishers", "Just", "Future", "Deferred", "Subscribers", "Subscriber", "Subscription", "sink",
    "eraseToAnyPublisher", "debounce", "throttle", "Published", "ObservableObject", "objectWillChange",
    "ObservableObjectPublisher", "Scheduler", "publisher", "combineLatest", "removeDuplicates",
    "ImmediateScheduler", "AnySubscriber", "Fail", "Record",
  ]

  /// The edit adding the runtime's import, when needed. `replacing` is an import being removed: the new
  /// import takes its place rather than being added beside it.
  static func runtimeImport(in context: RewriteContext, replacing removed: ImportDeclSyntax? = nil) -> Edit? {
    guard context.needsRuntimeImport else { return nil }
    let imports = topLevelImports(context)
    if imports.contains(where: { context.runtime.providingModules.contains($0.module) }) { return nil }
    let line = "import \(context.runtime.module)"
    if let removed {
      return Edit(range: RewriteContext.trimmedRange(removed), replacement: line, kind: "replace import Combine with \(line)")
    }
    if let last = imports.last {
      let offset = last.decl.endPositionBeforeTrailingTrivia.utf8Offset
      return Edit(range: offset..<offset, replacement: context.newline + line, kind: "add \(line)")
    }
    let offset = context.tree.statements.first?.positionAfterSkippingLeadingTrivia.utf8Offset
      ?? context.tree.endPositionBeforeTrailingTrivia.utf8Offset
    return Edit(range: offset..<offset, replacement: line + context.newline + context.newline, kind: "add \(line)")
  }

  /// `import LookoutSwiftUI`, when the file's views now use the bridge and it lacks one: beside `import SwiftUI`
  /// (under the same `#if` clause when it is conditional), else after the last import that stays, else first.
  /// `removing` is an `import Combine` the rewrite deletes: the new import never lands inside it.
  static func bridgeImport(in context: RewriteContext, removing combine: ImportDeclSyntax?) -> Edit? {
    guard context.needsBridgeImport else { return nil }
    let imports = context.file.imports
    guard !imports.contains(where: { $0.module == "LookoutSwiftUI" }) else { return nil }
    let line = "import LookoutSwiftUI"
    let anchor = imports.first { $0.module == "SwiftUI" }
      ?? imports.last { !$0.isConditional && $0.decl.id != combine?.id }
    if let anchor {
      let offset = anchor.decl.endPositionBeforeTrailingTrivia.utf8Offset
      return Edit(range: offset..<offset, replacement: context.newline + line, kind: "add \(line)")
    }
    let offset = context.tree.statements.first?.positionAfterSkippingLeadingTrivia.utf8Offset
      ?? context.tree.endPositionBeforeTrailingTrivia.utf8Offset
    return Edit(range: offset..<offset, replacement: line + context.newline + context.newline, kind: "add \(line)")
  }

  /// `import Combine`, when `migrated` (the file after the other edits) no longer uses it.
  static func unusedCombineImport(in context: RewriteContext, migrated: [UInt8]) -> ImportDeclSyntax? {
    guard let combine = topLevelImports(context).first(where: { $0.module == "Combine" }) else { return nil }
    return IdentifierScan.mentions(migrated, anyOf: combineWords) ? nil : combine.decl
  }

  /// Whether `decl` is the file's last top-level import (where the runtime's import would go).
  static func isLastImport(_ decl: ImportDeclSyntax, in context: RewriteContext) -> Bool {
    topLevelImports(context).last?.decl.id == decl.id
  }

  static func removal(of combine: ImportDeclSyntax, in context: RewriteContext) -> Edit {
    Edit(range: context.lineAwareRange(RewriteContext.trimmedRange(combine)), replacement: "", kind: "remove import Combine")
  }

  /// The imports outside any `#if`: only those hold for the whole file.
  private static func topLevelImports(_ context: RewriteContext) -> [(decl: ImportDeclSyntax, module: String)] {
    context.file.imports.filter { !$0.isConditional }.map { ($0.decl, $0.module) }
  }
}
