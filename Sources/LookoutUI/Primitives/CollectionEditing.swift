import Foundation

// SwiftUI's collection helpers for `.onDelete` and `.onMove`: `items.remove(atOffsets: offsets)`,
// `items.move(fromOffsets: source, toOffset: destination)`.

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() { remove(at: index(startIndex, offsetBy: offset)) }
  }
}

extension MutableCollection where Self: RangeReplaceableCollection {
  /// Moves the elements at `source` so that they sit before the element that was at `destination`.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moving = source.map { self[index(startIndex, offsetBy: $0)] }
    let before = source.filter { $0 < destination }.count
    remove(atOffsets: source)
    insert(contentsOf: moving, at: index(startIndex, offsetBy: destination - before))
  }
}
