/// Where each line of a file starts, found in one pass over its bytes. Every location a tool reports (line,
/// and column in UTF-8 bytes, both 1-based) and every question about a line (its indentation, whether an
/// offset starts it) is answered from it in logarithmic time, however long the file or its lines are.
///
/// Lines end as the Swift compiler ends them: at `\n`, `\r\n` or a lone `\r` (at `\n` only for diffs).
package struct LineTable: Sendable {
  /// The offset where each line starts; the first is 0.
  package let starts: [Int]
  /// The number of bytes of the file.
  package let byteCount: Int

  package init(_ bytes: [UInt8], breaksAtCarriageReturn: Bool = true) {
    var starts = [0]
    starts.reserveCapacity(bytes.count / 32 + 1)
    bytes.withUnsafeBufferPointer { buffer in
      var index = 0
      let count = buffer.count
      while index < count {
        let byte = buffer[index]
        index += 1
        if byte == 0x0A || (breaksAtCarriageReturn && byte == 0x0D && (index == count || buffer[index] != 0x0A)) {
          starts.append(index)
        }
      }
    }
    self.starts = starts
    byteCount = bytes.count
  }

  /// The number of lines (a final line break starts an empty last line).
  package var count: Int { starts.count }

  /// The 0-based index of the line holding `offset`.
  package func lineIndex(of offset: Int) -> Int {
    var low = 0
    var high = starts.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if starts[middle] <= offset { low = middle } else { high = middle }
    }
    return low
  }

  /// The 1-based line holding `offset`.
  package func line(of offset: Int) -> Int { lineIndex(of: offset) + 1 }

  /// 1-based line and UTF-8 column of `offset`.
  package func location(of offset: Int) -> (line: Int, column: Int) {
    let index = lineIndex(of: offset)
    return (index + 1, offset - starts[index] + 1)
  }

  /// Where the line holding `offset` starts.
  package func lineStart(of offset: Int) -> Int { starts[lineIndex(of: offset)] }

  /// The bytes of the 0-based line `index`, with its line break.
  package func range(ofLine index: Int) -> Range<Int> {
    starts[index]..<(index + 1 < starts.count ? starts[index + 1] : byteCount)
  }
}
