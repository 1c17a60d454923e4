import Foundation

// `AttributedString(markdown:)` and the inline presentation intents it sets, which Foundation on Linux lacks:
// emphasis, strong emphasis, code, strikethrough and links, with CommonMark's rules for `*` and `_` runs (an
// underscore inside a word is a character), and backslash escapes. Block structure (headings, lists, quotes:
// `PresentationIntent`) is not parsed: paragraphs are kept as lines of text.

/// How a run of text is presented inline: the intents Markdown's inline syntax sets.
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
  public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
  public static let code = InlinePresentationIntent(rawValue: 1 << 2)
  public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
  public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
  public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
  public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
  public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

extension AttributeScopes {
  /// Foundation's attributes that Foundation on Linux lacks (`string.inlinePresentationIntent`).
  public struct FoundationParityAttributes: AttributeScope {
    public let inlinePresentationIntent: InlinePresentationIntentAttribute
    public let foundation: AttributeScopes.FoundationAttributes

    public enum InlinePresentationIntentAttribute: CodableAttributedStringKey {
      public typealias Value = InlinePresentationIntent
      public static let name = "NSInlinePresentationIntent"
    }
  }
}

extension AttributeDynamicLookup {
  public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.FoundationParityAttributes, T>) -> T {
    self[T.self]
  }
}

extension AttributedString {
  /// How Markdown is read.
  public struct MarkdownParsingOptions: Hashable, Sendable {
    public enum InterpretedSyntax: Hashable, Sendable { case full, inlineOnly, inlineOnlyPreservingWhitespace }
    public enum FailurePolicy: Hashable, Sendable { case throwError, returnPartiallyParsedIfPossible }
    public var allowsExtendedAttributes: Bool
    public var interpretedSyntax: InterpretedSyntax
    public var failurePolicy: FailurePolicy
    public var languageCode: String?
    public var appliesSourcePositionAttributes: Bool

    public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil, appliesSourcePositionAttributes: Bool = false) {
      self.allowsExtendedAttributes = allowsExtendedAttributes
      self.interpretedSyntax = interpretedSyntax
      self.failurePolicy = failurePolicy
      self.languageCode = languageCode
      self.appliesSourcePositionAttributes = appliesSourcePositionAttributes
    }
  }

  /// The text of `markdown` with its inline presentation intents and links.
  public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
    var text = markdown
    if options.interpretedSyntax != .inlineOnlyPreservingWhitespace {
      // Lines of a paragraph join with a space; blank lines separate paragraphs.
      text = markdown.components(separatedBy: "\n\n").map {
        $0.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
      }.joined(separator: "\n\n")
    }
    var parser = InlineMarkdown(Array(text), baseURL: baseURL)
    self = parser.parse()
  }

  public init(markdown: Data, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
    try self.init(markdown: String(decoding: markdown, as: UTF8.self), options: options, baseURL: baseURL)
  }
}

extension NSAttributedString {
  public convenience init(markdown: String, options: AttributedString.MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
    self.init(string: String(try AttributedString(markdown: markdown, options: options, baseURL: baseURL).characters))
  }
}

/// Markdown's inline syntax, read left to right: a delimiter opens a span when a matching closer follows.
struct InlineMarkdown {
  let characters: [Character]
  let baseURL: URL?
  var index = 0

  init(_ characters: [Character], baseURL: URL?) {
    self.characters = characters
    self.baseURL = baseURL
  }

  mutating func parse() -> AttributedString { parse(until: characters.count) }

  private mutating func parse(until end: Int) -> AttributedString {
    var result = AttributedString()
    var plain = ""
    func flush() {
      if !plain.isEmpty { result += AttributedString(plain) }
      plain = ""
    }
    while index < end {
      let character = characters[index]
      if character == "\\", index + 1 < end, characters[index + 1].isPunctuation || characters[index + 1].isSymbol {
        plain.append(characters[index + 1])
        index += 2
      } else if character == "`", let close = find("`", from: index + 1, before: end) {
        flush()
        var code = AttributedString(String(characters[(index + 1)..<close]))
        code[AttributeScopes.FoundationParityAttributes.InlinePresentationIntentAttribute.self] = .code
        result += code
        index = close + 1
      } else if character == "[", let (label, url, next) = link(at: index, before: end) {
        flush()
        var inner = InlineMarkdown(Array(label), baseURL: baseURL)
        var span = inner.parse()
        span.link = url
        result += span
        index = next
      } else if let (intent, width) = delimiter(at: index, before: end), let close = closer(of: width, character, from: index + width, before: end) {
        flush()
        let start = index + width
        index = start
        var span = parse(until: close)
        span.mergeIntent(intent)
        result += span
        index = close + width
      } else {
        plain.append(character)
        index += 1
      }
    }
    flush()
    return result
  }

  private func find(_ character: Character, from start: Int, before end: Int) -> Int? {
    var position = start
    while position < end {
      if characters[position] == character { return position }
      position += 1
    }
    return nil
  }

  /// `**`, `__` (strong), `*`, `_` (emphasis) or `~~` (strikethrough) opening a span: followed by a non-space,
  /// and for `_`, not inside a word.
  private func delimiter(at position: Int, before end: Int) -> (InlinePresentationIntent, Int)? {
    let character = characters[position]
    guard "*_~".contains(character) else { return nil }
    var width = 1
    while position + width < end, characters[position + width] == character, width < 3 { width += 1 }
    if character == "~" { guard width == 2 else { return nil } }
    let after = position + width
    guard after < end, !characters[after].isWhitespace else { return nil }
    if character == "_", position > 0, characters[position - 1].isLetter || characters[position - 1].isNumber { return nil }
    switch (character, width) {
    case ("~", 2): return (.strikethrough, 2)
    case (_, 1): return (.emphasized, 1)
    case (_, 2): return (.stronglyEmphasized, 2)
    default: return ([.emphasized, .stronglyEmphasized], 3)
    }
  }

  /// The closing run of `width` `character`s: preceded by a non-space, and for `_`, not followed by a word.
  private func closer(of width: Int, _ character: Character, from start: Int, before end: Int) -> Int? {
    var position = start + 1
    while position + width <= end {
      if characters[position..<(position + width)].allSatisfy({ $0 == character }), !characters[position - 1].isWhitespace,
         position + width == end || characters[position + width] != character,
         character != "_" || position + width == end || !(characters[position + width].isLetter || characters[position + width].isNumber) {
        return position
      }
      position += 1
    }
    return nil
  }

  /// `[label](destination)`: the label, its URL and where the link ends.
  private func link(at position: Int, before end: Int) -> (String, URL?, Int)? {
    guard let close = find("]", from: position + 1, before: end), close + 1 < end, characters[close + 1] == "(",
          let paren = find(")", from: close + 2, before: end) else { return nil }
    let destination = String(characters[(close + 2)..<paren]).trimmingCharacters(in: .whitespaces)
    return (String(characters[(position + 1)..<close]), URL(string: destination, relativeTo: baseURL), paren + 1)
  }
}

extension AttributedString {
  /// Adds `intent` to every run's inline presentation intent.
  fileprivate mutating func mergeIntent(_ intent: InlinePresentationIntent) {
    let key = AttributeScopes.FoundationParityAttributes.InlinePresentationIntentAttribute.self
    for run in runs {
      self[run.range][key] = (run[key] ?? []).union(intent)
    }
  }
}
