import LookoutSyntax
/// Inline suppression comments:
///
///     // lookout:disable-next-line state-model-init-work
///     // lookout:disable binding-without-bindable, unused-bindable
///     …
///     // lookout:enable binding-without-bindable
///
/// `all` stands for every rule.
struct Suppression {
  /// Per rule id (or `all`): the suppressed line ranges (1-based, inclusive).
  private var ranges: [String: [ClosedRange<Int>]] = [:]

  init(_ source: SourceText) {
    guard source.contains("lookout:") else { return }
    var open: [String: Int] = [:]
    var lineNumber = 0
    for line in String(decoding: source.bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      guard let marker = line.range(of: "lookout:") else { continue }
      let directive = line[marker.upperBound...]
      let words = directive.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\r" })
      guard let command = words.first else { continue }
      let ids = words.dropFirst().prefix { !$0.hasPrefix("//") && !$0.hasPrefix("-") }.map(String.init)
      let targets = ids.isEmpty ? ["all"] : ids
      switch command {
      case "disable-next-line":
        for id in targets { ranges[id, default: []].append((lineNumber + 1)...(lineNumber + 1)) }
      case "disable-line":
        for id in targets { ranges[id, default: []].append(lineNumber...lineNumber) }
      case "disable":
        for id in targets where open[id] == nil { open[id] = lineNumber }
      case "enable":
        for id in targets {
          if let start = open.removeValue(forKey: id) { ranges[id, default: []].append(start...lineNumber) }
        }
      default:
        continue
      }
    }
    for (id, start) in open { ranges[id, default: []].append(start...Int.max) }
  }

  func suppresses(_ finding: Finding) -> Bool {
    for id in [finding.ruleID, "all"] {
      if ranges[id]?.contains(where: { $0.contains(finding.line) }) == true { return true }
    }
    return false
  }
}
