/// An ordered list that keeps its first element inline: the lists here (a property's observers, a tracking's
/// registrations) mostly hold zero or one element, and then never allocate.
struct SmallArray<Element> {
  private var first: Element?
  /// Elements after `first`; empty whenever `first` is nil.
  private var rest: ContiguousArray<Element> = []

  init() {}

  var isEmpty: Bool { first == nil }

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

  /// Removes the elements for which `shouldRemove` returns true, keeping the others in order.
  mutating func removeAll(where shouldRemove: (Element) -> Bool) {
    guard let head = first else { return }
    // `removeAll(where:)` reallocates even an empty array's buffer; don't call it for nothing.
    if !rest.isEmpty { rest.removeAll(where: shouldRemove) }
    if shouldRemove(head) {
      first = rest.isEmpty ? nil : rest.removeFirst()
    }
  }
}

extension SmallArray: Sendable where Element: Sendable {}
