import Foundation

/// The exact bytes of one Swift file, and what edits must keep: its byte-order mark and line endings.
public struct SourceText: Sendable {
  /// The path as given (relative or absolute).
  public let path: String
  /// Every byte of the file.
  public let bytes: [UInt8]
  /// Whether the file starts with a UTF-8 byte-order mark.
  public let hasByteOrderMark: Bool
  /// The line ending inserted text uses: the file's own (`\r\n` when most lines end so).
  public let lineEnding: String

  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    hasByteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
    var crlf = 0
    var lf = 0
    for index in bytes.indices where bytes[index] == 0x0A {
      if index > 0, bytes[index - 1] == 0x0D { crlf += 1 } else { lf += 1 }
    }
    lineEnding = crlf > lf ? "\r\n" : "\n"
  }

  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// The text, when the bytes are valid UTF-8.
  public var text: String? { String(bytes: bytes, encoding: .utf8) }

  /// Where the bytes stop being valid UTF-8 (1-based line, and the byte's column), if they do.
  public var firstInvalidUTF8: (line: Int, column: Int)? {
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    var offset = 0
    var line = 1
    var lineStart = 0
    while true {
      let start = offset
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        offset += UTF8.width(scalar)
        if scalar == "\n" {
          line += 1
          lineStart = offset
        }
      case .emptyInput:
        return nil
      case .error:
        return (line, start - lineStart + 1)
      }
    }
  }

  /// Number of lines (for throughput figures).
  public var lineCount: Int { bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) } }

  /// Whether the bytes contain `needle` (a cheap pre-filter before parsing).
  public func contains(_ needle: String) -> Bool {
    let pattern = Array(needle.utf8)
    guard let first = pattern.first, pattern.count <= bytes.count else { return false }
    var index = 0
    let last = bytes.count - pattern.count
    while index <= last {
      if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return true }
      index += 1
    }
    return false
  }
}

// Line-aware ranges for edits: removing a whole line, keeping indentation.
package extension SourceText {
  /// Extends `range` over the blanks after it; to the whole line when nothing else is on it.
  /// The first line starts after the byte-order mark, which stays.
  func lineAwareRange(_ range: Range<Int>) -> Range<Int> {
    let fileStart = hasByteOrderMark ? 3 : 0
    var before = range.lowerBound
    while before > fileStart, bytes[before - 1] == 0x20 || bytes[before - 1] == 0x09 { before -= 1 }
    var after = range.upperBound
    while after < bytes.count, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
    let startsLine = before == fileStart || bytes[before - 1] == 0x0A
    if startsLine, after == bytes.count || bytes[after] == 0x0A || bytes[after] == 0x0D {
      return withoutDoubledBlankLine(before..<lineEnd(from: after))
    }
    return range.lowerBound..<after
  }

  /// The offset after the line break at or after `offset`.
  private func lineEnd(from offset: Int) -> Int {
    var end = offset
    while end < bytes.count, bytes[end] != 0x0A { end += 1 }
    return min(end + 1, bytes.count)
  }

  /// Whether the line starting at `start` holds only blanks.
  private func isBlankLine(at start: Int) -> Bool {
    var index = start
    while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D { index += 1 }
    return index == bytes.count || bytes[index] == 0x0A
  }

  /// Removing whole lines that sat between a blank line and another blank line (or the end of the file, or
  /// the start of it) would leave two blank lines, or a dangling one: takes one of them along.
  private func withoutDoubledBlankLine(_ lines: Range<Int>) -> Range<Int> {
    let followedByBlank = lines.upperBound == bytes.count || isBlankLine(at: lines.upperBound)
    guard followedByBlank else { return lines }
    let fileStart = hasByteOrderMark ? 3 : 0
    if lines.lowerBound == fileStart {
      return lines.upperBound < bytes.count ? fileStart..<lineEnd(from: lines.upperBound) : lines
    }
    // The line before: from after the previous line break to `lines.lowerBound`.
    var previousStart = lines.lowerBound - 1
    while previousStart > 0, bytes[previousStart - 1] != 0x0A { previousStart -= 1 }
    guard isBlankLine(at: previousStart) else { return lines }
    // At the end of a file that has no final line break, the break before the blank line goes too, so
    // the file still ends the way it did.
    let endsWithoutBreak = lines.upperBound == bytes.count && bytes.last != 0x0A
    guard endsWithoutBreak, previousStart > 0 else { return previousStart..<lines.upperBound }
    let breakLength = previousStart > 1 && bytes[previousStart - 2] == 0x0D ? 2 : 1
    return (previousStart - breakLength)..<lines.upperBound
  }
}
