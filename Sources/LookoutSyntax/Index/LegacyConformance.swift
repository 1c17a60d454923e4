/// Which declarations of a project are `ObservableObject`s, from the token scan: the protocols that refine it
/// and the aliases that include it (`implying`), and the classes that conform — listing one of those, adding
/// one in an extension, or inheriting from a class that does. Lint and report ask which classes are legacy;
/// the migration's project index builds its models on the same answer.
package struct LegacyConformance: Sendable {
  /// `ObservableObject` plus every protocol that refines it and alias that includes it.
  package let implying: Set<String>
  /// Every class by name; a name declared twice is represented by the declaration that conforms.
  package let classes: [String: FileFacts.TypeFact]
  /// Extensions by extended type name.
  package let extensions: [String: [FileFacts.TypeFact]]
  /// The `ObservableObject` classes, by name.
  package let conforming: Set<String>
  /// Every alias's components, by name.
  package let aliases: [String: [String]]

  package init(facts: [FileFacts]) {
    let types = facts.flatMap(\.types)
    var aliases: [String: [String]] = [:]
    for file in facts { aliases.merge(file.typealiases) { first, _ in first } }
    self.aliases = aliases

    var implying: Set<String> = ["ObservableObject"]
    var changed = true
    while changed {
      changed = false
      for type in types where type.kind == .protocol && !implying.contains(type.name) {
        if type.inherited.contains(where: implying.contains) {
          implying.insert(type.name)
          changed = true
        }
      }
      for (name, components) in aliases where !implying.contains(name) && components.contains(where: implying.contains) {
        implying.insert(name)
        changed = true
      }
    }
    self.implying = implying
    let classes = Dictionary(types.filter { $0.kind == .class }.map { ($0.name, $0) }, uniquingKeysWith: { first, second in
      first.inherited.contains(where: implying.contains) || !second.inherited.contains(where: implying.contains) ? first : second
    })
    self.classes = classes
    let extensions = Dictionary(grouping: types.filter { $0.kind == .extension }, by: \.name)
    self.extensions = extensions
    var conforming: Set<String> = []
    for name in classes.keys {
      var current: String? = name
      var depth = 0
      while let type = current, let declaration = classes[type], depth < 32 {
        if declaration.inherited.contains(where: implying.contains)
            || (extensions[type] ?? []).contains(where: { $0.inherited.contains(where: implying.contains) }) {
          conforming.insert(name)
          break
        }
        current = declaration.inherited.first.flatMap { classes[$0] != nil ? $0 : nil }
        depth += 1
      }
    }
    self.conforming = conforming
  }

  /// Whether the class itself (or an extension of it) lists a type that implies `ObservableObject`.
  package func conformsItself(_ name: String) -> Bool {
    (classes[name]?.inherited.contains(where: implying.contains) ?? false)
      || (extensions[name] ?? []).contains { $0.inherited.contains(where: implying.contains) }
  }

  /// The superclass, when it is a class of the project.
  package func superclass(of name: String) -> String? {
    classes[name]?.inherited.first.flatMap { classes[$0] != nil ? $0 : nil }
  }
}
