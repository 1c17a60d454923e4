import LookoutSyntax

/// The types of every type's properties, from the token scan of every file: what a chain of properties
/// resolves through when the declaration is in another file.
struct MemberTypes: DeclaredTypes {
  let types: [String: [String: String]]
  let superclasses: [String: String]

  init(facts: [FileFacts]) {
    var types: [String: [String: String]] = [:]
    for file in facts {
      for (owner, properties) in file.memberTypes { types[owner, default: [:]].merge(properties) { first, _ in first } }
    }
    self.types = types
    let classes = Set(facts.flatMap(\.types).filter { $0.kind == .class }.map(\.name))
    var superclasses: [String: String] = [:]
    for type in facts.flatMap(\.types) where type.kind == .class {
      if let first = type.inherited.first, classes.contains(first) { superclasses[type.name] = first }
    }
    self.superclasses = superclasses
  }

  /// The type of `owner.name`, looking through superclasses.
  func propertyType(_ name: String, in owner: String) -> String? {
    var current: String? = owner
    var depth = 0
    while let type = current, depth < 32 {
      if let found = types[type]?[name] { return found }
      current = superclasses[type]
      depth += 1
    }
    return nil
  }
}
