import LookoutSyntax
internal import SwiftSyntax

/// Inline suppression comments:
///
///     // lookout:disable-next-line state-model-init-work
///     // lookout:disable binding-without-bindable, unused-bindable
///     …
///     // lookout:enable binding-without-bindable
///
/// `all` stands for every rule. Only comments count (read from the syntax tree's trivia): the same words
/// in a string literal suppress nothing.
struct Suppression {
  /// Per rule id (or `all`): the suppressed line ranges (1-based, inclusive).
  private var ranges: [String: [ClosedRange<Int>]] = [:]

  init(_ file: SourceFile) {
    guard file.source.contains("lookout:") else { return }
    var open: [String: Int] = [:]
    for token in file.tree.tokens(viewMode: .sourceAccurate) {
      var position = token.position
      for piece in token.leadingTrivia {
        apply(piece, line: file.line(of: position.utf8Offset), open: &open)
        position = position.advanced(by: piece.sourceLength.utf8Length)
      }
      position = token.endPositionBeforeTrailingTrivia
      for piece in token.trailingTrivia {
        apply(piece, line: file.line(of: position.utf8Offset), open: &open)
        position = position.advanced(by: piece.sourceLength.utf8Length)
      }
    }
    for (id, start) in open { ranges[id, default: []].append(start...Int.max) }
  }

  /// Reads one comment's directive, if it has one.
  private mutating func apply(_ piece: TriviaPiece, line: Int, open: inout [String: Int]) {
    let text: String
    switch piece {
    case .lineComment(let comment): text = String(comment.dropFirst(2))
    case .blockComment(let comment): text = String(comment.dropFirst(2).dropLast(2))
    default: return
    }
    let trimmed = text.drop { $0 == " " || $0 == "\t" }
    guard trimmed.hasPrefix("lookout:") else { return }
    let words = trimmed.dropFirst("lookout:".count).split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\r" })
    guard let command = words.first else { return }
    // Ids end where an explanation starts: `// lookout:disable-next-line unused-bindable - read below`.
    let ids = words.dropFirst().prefix { !$0.hasPrefix("-") && !$0.hasPrefix("//") }.map(String.init)
    let targets = ids.isEmpty ? ["all"] : ids
    switch command {
    case "disable-next-line":
      for id in targets { ranges[id, default: []].append((line + 1)...(line + 1)) }
    case "disable-line":
      for id in targets { ranges[id, default: []].append(line...line) }
    case "disable":
      for id in targets where open[id] == nil { open[id] = line }
    case "enable":
      for id in targets {
        if let start = open.removeValue(forKey: id) { ranges[id, default: []].append(start...line) }
      }
    default:
      return
    }
  }

  func suppresses(_ finding: Finding) -> Bool {
    for id in [finding.ruleID, "all"] {
      if ranges[id]?.contains(where: { $0.contains(finding.line) }) == true { return true }
    }
    return false
  }
}
