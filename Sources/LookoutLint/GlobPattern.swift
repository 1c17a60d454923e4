/// A path pattern of `.lookout.json`'s `exclude`: `*` matches within one path component, `**` across
/// components, `?` one character; anything else matches itself.
struct GlobPattern {
  private let pattern: [Character]

  init(_ pattern: String) { self.pattern = Array(pattern) }

  func matches(_ path: String) -> Bool { Self.match(pattern[...], Array(path)[...]) }

  private static func match(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool {
    guard let first = pattern.first else { return text.isEmpty }
    switch first {
    case "*":
      let rest = pattern.dropFirst()
      if rest.first == "*" {
        // `**`, and `**/` which also matches no directory at all.
        var after = rest.dropFirst()
        if after.first == "/", match(after.dropFirst(), text) { return true }
        after = rest.dropFirst()
        return text.indices.contains { match(after, text[$0...]) } || match(after, text[text.endIndex...])
      }
      var index = text.startIndex
      while true {
        if match(rest, text[index...]) { return true }
        guard index < text.endIndex, text[index] != "/" else { return false }
        index += 1
      }
    case "?":
      guard let character = text.first, character != "/" else { return false }
      return match(pattern.dropFirst(), text.dropFirst())
    default:
      guard text.first == first else { return false }
      return match(pattern.dropFirst(), text.dropFirst())
    }
  }
}
