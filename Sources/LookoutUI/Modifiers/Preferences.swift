import Foundation

/// A value views pass up to their ancestors (`.preference(key:value:)`, read by `.onPreferenceChange`).
public protocol PreferenceKey {
  associatedtype Value
  static var defaultValue: Value { get }
  static func reduce(value: inout Value, nextValue: () -> Value)
}

/// Collects a preference's values in a subtree, in tree order, reduced by the key.
@MainActor
enum PreferenceValues {
  static func reduce<Key: PreferenceKey>(_ key: Key.Type, in node: ViewNode) -> Key.Value {
    var value = Key.defaultValue
    var found = false
    func visit(_ node: ViewNode) {
      if let own = node.preferences[ObjectIdentifier(Key.self)] as? Key.Value {
        if found { Key.reduce(value: &value, nextValue: { own }) } else { value = own }
        found = true
      }
      for child in node.children { visit(child) }
    }
    visit(node)
    return value
  }
}
