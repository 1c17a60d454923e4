import LookoutSyntax

/// What every file of the project declares about types, from the token scan: properties' and globals'
/// types, functions' result types, superclasses, type aliases, and the types property wrappers hold. What
/// `TypeResolution` follows when a declaration is in another file, through aliases (generic ones too, as the
/// compiler does) and superclasses.
struct ProjectTypes: DeclaredTypes {
  private let properties: MemberTable<String>
  private let functions: MemberTable<String>
  private let wrappers: MemberTable<FileFacts.WrapperUse>
  private let annotations: MemberTable<String>
  private let calls: MemberTable<String>
  /// Each class's superclass and each protocol's refined protocols, when they are the project's.
  private let parents: [String: [String]]
  /// `typealias Name = Target` (one named type on the right), by name.
  private let aliases: [String: String]
  /// `typealias Name = …`: the right side as written.
  private let aliasTexts: [String: String]
  /// Every type the project declares, by name.
  private let typeNames: Set<String>
  /// Properties holding a member of a value a type makes (`= Values().service`), as `Type.member`.
  private let valueMembers: MemberTable<String>
  /// `@propertyWrapper` types whose `wrappedValue` has a fixed type, with that type.
  private let wrapperValues: [String: String]
  /// Each type's `let` members.
  private let constants: [String: Set<String>]

  init(facts: [FileFacts]) {
    func merged(_ tables: [MemberFacts<String>]) -> MemberTable<String> {
      MemberTable(tables) { first, second in first == second ? first : (first.isEmpty ? second : first) }
    }
    properties = merged(facts.map(\.memberTypes))
    constants = facts.reduce(into: [:]) { result, file in result.merge(file.memberConstants) { $0.union($1) } }
    // Overloads in different files with different results tell nothing either.
    functions = MemberTable(facts.map(\.functionTypes)) { first, second in first == second ? first : "" }
    annotations = merged(facts.map(\.memberAnnotations))
    calls = merged(facts.map(\.memberCalls))
    valueMembers = merged(facts.map(\.memberOfValues))
    wrappers = MemberTable(facts.map(\.memberWrappers)) { first, _ in first }
    let types = facts.flatMap(\.types)
    typeNames = Set(types.filter { $0.kind != .extension }.map(\.name))
    var aliases: [String: String] = [:]
    for file in facts {
      for (name, components) in file.typealiases where components.count == 1 && components[0] != name { aliases[name] = components[0] }
    }
    self.aliases = aliases
    var aliasTexts: [String: String] = [:]
    for file in facts { aliasTexts.merge(file.typealiasTexts) { first, _ in first } }
    self.aliasTexts = aliasTexts
    let classes = Set(types.filter { $0.kind == .class }.map(\.name))
    var parents: [String: [String]] = [:]
    for type in types {
      switch type.kind {
      case .class:
        // The superclass (first, when it is a class of the project), then the protocols.
        let inherited = type.inherited.map { Self.canonical($0, aliases: aliases) }.filter { $0 != type.name }
        parents[type.name, default: []] += inherited.filter { !classes.contains($0) || $0 == inherited.first }
      case .protocol, .extension, .struct, .enum, .actor:
        parents[type.name, default: []] += type.inherited.map { Self.canonical($0, aliases: aliases) }.filter { $0 != type.name }
      }
    }
    self.parents = parents
    var wrapperValues: [String: String] = [:]
    let generics = Dictionary(facts.flatMap(\.genericDeclarations).filter { $0.kind == .type }.map { ($0.name, Set($0.parameters.map(\.name))) },
                              uniquingKeysWith: { first, second in first.union(second) })
    for type in types where type.attributes.contains("propertyWrapper") {
      if let value = properties[type.name, "wrappedValue"], !(generics[type.name]?.contains(value) ?? false) {
        wrapperValues[type.name] = value
      }
    }
    self.wrapperValues = wrapperValues
  }

  func canonical(_ type: String) -> String { Self.canonical(type, aliases: aliases) }

  /// A written type with a leading alias replaced by what it stands for (`Bag?` → `Set<AnyCancellable>?`),
  /// through aliases of aliases.
  func expandingAlias(_ written: String) -> String {
    var text = written.filter { !$0.isWhitespace }
    var depth = 0
    while depth < 16 {
      let name = String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
      guard !name.isEmpty, let target = aliasTexts[name] else { break }
      text = target.filter { !$0.isWhitespace } + text.dropFirst(name.count)
      depth += 1
    }
    return text
  }

  private static func canonical(_ type: String, aliases: [String: String]) -> String {
    var current = type
    var depth = 0
    while let target = aliases[current], depth < 16 {
      current = target
      depth += 1
    }
    return current
  }

  func elementType(_ name: String, in owner: String) -> String? {
    lookUp(in: owner) { type in annotations[type, name].flatMap(SyntaxNames.elementType(ofWritten:)).map(canonical) }
  }

  func uniquePropertyType(_ name: String) -> String? {
    var found: Set<String> = []
    for (owner, type) in properties.entries(named: name) where !owner.isEmpty {
      if type.isEmpty {
        // Unknown to the scan: a wrapper's value, a call's result or another value's member may still tell.
        guard let known = wrappers[owner, name].flatMap(wrappedType) ?? calls[owner, name].flatMap({ returnType($0, in: owner) })
          ?? (valueMembers[owner, name] != nil ? propertyType(name, in: owner) : nil) else { return nil }
        found.insert(known)
      } else {
        found.insert(canonical(type))
      }
    }
    return found.count == 1 ? found.first : nil
  }

  /// Whether `name` is a `let` of `owner` (or of its superclasses): a value that never changes.
  func isConstant(_ name: String, in owner: String) -> Bool {
    lookUp(in: owner) { constants[$0]?.contains(name) == true ? "" : nil } != nil
  }

  /// Factory's containers: `var settings: Factory<Settings>` (or `FactoryKit.Factory<…>`), called with no
  /// argument, resolves a `Settings`.
  func calledPropertyType(_ name: String, in owner: String) -> String? {
    lookUp(in: owner) { type in
      guard let written = annotations[type, name]?.filter({ !$0.isWhitespace }),
            ["Factory<", "FactoryKit.Factory<", "Factory.Factory<"].contains(where: written.hasPrefix) else { return nil }
      return Self.singleGenericArgument(written).map(canonical)
    }
  }

  func uniqueReturnType(_ name: String) -> String? {
    var found: Set<String> = []
    for type in functions.entries(named: name).values {
      if type.isEmpty || type == "Self" { return nil }
      found.insert(canonical(type))
    }
    return found.count == 1 ? found.first : nil
  }

  func isValue(_ name: String) -> Bool { properties["", name] != nil && !typeNames.contains(name) }

  func propertyType(_ name: String, in owner: String) -> String? {
    propertyType(name, in: owner, followingValues: true)
  }

  /// `followingValues`: whether a property holding a member of another value (`= Values().service`) takes
  /// that member's type (one step: no chain of such properties is followed).
  private func propertyType(_ name: String, in owner: String, followingValues: Bool) -> String? {
    lookUp(in: owner) { type in
      if let found = properties[type, name], !found.isEmpty { return canonical(found) }
      if followingValues, let chain = valueMembers[type, name], let dot = chain.firstIndex(of: ".") {
        return propertyType(String(chain[chain.index(after: dot)...]), in: String(chain[..<dot]), followingValues: false)
      }
      if let use = wrappers[type, name] { return wrappedType(use) }
      // `static let mock = mock(kind: .live)`: the result of the function of that type (or a global one).
      if let function = calls[type, name] { return returnType(function, in: type) ?? (type.isEmpty ? nil : returnType(function, in: "")) }
      return nil
    }
  }

  /// The property wrapper `owner.name` is declared with, looking through superclasses.
  func wrapper(of name: String, in owner: String) -> FileFacts.WrapperUse? {
    var found: FileFacts.WrapperUse?
    _ = lookUp(in: owner) { type in
      found = wrappers[type, name]
      return found.map(\.wrapper)
    }
    return found
  }

  /// Whether `owner` (or a superclass) declares a property `name`.
  func declares(_ name: String, in owner: String) -> Bool {
    lookUp(in: owner) { type in properties[type, name] != nil || wrappers[type, name] != nil ? type : nil } != nil
  }

  func returnType(_ name: String, in owner: String) -> String? {
    lookUp(in: owner) { type in
      guard let found = functions[type, name], !found.isEmpty else { return nil }
      return found == "Self" ? canonical(type) : canonical(found)
    }
  }

  /// The first answer `find` gives for `owner` or, in order, its superclasses and refined protocols.
  private func lookUp(in owner: String, _ find: (String) -> String?) -> String? {
    var queue = [canonical(owner)]
    var seen: Set<String> = []
    while !queue.isEmpty, seen.count < 64 {
      let type = queue.removeFirst()
      guard seen.insert(type).inserted else { continue }
      if let found = find(type) { return found }
      queue += parents[type] ?? []
    }
    return nil
  }

  /// The value a wrapper without an annotation holds: its `wrappedValue`'s type when the project declares
  /// the wrapper with a fixed one; for a key-path wrapper (`@Injected(\.settings)`, `@Environment(\.settings)`),
  /// the type of the property the key path names in the project — or of the one value such a container holds
  /// (`Factory<Settings>` holds a `Settings`).
  private func wrappedType(_ use: FileFacts.WrapperUse) -> String? {
    if let value = wrapperValues[use.wrapper] { return canonical(value) }
    guard let keyPath = use.keyPath else { return nil }
    var found: Set<String> = []
    for (owner, written) in properties.entries(named: keyPath) where !owner.isEmpty && !written.isEmpty {
      let type = canonical(written)
      if !typeNames.contains(type), let argument = annotations[owner, keyPath].flatMap(Self.singleGenericArgument) {
        found.insert(canonical(argument))
      } else {
        found.insert(type)
      }
    }
    return found.count == 1 ? found.first : nil
  }

  /// `Settings` for `Factory<Settings>`; nil when there are none or several.
  static func singleGenericArgument(_ written: String) -> String? {
    guard let open = written.firstIndex(of: "<"), let close = written.lastIndex(of: ">"), open < close else { return nil }
    let inside = written[written.index(after: open)..<close]
    var depth = 0
    for character in inside {
      if character == "<" || character == "(" || character == "[" { depth += 1 }
      if character == ">" || character == ")" || character == "]" { depth -= 1 }
      if character == "," && depth == 0 { return nil }
    }
    let name = inside.prefix { $0 != "<" }.split(separator: ".").last.map { String($0.filter { !$0.isWhitespace }) }
    return name.flatMap { $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !$0.isEmpty ? $0 : nil }
  }
}

/// Per type and member name, one value: one table for the whole project, grouped by member name (far fewer
/// than the types that declare them), so that a name's declarations in every type are at hand too.
struct MemberTable<Value: Sendable>: Sendable {
  /// By member name, then owner (`""` for the top level).
  private var values: [String: [String: Value]] = [:]

  /// The files' tables merged in order; `combine` decides when two files give a
  /// value for one member (the value seen first, then the new one).
  init(_ tables: [MemberFacts<Value>], combine: (Value, Value) -> Value) {
    for table in tables {
      for (owner, name, value) in table.entries {
        if let known = values[name]?[owner] {
          values[name]![owner] = combine(known, value)
        } else {
          values[name, default: [:]][owner] = value
        }
      }
    }
  }

  subscript(owner: String, name: String) -> Value? { values[name]?[owner] }

  /// Every owner's value for a member called `name`, by owner.
  func entries(named name: String) -> [String: Value] { values[name] ?? [:] }
}
