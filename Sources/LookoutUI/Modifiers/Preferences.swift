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
      let own = node.preferences[ObjectIdentifier(Key.self)]
      if let transform = own as? PreferenceTransform<Key> {
        // `.transformPreference`: the subtree's value, changed, stands for the whole subtree.
        var subtree = reduceChildren(Key.self, of: node)
        transform.transform(&subtree)
        if found { Key.reduce(value: &value, nextValue: { subtree }) } else { value = subtree }
        found = true
        return
      }
      if let own = own as? Key.Value {
        if found { Key.reduce(value: &value, nextValue: { own }) } else { value = own }
        found = true
      }
      for child in node.children { visit(child) }
    }
    visit(node)
    return value
  }

  /// The reduced value of `node`'s children (its own value excluded).
  static func reduceChildren<Key: PreferenceKey>(_ key: Key.Type, of node: ViewNode) -> Key.Value {
    var value = Key.defaultValue
    var found = false
    for child in node.children {
      var childFound = false
      let childValue = reduce(key, in: child, found: &childFound)
      guard childFound else { continue }
      if found { Key.reduce(value: &value, nextValue: { childValue }) } else { value = childValue }
      found = true
    }
    return value
  }

  /// The reduced value in `node`'s subtree, and whether any view in it set one.
  private static func reduce<Key: PreferenceKey>(_ key: Key.Type, in node: ViewNode, found: inout Bool) -> Key.Value {
    let value = reduce(key, in: node)
    found = found || PreferenceValues.sets(key, in: node)
    return value
  }

  /// Whether a view in `node`'s subtree sets or transforms `key`.
  static func sets<Key: PreferenceKey>(_ key: Key.Type, in node: ViewNode) -> Bool {
    node.preferences[ObjectIdentifier(key)] != nil || node.children.contains { sets(key, in: $0) }
  }
}
