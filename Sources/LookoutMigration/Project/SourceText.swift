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
  public var text: String? { String(validating: bytes, as: UTF8.self) }

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

  /// 1-based line and column of a byte offset.
  public func location(ofOffset offset: Int) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A {
      line += 1
      lineStart = index + 1
    }
    return (line, offset - lineStart + 1)
  }
}
