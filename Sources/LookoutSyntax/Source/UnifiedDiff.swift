/// A unified diff of two versions of a file (3 lines of context), as `diff -u` and `git diff` print it.
package enum UnifiedDiff {
  /// The diff of `old` and `new`, labelled `a/path` and `b/path`; empty when they are equal.
  package static func make(path: String, old: [UInt8], new: [UInt8], colored: Bool = false) -> String {
    let oldLines = lines(old)
    let newLines = lines(new)
    let operations = diff(oldLines, newLines)
    guard operations.contains(where: { $0.kind != .same }) else { return "" }
    let red = colored ? "\u{1B}[31m" : ""
    let green = colored ? "\u{1B}[32m" : ""
    let cyan = colored ? "\u{1B}[36m" : ""
    let reset = colored ? "\u{1B}[0m" : ""
    let label = path.hasPrefix("/") ? String(path.dropFirst()) : path
    var output = "--- a/\(label)\n+++ b/\(label)\n"
    for hunk in hunks(operations) {
      output += "\(cyan)@@ -\(hunk.oldStart),\(hunk.oldCount) +\(hunk.newStart),\(hunk.newCount) @@\(reset)\n"
      for operation in hunk.operations {
        switch operation.kind {
        case .same: output += " " + display(operation.text) + "\n"
        case .removed: output += red + "-" + display(operation.text) + reset + "\n"
        case .added: output += green + "+" + display(operation.text) + reset + "\n"
        }
      }
    }
    return output
  }

  private static func display(_ line: String) -> String {
    var text = line
    if text.hasSuffix("\n") { text.removeLast() }
    if text.hasSuffix("\r") { text.removeLast() }
    return text
  }

  private static func lines(_ bytes: [UInt8]) -> [String] {
    var result: [String] = []
    var start = 0
    for index in bytes.indices where bytes[index] == 0x0A {
      result.append(String(decoding: bytes[start...index], as: UTF8.self))
      start = index + 1
    }
    if start < bytes.count { result.append(String(decoding: bytes[start...], as: UTF8.self)) }
    return result
  }

  package struct Operation {
    package enum Kind { case same, removed, added }
    package let kind: Kind
    package let text: String
    package let oldLine: Int
    package let newLine: Int
  }

  /// A line diff by Myers' algorithm: O((N+M)·D) time, where D (the number of changed lines) is small for a
  /// migration's edits.
  package static func diff(_ old: [String], _ new: [String]) -> [Operation] {
    let n = old.count
    let m = new.count
    let offset = n + m + 1
    var frontier = [Int](repeating: 0, count: 2 * offset + 1)
    var trace: [[Int]] = []
    search: for d in 0...(n + m) {
      if d > 4_000 {
        // Huge rewrites: a plain removal and addition reads as well and costs no memory.
        return old.enumerated().map { Operation(kind: .removed, text: $1, oldLine: $0 + 1, newLine: 0) }
          + new.enumerated().map { Operation(kind: .added, text: $1, oldLine: n, newLine: $0 + 1) }
      }
      trace.append(frontier)
      for k in stride(from: -d, through: d, by: 2) {
        var x = (k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]))
          ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
        var y = x - k
        while x < n, y < m, old[x] == new[y] {
          x += 1
          y += 1
        }
        frontier[offset + k] = x
        if x >= n, y >= m { break search }
      }
    }
    // Walk the trace back from the end to recover the edit script.
    var operations: [Operation] = []
    var x = n
    var y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let previous = trace[d]
      let k = x - y
      let previousK = (k == -d || (k != d && previous[offset + k - 1] < previous[offset + k + 1])) ? k + 1 : k - 1
      let previousX = previous[offset + previousK]
      let previousY = previousX - previousK
      while x > previousX, y > previousY {
        operations.append(Operation(kind: .same, text: old[x - 1], oldLine: x, newLine: y))
        x -= 1
        y -= 1
      }
      if d > 0 {
        if x == previousX {
          operations.append(Operation(kind: .added, text: new[y - 1], oldLine: x, newLine: y))
        } else {
          operations.append(Operation(kind: .removed, text: old[x - 1], oldLine: x, newLine: y))
        }
      }
      x = previousX
      y = previousY
    }
    return operations.reversed()
  }

  package struct Hunk {
    package let oldStart: Int
    package let oldCount: Int
    package let newStart: Int
    package let newCount: Int
    package let operations: [Operation]
  }

  private static func hunks(_ operations: [Operation], context: Int = 3) -> [Hunk] {
    let changed = operations.indices.filter { operations[$0].kind != .same }
    var ranges: [ClosedRange<Int>] = []
    for index in changed {
      let range = max(0, index - context)...min(operations.count - 1, index + context)
      if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
        ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
      } else {
        ranges.append(range)
      }
    }
    return ranges.map { range in
      let slice = Array(operations[range])
      let oldCount = slice.filter { $0.kind != .added }.count
      let newCount = slice.filter { $0.kind != .removed }.count
      let first = slice[0]
      let oldStart = oldCount == 0 ? first.oldLine : (slice.first { $0.kind != .added }?.oldLine ?? first.oldLine)
      let newStart = newCount == 0 ? first.newLine : (slice.first { $0.kind != .removed }?.newLine ?? first.newLine)
      return Hunk(oldStart: oldStart, oldCount: oldCount, newStart: newStart, newCount: newCount, operations: slice)
    }
  }
}
