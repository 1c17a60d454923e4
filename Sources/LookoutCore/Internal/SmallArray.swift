/// An ordered list that keeps its first element inline: the lists here (a property's observers, a tracking's
/// registrations) mostly hold zero or one element, and then never allocate.
struct SmallArray<Element> {
  private var first: Element?
  /// Elements after `first`; empty whenever `first` is nil.
  private var rest: ContiguousArray<Element> = []

  init() {}

  var isEmpty: Bool { first == nil }
  var count: Int { first == nil ? 0 : 1 + rest.count }
  /// Appending would allocate: the moment to drop finished elements first (so a list holds at most twice
  /// its live elements, and appending stays amortized constant time).
  var isFull: Bool { first != nil && rest.count == rest.capacity }

  mutating func append(_ element: Element) {
    if first == nil {
      first = element
    } else {
      rest.append(element)
    }
  }

  func forEach(_ body: (Element) -> Void) {
    guard let first else { return }
    body(first)
    rest.forEach(body)
  }

  /// Calls `keep` on each element in order and removes those it returns false for, keeping the others'
  /// order. The buffer is kept: a property is usually observed again right after it fired.
  mutating func filter(_ keep: (Element) -> Bool) {
    guard let head = first else { return }
    let keepsHead = keep(head)
    var kept = 0
    for index in rest.indices {
      let element = rest[index]
      if keep(element) {
        if kept != index { rest[kept] = element }
        kept += 1
      }
    }
    if kept < rest.count { rest.removeLast(rest.count - kept) }
    if !keepsHead { first = rest.isEmpty ? nil : rest.removeFirst() }
  }
}

extension SmallArray: Sendable where Element: Sendable {}
