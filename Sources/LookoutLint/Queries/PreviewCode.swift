import LookoutSyntax
internal import SwiftSyntax

/// Code only Xcode's previews run: `#Preview { … }` (and the views declared inside it), `PreviewProvider`
/// types, and the files of a "Preview Content" folder (Xcode's development assets). What it does at run time
/// is no app's behaviour, so only rules about code that does not compile look at it.
struct PreviewCode {
  /// The byte ranges of the preview declarations in the file.
  private let ranges: [Range<AbsolutePosition>]
  /// The whole file is preview code.
  let isWholeFile: Bool

  init(_ file: LintFile) {
    isWholeFile = file.path.split(separator: "/").contains("Preview Content")
    guard !isWholeFile, file.source.contains("Preview") else {
      ranges = []
      return
    }
    var ranges = file.nodes.previewMacros.map { $0.position..<$0.endPosition }
    let providers: [any DeclGroupSyntax] = file.nodes.structs + file.nodes.classes + file.nodes.enums
    for type in providers where SyntaxNames.inherited(type.inheritanceClause).contains("PreviewProvider") {
      ranges.append(type.position..<type.endPosition)
    }
    for node in file.tree.statements.compactMap({ $0.item.as(ExtensionDeclSyntax.self) })
    where SyntaxNames.inherited(node.inheritanceClause).contains("PreviewProvider") {
      ranges.append(node.position..<node.endPosition)
    }
    self.ranges = ranges
  }

  func contains(_ node: some SyntaxProtocol) -> Bool {
    isWholeFile || ranges.contains { $0.contains(node.position) }
  }

  /// The lines preview code spans.
  func lines(in file: SourceFile) -> [ClosedRange<Int>] {
    if isWholeFile { return [1...Int.max] }
    return ranges.map { file.line(of: $0.lowerBound.utf8Offset)...file.line(of: $0.upperBound.utf8Offset) }
  }
}
