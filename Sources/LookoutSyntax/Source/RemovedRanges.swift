/// Byte ranges a rewrite removes, asked whether they hold another edit (which then goes with the removed
/// text). Sorted once; each question is a binary search, so dropping the edits inside removals costs
/// O((edits + removals) log removals), not edits × removals.
package struct RemovedRanges {
  /// The removals, by start then end.
  private let ranges: [Range<Int>]
  /// The furthest end among `ranges[0...i]`.
  private let furthestEnd: [Int]

  package init(_ removals: [Range<Int>]) {
    ranges = removals.sorted { ($0.lowerBound, $0.upperBound) < ($1.lowerBound, $1.upperBound) }
    var furthest = Int.min
    furthestEnd = ranges.map { range in
      furthest = max(furthest, range.upperBound)
      return furthest
    }
  }

  /// Whether a removal other than `range` itself holds `range`: an insertion strictly inside a removal (one
  /// at either end is beside it), or a replacement within one.
  package func covers(_ range: Range<Int>) -> Bool {
    let start = range.lowerBound
    let before = count { $0 < start }
    if range.isEmpty { return before > 0 && furthestEnd[before - 1] > start }
    if before > 0, furthestEnd[before - 1] >= range.upperBound { return true }
    // Removals that start where `range` does: the longest is last, and holds it when it reaches further.
    let through = count { $0 <= start }
    return through > before && ranges[through - 1].upperBound > range.upperBound
  }

  /// How many removals start at an offset that satisfies `isBefore` (a prefix of the sorted list).
  private func count(_ isBefore: (Int) -> Bool) -> Int {
    var low = 0
    var high = ranges.count
    while low < high {
      let middle = (low + high) / 2
      if isBefore(ranges[middle].lowerBound) { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
