import LookoutSyntax
internal import SwiftSyntax

/// The member names view code reads while a body runs (`.title` in `Text(model.title)`, `$model.isOn`,
/// `\.name`), from the files that declare or extend a view: whether a property that becomes tracked can change
/// what a view shows. Reads in closures that run later (actions, `.task`, lifecycle callbacks: `ClosureTiming`)
/// and in methods that return nothing (actions) do not count; assignments' targets do not either. By name, not
/// by type: a name missing here is one no view code reads while building views.
enum ViewMembers {
  /// Whether an inherited name makes a type view code: SwiftUI's views, representables, modifiers, styles and
  /// scenes, and UIKit's and AppKit's views and view controllers (which track Observation reads too).
  static func isViewProtocol(_ name: String) -> Bool {
    let base = name.split(separator: ".").last.map(String.init) ?? name
    return base == "App" || ["View", "Representable", "Modifier", "Style", "Scene", "ViewController", "Cell"].contains(where: base.hasSuffix)
  }

  /// The files that declare a view type or extend one the project declares.
  static func viewCodeFiles(_ facts: [FileFacts]) -> Set<String> {
    var views: Set<String> = []
    for file in facts {
      for type in file.types where type.kind != .protocol && type.kind != .extension && type.inherited.contains(where: isViewProtocol) {
        views.insert(type.name)
      }
    }
    var files: Set<String> = []
    for file in facts where file.types.contains(where: { type in
      type.kind == .extension ? views.contains(type.name) || type.inherited.contains(where: isViewProtocol)
        : type.kind != .protocol && views.contains(type.name)
    }) {
      files.insert(file.path)
    }
    return files
  }

  /// Whether `bytes` declare view content outside a view type (`var header: some View` in an extension).
  static func mentionsSomeView(_ bytes: [UInt8]) -> Bool {
    let pattern = Array("some View".utf8)
    guard bytes.count >= pattern.count else { return false }
    return (0...(bytes.count - pattern.count)).contains { start in
      bytes[start] == pattern[0] && bytes[start..<(start + pattern.count)].elementsEqual(pattern)
    }
  }

  /// The member names `tree` reads while a body runs.
  static func names(in tree: SourceFileSyntax) -> Set<String> {
    let reader = BodyReads(viewMode: .sourceAccurate)
    reader.walk(tree)
    return reader.names
  }

  private final class BodyReads: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
      // A custom binding's getter runs when the control shows the value.
      let (call, label) = ClosureTiming.call(taking: node)
      if label == "get", let call, ClosureTiming.isBindingInit(call) { return .visitChildren }
      return ClosureTiming.of(node) == .later ? .skipChildren : .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      node.signature.returnClause == nil ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      if !Self.isAssigned(node) { names.insert(node.declName.baseName.text) }
      return .visitChildren
    }

    override func visit(_ node: KeyPathPropertyComponentSyntax) -> SyntaxVisitorContinueKind {
      names.insert(node.declName.baseName.text)
      return .visitChildren
    }

    /// `model.query = ""`: the target of a plain assignment (in the parser's unfolded sequence).
    private static func isAssigned(_ node: MemberAccessExprSyntax) -> Bool {
      guard let list = node.parent?.as(ExprListSyntax.self), let position = list.firstIndex(where: { $0.id == node.id }) else { return false }
      let next = list.index(after: position)
      return next < list.endIndex && list[next].is(AssignmentExprSyntax.self)
    }
  }
}
