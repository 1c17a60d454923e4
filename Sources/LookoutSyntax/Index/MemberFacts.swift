/// One file's values per member of a type (`""` for the top level): a property's type, a wrapper, a
/// function's result. One flat table per file, not one per type: a project's facts stay small.
package struct MemberFacts<Value: Sendable>: Sendable {
  package struct Key: Hashable, Sendable {
    package let owner: String
    package let name: String
  }
  private var values: [Key: Value] = [:]

  package init() {}

  package subscript(owner: String, name: String) -> Value? {
    get { values[Key(owner: owner, name: name)] }
    set { values[Key(owner: owner, name: name)] = newValue }
  }

  package var isEmpty: Bool { values.isEmpty }

  /// Every member's value, by owner and name, in no particular order.
  package var entries: [(owner: String, name: String, value: Value)] {
    values.map { (owner: $0.key.owner, name: $0.key.name, value: $0.value) }
  }
}
