import LookoutSyntax

extension MigrationReport {
  /// This report with the "Needs a person" positions in `written` files moved to where they are in the
  /// migrated text: after `--write` the file on disk is the new one, and a note's line must be found there.
  public func placingNotes(inWritten written: Set<String>) -> MigrationReport {
    let changed = Dictionary(changes.filter { written.contains($0.path) }.map { ($0.path, $0) }) { first, _ in first }
    guard !changed.isEmpty else { return self }
    var report = self
    report.manual = manual.map { item in
      guard let change = changed[item.file] else { return item }
      let (line, column) = change.migratedPosition(line: item.line, column: item.column)
      return ManualItem(file: item.file, line: line, column: column, reason: item.reason, suggestion: item.suggestion)
    }
    return report
  }
}

extension FileChange {
  /// Where the original text's `line`:`column` (1-based, UTF-8 columns) is in the migrated text: moved by what
  /// the edits before it added or removed; a place inside an edited region goes to that region's start.
  public func migratedPosition(line: Int, column: Int) -> (line: Int, column: Int) {
    let offset = Self.offset(line: line, column: column, in: original)
    var moved = offset
    for change in changes {
      // An insertion at the place moves it along with the text after it (`@Observable ` before a class).
      if offset >= change.old.upperBound {
        moved += change.new.count - change.old.count
      } else if change.old.contains(offset) {
        moved = change.new.lowerBound
        break
      } else {
        break
      }
    }
    return Self.position(of: min(moved, migrated.count), in: migrated)
  }

  static func offset(line: Int, column: Int, in bytes: [UInt8]) -> Int {
    var current = 1
    var index = 0
    while current < line, index < bytes.count {
      if bytes[index] == UInt8(ascii: "\n") { current += 1 }
      index += 1
    }
    return min(index + max(column - 1, 0), bytes.count)
  }

  static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var start = 0
    for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      start = index + 1
    }
    return (line, offset - start + 1)
  }
}
