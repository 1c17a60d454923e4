/// A lexer for just enough of Swift to index declarations without parsing: identifiers, punctuation,
/// `#` keywords, and string literals and comments skipped correctly (nested comments, multi-line and raw
/// strings, interpolations with strings inside). Ten times faster than a parse; the rewrite still parses.
package struct SwiftLexer {
  package enum Kind: Equatable {
    case identifier
    /// One punctuation byte: `{ } ( ) [ ] < > : , = & . @ ~ ;` and other operator characters.
    case punctuation(UInt8)
    /// `#if`, `#endif`, `#available`, …
    case pound
    case string
    case number
  }

  package struct Token {
    package let kind: Kind
    package let range: Range<Int>
    /// 1-based line of the token's first byte.
    package let line: Int
  }

  package let bytes: UnsafeBufferPointer<UInt8>
  package private(set) var position = 0
  package private(set) var line = 1

  package init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
  }

  package func text(_ token: Token) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[token.range]), as: UTF8.self)
  }

  package func equals(_ token: Token, _ word: StaticString) -> Bool {
    guard token.range.count == word.utf8CodeUnitCount else { return false }
    let pointer = word.utf8Start
    for offset in 0..<token.range.count where bytes[token.range.lowerBound + offset] != pointer[offset] { return false }
    return true
  }

  /// The next token, or nil at the end.
  package mutating func next() -> Token? {
    skipTrivia()
    guard position < bytes.count else { return nil }
    let start = position
    let startLine = line
    let byte = bytes[position]
    if Self.isIdentifierStart(byte) {
      while position < bytes.count, Self.isIdentifierContinue(bytes[position]) { position += 1 }
      return Token(kind: .identifier, range: start..<position, line: startLine)
    }
    switch byte {
    case UInt8(ascii: "`"):
      position += 1
      while position < bytes.count, bytes[position] != UInt8(ascii: "`"), bytes[position] != 0x0A { position += 1 }
      if position < bytes.count, bytes[position] == UInt8(ascii: "`") { position += 1 }
      return Token(kind: .identifier, range: (start + 1)..<max(start + 1, position - 1), line: startLine)
    case UInt8(ascii: "\""):
      skipString(hashes: 0)
      return Token(kind: .string, range: start..<position, line: startLine)
    case UInt8(ascii: "#"):
      var hashes = 0
      while position < bytes.count, bytes[position] == UInt8(ascii: "#") { hashes += 1; position += 1 }
      if position < bytes.count, bytes[position] == UInt8(ascii: "\"") {
        skipString(hashes: hashes)
        return Token(kind: .string, range: start..<position, line: startLine)
      }
      while position < bytes.count, Self.isIdentifierContinue(bytes[position]) { position += 1 }
      return Token(kind: .pound, range: start..<position, line: startLine)
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      while position < bytes.count, Self.isIdentifierContinue(bytes[position]) || bytes[position] == UInt8(ascii: ".")
              && position + 1 < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position + 1]) {
        position += 1
      }
      return Token(kind: .number, range: start..<position, line: startLine)
    default:
      position += 1
      return Token(kind: .punctuation(byte), range: start..<position, line: startLine)
    }
  }

  /// Spaces, line breaks and comments (block comments nest).
  private mutating func skipTrivia() {
    while position < bytes.count {
      let byte = bytes[position]
      if byte == 0x0A {
        line += 1
        position += 1
      } else if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0B || byte == 0x0C {
        position += 1
      } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
        while position < bytes.count, bytes[position] != 0x0A { position += 1 }
      } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
        position += 2
        var depth = 1
        while position < bytes.count, depth > 0 {
          if bytes[position] == 0x0A { line += 1 }
          if bytes[position] == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
            depth += 1
            position += 2
          } else if bytes[position] == UInt8(ascii: "*"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
            depth -= 1
            position += 2
          } else {
            position += 1
          }
        }
      } else {
        return
      }
    }
  }

  /// From an opening quote (after `hashes` `#`s) past the closing delimiter; interpolations are lexed as
  /// code so that strings inside them end where they should.
  private mutating func skipString(hashes: Int) {
    let multiline = position + 2 < bytes.count && bytes[position + 1] == UInt8(ascii: "\"") && bytes[position + 2] == UInt8(ascii: "\"")
    position += multiline ? 3 : 1
    while position < bytes.count {
      let byte = bytes[position]
      if byte == 0x0A {
        if !multiline { return }  // an unterminated string ends at the line's end
        line += 1
        position += 1
      } else if byte == UInt8(ascii: "\\") && hasHashes(hashes, at: position + 1) {
        position += 1 + hashes
        guard position < bytes.count else { return }
        if bytes[position] == UInt8(ascii: "(") {
          position += 1
          skipInterpolation()
        } else {
          if bytes[position] == 0x0A { line += 1 }
          position += 1
        }
      } else if byte == UInt8(ascii: "\"") {
        let quotes = multiline ? 3 : 1
        if (0..<quotes).allSatisfy({ position + $0 < bytes.count && bytes[position + $0] == UInt8(ascii: "\"") }),
           hasHashes(hashes, at: position + quotes) {
          position += quotes + hashes
          return
        }
        position += 1
      } else {
        position += 1
      }
    }
  }

  /// Inside `\( … )`: code up to the matching parenthesis.
  private mutating func skipInterpolation() {
    var depth = 1
    while let token = next() {
      if token.kind == .punctuation(UInt8(ascii: "(")) { depth += 1 }
      if token.kind == .punctuation(UInt8(ascii: ")")) {
        depth -= 1
        if depth == 0 { return }
      }
    }
  }

  private func hasHashes(_ count: Int, at offset: Int) -> Bool {
    guard offset + count <= bytes.count else { return false }
    for index in offset..<(offset + count) where bytes[index] != UInt8(ascii: "#") { return false }
    return true
  }

  package static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80 || byte == UInt8(ascii: "$")
  }

  package static func isIdentifierContinue(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
  }
}
