import Foundation

/// A unified diff of a changed file (3 lines of context), as `git diff` prints it and `git apply` takes it,
/// made from the edited regions themselves: its cost grows with the file and the edits, never with their
/// product. Lines keep their `\r`; a last line without a line break gets git's "No newline" marker; a path
/// with a quote, a backslash or a control character (a newline) is quoted as git quotes it.
package enum UnifiedDiff {
  package static let context = 3

  /// The diff of a change; empty when nothing changed. Its paths are relative to `directory` where the file
  /// is under it, so `git apply` run there takes the patch however the path was typed (`.`, `./x`, absolute).
  package static func make(_ change: FileChange, colored: Bool = false, relativeTo directory: String? = nil) -> String {
    make(path: label(change.path, relativeTo: directory), old: change.original, new: change.migrated, changes: change.changes,
         colored: colored)
  }

  /// The path a patch names: relative to `directory` when the file is under it (also through the directory's
  /// resolved spelling), without leading `./`; another absolute path without its leading `/`.
  package static func label(_ path: String, relativeTo directory: String?) -> String {
    var label = path
    if let directory, label.hasPrefix("/") {
      let resolved = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
      for base in [directory, resolved].map({ $0.hasSuffix("/") ? $0 : $0 + "/" }) where label.hasPrefix(base) {
        label = String(label.dropFirst(base.count))
        break
      }
    }
    while label.hasPrefix("./") { label = String(label.dropFirst(2)) }
    return label
  }

  package static func make(path: String, old: [UInt8], new: [UInt8], changes: [TextChange], colored: Bool = false) -> String {
    let oldLines = Lines(old)
    let newLines = Lines(new)
    let hunks = hunks(regions(changes, old: oldLines, new: newLines), oldCount: oldLines.count, newCount: newLines.count)
    guard !hunks.isEmpty else { return "" }
    let red = colored ? "\u{1B}[31m" : ""
    let green = colored ? "\u{1B}[32m" : ""
    let cyan = colored ? "\u{1B}[36m" : ""
    let reset = colored ? "\u{1B}[0m" : ""
    let label = path.hasPrefix("/") ? String(path.dropFirst()) : path
    var output = "--- \(quoted("a/" + label))\n+++ \(quoted("b/" + label))\n"
    for hunk in hunks {
      let oldCount = hunk.old.count
      let newCount = hunk.new.count
      // A hunk without lines on one side names the line before it, as diff does.
      let oldStart = oldCount == 0 ? hunk.old.lowerBound : hunk.old.lowerBound + 1
      let newStart = newCount == 0 ? hunk.new.lowerBound : hunk.new.lowerBound + 1
      output += "\(cyan)@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\(reset)\n"
      var oldLine = hunk.old.lowerBound
      var newLine = hunk.new.lowerBound
      for region in hunk.regions {
        while oldLine < region.old.lowerBound {
          output += " " + oldLines.text(oldLine) + "\n" + oldLines.missingBreak(oldLine)
          oldLine += 1
          newLine += 1
        }
        for line in region.old { output += red + "-" + oldLines.text(line) + reset + "\n" + oldLines.missingBreak(line) }
        for line in region.new { output += green + "+" + newLines.text(line) + reset + "\n" + newLines.missingBreak(line) }
        oldLine = region.old.upperBound
        newLine = region.new.upperBound
      }
      while oldLine < hunk.old.upperBound {
        output += " " + oldLines.text(oldLine) + "\n" + oldLines.missingBreak(oldLine)
        oldLine += 1
        newLine += 1
      }
    }
    return output
  }

  /// Lines as diff sees them: ended by `\n` only.
  private struct Lines {
    let bytes: [UInt8]
    let table: LineTable
    /// The number of lines (a final line break does not start another one).
    let count: Int

    init(_ bytes: [UInt8]) {
      self.bytes = bytes
      table = LineTable(bytes, breaksAtCarriageReturn: false)
      count = table.starts.last == bytes.count ? table.count - 1 : table.count
    }

    /// The 0-based line holding `offset`, and whether `offset` starts it.
    func line(of offset: Int) -> (index: Int, atStart: Bool) {
      let index = table.lineIndex(of: offset)
      return (index, table.starts[index] == offset)
    }

    /// A line's text, without its `\n`.
    func text(_ index: Int) -> String {
      var range = table.range(ofLine: index)
      if range.upperBound > range.lowerBound, bytes[range.upperBound - 1] == 0x0A { range = range.lowerBound..<(range.upperBound - 1) }
      return String(decoding: bytes[range], as: UTF8.self)
    }

    func bytes(ofLine index: Int) -> ArraySlice<UInt8> { bytes[table.range(ofLine: index)] }

    /// git's marker after the last line when the file does not end with a line break.
    func missingBreak(_ index: Int) -> String {
      index == count - 1 && bytes.last != 0x0A ? "\\ No newline at end of file\n" : ""
    }
  }

  /// Lines replaced: `old` lines of the original by `new` lines of the result (0-based, half-open).
  private struct Region {
    var old: Range<Int>
    var new: Range<Int>
  }

  /// The changed lines of each edited region, merged where regions share or touch a line (so that a run of
  /// changed lines shows its removals, then its additions, as git shows them), without the lines at either
  /// end that came out the same.
  private static func regions(_ changes: [TextChange], old: Lines, new: Lines) -> [Region] {
    var regions: [Region] = []
    for change in changes {
      let oldStart = old.line(of: change.old.lowerBound).index
      let newStart = new.line(of: change.new.lowerBound).index
      let oldEnd = old.line(of: change.old.upperBound)
      let newEnd = new.line(of: change.new.upperBound)
      // The text after the edit continues the line it ends in, unless both sides end at a line's start.
      let endsAtLineStart = oldEnd.atStart && newEnd.atStart
      var region = Region(
        old: oldStart..<min(old.count, endsAtLineStart ? oldEnd.index : oldEnd.index + 1),
        new: newStart..<min(new.count, endsAtLineStart ? newEnd.index : newEnd.index + 1))
      region.old = region.old.lowerBound..<max(region.old.lowerBound, region.old.upperBound)
      region.new = region.new.lowerBound..<max(region.new.lowerBound, region.new.upperBound)
      if let last = regions.last, region.old.lowerBound <= last.old.upperBound || region.new.lowerBound <= last.new.upperBound {
        regions[regions.count - 1] = Region(
          old: last.old.lowerBound..<max(last.old.upperBound, region.old.upperBound),
          new: last.new.lowerBound..<max(last.new.upperBound, region.new.upperBound))
      } else {
        regions.append(region)
      }
    }
    return regions.compactMap { trimmed($0, old: old, new: new) }
  }

  /// `region` without equal lines at its ends; nil when nothing is left.
  private static func trimmed(_ region: Region, old: Lines, new: Lines) -> Region? {
    var region = region
    while !region.old.isEmpty, !region.new.isEmpty,
          old.bytes(ofLine: region.old.lowerBound).elementsEqual(new.bytes(ofLine: region.new.lowerBound)) {
      region.old = (region.old.lowerBound + 1)..<region.old.upperBound
      region.new = (region.new.lowerBound + 1)..<region.new.upperBound
    }
    while !region.old.isEmpty, !region.new.isEmpty,
          old.bytes(ofLine: region.old.upperBound - 1).elementsEqual(new.bytes(ofLine: region.new.upperBound - 1)) {
      region.old = region.old.lowerBound..<(region.old.upperBound - 1)
      region.new = region.new.lowerBound..<(region.new.upperBound - 1)
    }
    return region.old.isEmpty && region.new.isEmpty ? nil : region
  }

  /// Regions with their context, merged when the context of one reaches the next.
  private struct Hunk {
    var old: Range<Int>
    var new: Range<Int>
    var regions: [Region]
  }

  private static func hunks(_ regions: [Region], oldCount: Int, newCount: Int) -> [Hunk] {
    var hunks: [Hunk] = []
    for region in regions {
      if var last = hunks.last, region.old.lowerBound - last.regions.last!.old.upperBound <= 2 * context {
        last.regions.append(region)
        hunks[hunks.count - 1] = last
      } else {
        let before = min(context, region.old.lowerBound, region.new.lowerBound)
        hunks.append(Hunk(old: (region.old.lowerBound - before)..<region.old.upperBound,
                          new: (region.new.lowerBound - before)..<region.new.upperBound, regions: [region]))
      }
    }
    // Each hunk ends with the context after its last region (the same lines on both sides).
    return hunks.map { hunk in
      let last = hunk.regions.last!
      let after = min(context, oldCount - last.old.upperBound, newCount - last.new.upperBound)
      return Hunk(old: hunk.old.lowerBound..<(last.old.upperBound + after),
                  new: hunk.new.lowerBound..<(last.new.upperBound + after), regions: hunk.regions)
    }
  }

  /// `path` as git writes it in a diff header: as is, or in double quotes with C escapes.
  package static func quoted(_ path: String) -> String {
    let bytes = Array(path.utf8)
    guard bytes.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0x22 || $0 == 0x5C }) else { return path }
    var output: [UInt8] = [0x22]
    for byte in bytes {
      switch byte {
      case 0x07: output += Array("\\a".utf8)
      case 0x08: output += Array("\\b".utf8)
      case 0x09: output += Array("\\t".utf8)
      case 0x0A: output += Array("\\n".utf8)
      case 0x0B: output += Array("\\v".utf8)
      case 0x0C: output += Array("\\f".utf8)
      case 0x0D: output += Array("\\r".utf8)
      case 0x22: output += Array("\\\"".utf8)
      case 0x5C: output += Array("\\\\".utf8)
      case ..<0x20, 0x7F:
        let octal = String(byte, radix: 8)
        output += Array(("\\" + String(repeating: "0", count: 3 - octal.count) + octal).utf8)
      default: output.append(byte)  // UTF-8 stays as it is, as git writes it with core.quotePath off
      }
    }
    output.append(0x22)
    return String(decoding: output, as: UTF8.self)
  }
}
