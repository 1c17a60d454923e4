/// Edits gathered from many fixes, each fix taken whole or not at all: a fix whose edits would overlap an
/// edit already taken (as `applied(to:)` defines overlapping) is turned down, and waits for the next run.
/// Checking a fix costs a binary search per edit, so gathering n fixes is O(n log n), not n applications.
package struct EditSet {
  /// The edits taken, in the order their fixes came (insertions at one offset keep that order).
  package private(set) var edits: [Edit] = []
  /// The replaced ranges taken (not empty), sorted; they do not overlap, so their ends are sorted too.
  private var replaced: [Range<Int>] = []
  /// The insertion offsets taken, sorted.
  private var inserted: [Int] = []

  package init() {}

  /// Takes the fix's edits when none overlaps a taken edit or another of them; returns whether it did.
  @discardableResult
  package mutating func add(_ fix: [Edit]) -> Bool {
    guard Self.fitsTogether(fix), fix.allSatisfy({ !overlapsTaken($0.range) }) else { return false }
    for edit in fix {
      let range = edit.range
      if range.isEmpty {
        inserted.insert(range.lowerBound, at: Self.firstIndex(in: inserted) { $0 > range.lowerBound })
      } else {
        replaced.insert(range, at: Self.firstIndex(in: replaced) { $0.lowerBound > range.lowerBound })
      }
    }
    edits += fix
    return true
  }

  /// Whether `range` overlaps a taken edit: a replacement sharing bytes with it, or an insertion strictly
  /// inside one.
  private func overlapsTaken(_ range: Range<Int>) -> Bool {
    let next = Self.firstIndex(in: replaced) { $0.upperBound > range.lowerBound }
    if range.isEmpty { return next < replaced.count && replaced[next].lowerBound < range.lowerBound }
    if next < replaced.count, replaced[next].lowerBound < range.upperBound { return true }
    let insertion = Self.firstIndex(in: inserted) { $0 > range.lowerBound }
    return insertion < inserted.count && inserted[insertion] < range.upperBound
  }

  /// Whether a fix's own edits do not overlap one another.
  private static func fitsTogether(_ fix: [Edit]) -> Bool {
    let ordered = fix.map(\.range).sorted { ($0.lowerBound, $0.upperBound) < ($1.lowerBound, $1.upperBound) }
    return zip(ordered, ordered.dropFirst()).allSatisfy { previous, next in next.lowerBound >= previous.upperBound }
  }

  /// The first index whose element satisfies `isAfter` (which holds for a suffix of the sorted list).
  private static func firstIndex<Element>(in sorted: [Element], where isAfter: (Element) -> Bool) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if isAfter(sorted[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
