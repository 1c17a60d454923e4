/// One property's registrations, in order, with the first kept inline: most properties have one observer
/// (the view or scope that read them), which then costs no allocation.
struct ObserverList {
  private var first: Registration?
  /// Registrations after `first`; empty whenever `first` is nil.
  private var rest: ContiguousArray<Registration> = []

  init() {}

  var isEmpty: Bool { first == nil }
  var count: Int { first == nil ? 0 : 1 + rest.count }
  /// Appending would allocate: the moment to drop finished registrations first (so a list holds at most
  /// twice its live registrations, and appending stays amortized constant time).
  var isFull: Bool { first != nil && rest.count == rest.capacity }

  mutating func append(_ registration: Registration) {
    if first == nil { first = registration } else { rest.append(registration) }
  }

  /// Calls `body` on each registration in order.
  func forEach(_ body: (Registration) -> Void) {
    guard let first else { return }
    body(first)
    for registration in rest { body(registration) }
  }

  /// Calls `keep` on each registration in order and removes those it returns false for, keeping the others'
  /// order. `rest` keeps its buffer: the same property is usually observed again right after it fired.
  mutating func filter(_ keep: (Registration) -> Bool) {
    guard let head = first else { return }
    let keepsHead = keep(head)
    var kept = 0
    for index in rest.indices {
      let registration = rest[index]
      if keep(registration) {
        if kept != index { rest[kept] = registration }
        kept += 1
      }
    }
    if kept < rest.count { rest.removeLast(rest.count - kept) }
    if !keepsHead { first = rest.isEmpty ? nil : rest.removeFirst() }
  }
}
