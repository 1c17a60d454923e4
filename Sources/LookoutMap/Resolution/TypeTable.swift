/// Where a name is looked up: the module and file it is written in, and the types around it.
struct LookupContext: Sendable, Hashable {
  let module: String
  let file: String
  /// Qualified names of the enclosing types, outermost first (the owner type last).
  let lexicalPath: [String]
  let imports: Set<String>
  /// Generic parameters in scope and their constraints.
  var generics: [String: [String]] = [:]
}

/// A member as declared, with where it was declared.
struct DeclaredMember: Sendable {
  let summary: MemberSummary
  /// The type declaring it (nil for a global).
  let owner: TypeKey?
  let context: LookupContext
  /// `Cart.total`, `CartView.totalLabel()`, `Cart.init`, `format(_:)`.
  var label: String {
    let prefix = owner.map { $0.name + "." } ?? ""
    switch summary.kind {
    case .method: return prefix + summary.name + "()"
    case .initializer: return prefix + "init"
    default: return prefix + summary.name
    }
  }
  var place: SourcePlace { SourcePlace(file: context.file, line: summary.line, column: summary.column) }
}

/// Every type of the project by module and name, with its members gathered from its declaration and its
/// extensions in any file, and the lookups chains need: a name from a place, a member of a type (through
/// superclasses and protocol extensions), the one conformer of a protocol.
struct TypeTable: Sendable {
  struct DeclaredType: Sendable {
    let key: TypeKey
    var kind: TypeSummary.Kind
    var inherited: [String] = []
    var attributes: [String] = []
    var generics: [String: [String]] = [:]
    var place: SourcePlace
    var context: LookupContext
    var members: [String: [DeclaredMember]] = [:]
  }

  private(set) var types: [TypeKey: DeclaredType] = [:]
  /// Qualified names (`Cart`, `Home.StateModel`) to the types of that name in every module.
  private var byName: [String: [TypeKey]] = [:]
  private(set) var globals: [String: [DeclaredMember]] = [:]
  /// Type aliases by qualified name: what each stands for, and where to look its name up.
  private var aliases: [String: [(target: TypeRef, context: LookupContext)]] = [:]
  let modules: Set<String>

  init(files: [(summary: FileSummary, module: String)]) {
    modules = Set(files.map(\.module))
    // Declarations first, then extensions (which may extend a type of another file or module).
    for (file, module) in files {
      let imports = Set(file.imports)
      for type in file.types where type.kind != .extension {
        let key = TypeKey(module: module, name: type.name)
        let context = LookupContext(module: module, file: file.path, lexicalPath: type.lexicalPath + [type.name], imports: imports, generics: type.genericConstraints)
        if types[key] == nil {
          types[key] = DeclaredType(key: key, kind: type.kind, place: SourcePlace(file: file.path, line: type.line, column: type.column), context: context)
          byName[type.name, default: []].append(key)
        }
        types[key]!.inherited += type.inherited
        types[key]!.attributes += type.attributes
        types[key]!.generics.merge(type.genericConstraints) { $0 + $1 }
        for member in type.members {
          types[key]!.members[member.name, default: []].append(DeclaredMember(summary: member, owner: key, context: context))
        }
      }
      for member in file.globals {
        let context = LookupContext(module: module, file: file.path, lexicalPath: [], imports: imports)
        globals[member.name, default: []].append(DeclaredMember(summary: member, owner: nil, context: context))
      }
      for alias in file.aliases {
        let context = LookupContext(module: module, file: file.path, lexicalPath: alias.lexicalPath, imports: imports)
        aliases[alias.name, default: []].append((alias.target, context))
      }
    }
    for (file, module) in files {
      let imports = Set(file.imports)
      for type in file.types where type.kind == .extension {
        let from = LookupContext(module: module, file: file.path, lexicalPath: [], imports: imports)
        guard let key = lookup(type.name, from: from) else { continue }
        let context = LookupContext(module: module, file: file.path, lexicalPath: (types[key]?.context.lexicalPath ?? [key.name]),
                                    imports: imports, generics: (types[key]?.generics ?? [:]).merging(type.genericConstraints) { $0 + $1 })
        types[key]!.inherited += type.inherited
        for member in type.members {
          types[key]!.members[member.name, default: []].append(DeclaredMember(summary: member, owner: key, context: context))
        }
      }
    }
  }

  subscript(key: TypeKey) -> DeclaredType? { types[key] }

  var allTypes: Dictionary<TypeKey, DeclaredType>.Values { types.values }

  // MARK: Names

  /// The type `name` means where `context` is: nested in the types around it first, then in its module,
  /// then in another module (the one the file imports, when several have it). Nil when unknown or ambiguous.
  func lookup(_ name: String, from context: LookupContext) -> TypeKey? {
    lookup(name, from: context, depth: 0)
  }

  private func lookup(_ name: String, from context: LookupContext, depth: Int) -> TypeKey? {
    if let found = lookupType(name, from: context) { return found }
    // `typealias Store = FeedStore`: the type it stands for, looked up where the alias is declared.
    guard depth < 8 else { return nil }
    var path = context.lexicalPath
    while true {
      let qualified = path.isEmpty ? name : path.joined(separator: ".") + "." + name
      if let alias = aliases[qualified]?.first(where: { $0.context.module == context.module }) ?? aliases[qualified]?.first,
         let target = alias.target.nominal {
        return lookup(target, from: alias.context, depth: depth + 1)
      }
      if path.isEmpty { return nil }
      path.removeLast()
    }
  }

  private func lookupType(_ name: String, from context: LookupContext) -> TypeKey? {
    var name = name
    if let dot = name.firstIndex(of: "."), modules.contains(String(name[..<dot])) {
      let module = String(name[..<dot])
      name = String(name[name.index(after: dot)...])
      return byName[name]?.first { $0.module == module }
    }
    // Lexical: `Inner` inside `Outer` is `Outer.Inner`; then the name as written.
    var path = context.lexicalPath
    while true {
      let qualified = path.isEmpty ? name : path.joined(separator: ".") + "." + name
      if let found = pick(byName[qualified] ?? [], from: context) { return found }
      if path.isEmpty { break }
      path.removeLast()
      // A lexical path's last component may itself be qualified (`Outer.Inner`): drop its parts one by one.
      if let last = path.last, last.contains(".") {
        path.removeLast()
        path += last.split(separator: ".").map(String.init)
      }
    }
    return nil
  }

  private func pick(_ candidates: [TypeKey], from context: LookupContext) -> TypeKey? {
    guard !candidates.isEmpty else { return nil }
    if candidates.count == 1 { return candidates[0] }
    if let own = candidates.first(where: { $0.module == context.module }) { return own }
    let imported = candidates.filter { context.imports.contains($0.module) }
    return imported.count == 1 ? imported[0] : nil
  }

  // MARK: Members

  /// The members named `name` of `key`, its superclasses', and its protocols' extensions (nearest first).
  func members(_ name: String, of key: TypeKey) -> [DeclaredMember] {
    var visited: Set<TypeKey> = []
    var queue = [key]
    while !queue.isEmpty {
      let current = queue.removeFirst()
      guard visited.insert(current).inserted, visited.count < 32, let type = types[current] else { continue }
      if let found = type.members[name], !found.isEmpty { return found }
      for inherited in type.inherited {
        if let next = lookup(inherited, from: type.context) { queue.append(next) }
      }
    }
    return []
  }

  /// The superclasses and protocols `key` inherits from, transitively (project types only).
  func supertypes(of key: TypeKey) -> Set<TypeKey> {
    var found: Set<TypeKey> = []
    var queue = [key]
    while let current = queue.popLast(), found.count < 64 {
      guard let type = types[current] else { continue }
      for inherited in type.inherited {
        if let next = lookup(inherited, from: type.context), found.insert(next).inserted { queue.append(next) }
      }
    }
    return found
  }

  /// The names `key` inherits, with those of its project supertypes.
  func inheritedNames(of key: TypeKey) -> Set<String> {
    var names = Set(types[key]?.inherited ?? [])
    for supertype in supertypes(of: key) { names.formUnion(types[supertype]?.inherited ?? []) }
    return names
  }
}
