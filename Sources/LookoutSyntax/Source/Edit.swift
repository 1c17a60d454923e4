/// A replacement of a byte range of the original file. Everything outside the edits stays byte for byte.
package struct Edit: Comparable, Sendable {
  package let range: Range<Int>
  package let replacement: String
  /// What the edit does, for the report (`remove @Published`, `@StateObject → @State`).
  package let kind: String

  package init(range: Range<Int>, replacement: String, kind: String) {
    self.range = range
    self.replacement = replacement
    self.kind = kind
  }

  package static func < (lhs: Edit, rhs: Edit) -> Bool {
    (lhs.range.lowerBound, lhs.range.upperBound) < (rhs.range.lowerBound, rhs.range.upperBound)
  }

  package static func == (lhs: Edit, rhs: Edit) -> Bool {
    lhs.range == rhs.range && lhs.replacement == rhs.replacement
  }
}

/// Why edits could not be applied.
package struct EditConflict: Error, CustomStringConvertible {
  package let first: Edit
  package let second: Edit
  package var description: String {
    "overlapping edits (\(first.kind) at \(first.range), \(second.kind) at \(second.range)); the file was left untouched"
  }
}

package extension Array where Element == Edit {
  /// Applies the edits to `bytes` in one pass, in order. Insertions at the same offset keep their order;
  /// overlapping replacements are a conflict (the file is then left alone).
  func applied(to bytes: [UInt8]) throws(EditConflict) -> [UInt8] { try editing(bytes).bytes }

  /// The edited bytes, and where each edit's text went (for a diff made from the edits themselves).
  func editing(_ bytes: [UInt8]) throws(EditConflict) -> EditedBytes {
    let ordered = enumerated().sorted { lhs, rhs in
      (lhs.element.range.lowerBound, lhs.element.range.upperBound, lhs.offset)
        < (rhs.element.range.lowerBound, rhs.element.range.upperBound, rhs.offset)
    }.map(\.element)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + ordered.reduce(0) { $0 + $1.replacement.utf8.count })
    var changes: [TextChange] = []
    changes.reserveCapacity(ordered.count)
    var cursor = 0
    var previous: Edit?
    for edit in ordered {
      if let previous, edit.range.lowerBound < previous.range.upperBound {
        throw EditConflict(first: previous, second: edit)
      }
      output.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
      let start = output.count
      output.append(contentsOf: edit.replacement.utf8)
      changes.append(TextChange(old: edit.range, new: start..<output.count))
      cursor = edit.range.upperBound
      previous = edit
    }
    output.append(contentsOf: bytes[cursor...])
    return EditedBytes(bytes: output, changes: changes)
  }
}

/// Edits applied to a file: the new bytes, and each edit's place before and after.
package struct EditedBytes {
  package let bytes: [UInt8]
  /// In order, not overlapping.
  package let changes: [TextChange]
}

/// One edited region: `old` in the original bytes became `new` in the edited ones.
public struct TextChange: Sendable, Equatable {
  public let old: Range<Int>
  public let new: Range<Int>

  public init(old: Range<Int>, new: Range<Int>) {
    self.old = old
    self.new = new
  }
}

package extension Array where Element == Edit {
  /// Where a byte of the edited result was in the original: before, between and after the edits it moves
  /// back by what they added; inside an edit's replacement it is the edit's start.
  func originalOffset(of resultOffset: Int) -> Int {
    var shift = 0
    for edit in sorted() {
      let start = edit.range.lowerBound + shift
      if resultOffset < start { return resultOffset - shift }
      if resultOffset < start + edit.replacement.utf8.count { return edit.range.lowerBound }
      shift += edit.replacement.utf8.count - edit.range.count
    }
    return resultOffset - shift
  }
}
