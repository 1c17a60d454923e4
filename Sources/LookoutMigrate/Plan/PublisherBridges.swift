import LookoutSyntax

/// Which `@Published` properties keep a Combine publisher after the migration, decided once for the
/// project. An `@Observable` property has no `$property` publisher, so where one is used in a pipeline
/// (`sink`, `debounce`, `combineLatest`, `assign`, `.values`, `onReceive`…), the model gets what people write
/// by hand, a subject kept in sync by `didSet`, and the uses move to it:
///
///     @Published var query = ""          →     var query = "" {
///                                                  didSet { query$.send(query) }
///                                              }
///                                              @ObservationIgnored lazy var query$ = CurrentValueSubject<String, Never>(_query)
///
/// `$query` becomes `query$`, `model.$query` becomes `model.query$`. `.onReceive(model.$query)` becomes
/// `.onChange(of:initial:)` instead when the property's type is known to be `Equatable`.
struct PublisherBridges: Sendable {
  /// Model → bridged property → its `@Published` declaration.
  let properties: [String: [String: ClassDetails.PublishedProperty]]
  /// Models that cannot migrate because of how they use publishers, with the reason and what to do.
  let blocked: [String: (reason: String, suggestion: String)]
  /// Models whose `assign(to: &$property)` statements become `sink`s, and the set of cancellables each
  /// stores them in: one the model has, or a new one the migration adds.
  let assignStores: [String: CancellableStore]

  struct CancellableStore: Sendable {
    let name: String
    let isNew: Bool
    /// A new store is `private` unless an extension in another file needs it.
    let isPrivate: Bool
  }

  /// The subject that replaces `$name`.
  static func subjectName(_ property: String) -> String { property + "$" }

  /// Decides from every `$property` use which properties of the `candidates` keep a publisher. In model
  /// files (parsed for the plan) each use is known exactly (`sites`): it needs no publisher when it goes with
  /// the migration (a forwarding in a migrating class) or becomes `.onChange` (`.onReceive` of an
  /// `Equatable` property). Elsewhere, uses are known from tokens, by name (`index.memberPublishers`): every
  /// candidate with a `@Published` property of that name keeps its publisher — more subjects than needed
  /// when names collide, never a broken use; parsing every such file first would slow the migration down.
  init(index: ProjectIndex, candidates: Set<String>, sites: [PublisherSite]) {
    var properties: [String: [String: ClassDetails.PublishedProperty]] = [:]
    var blocked: [String: (reason: String, suggestion: String)] = [:]
    var assigning: [String: [PublisherSite]] = [:]
    for site in sites {
      guard let owner = site.owner else {
        for name in candidates.sorted() {
          if let published = index.models[name]?.published[site.property], published.isAlone {
            properties[name, default: [:]][site.property] = published
          }
        }
        continue
      }
      guard let (declaring, published) = Self.declaration(of: site.property, in: owner, index: index),
            candidates.contains(declaring) else { continue }
      if site.forwards, let enclosing = site.enclosingType, candidates.contains(enclosing) { continue }
      if site.isOnReceiveArgument, EquatableTypes.isKnown(published.type, index: index) { continue }
      if site.isAssignStatement, site.enclosingType == declaring {
        assigning[declaring, default: []].append(site)
      } else if site.isInout {
        blocked[declaring] = ("\(declaring).$\(site.property) is passed `inout` (\(Self.fileName(site.file)):\(site.line)), which only the @Published wrapper allows",
                              "replace it with \(Self.sink(writing: site.property, of: site.base)) stored in a cancellable, then run again")
      } else if !published.isAlone {
        blocked[declaring] = ("$\(site.property) is used as a publisher (\(Self.fileName(site.file)):\(site.line)), and \(declaring).\(site.property) is declared with other variables in one `var`",
                              "declare `\(site.property)` on its own line, then run again: it gets a subject kept in sync by `didSet`")
      } else {
        properties[declaring, default: [:]][site.property] = published
      }
    }
    let modelFiles = index.modelFiles
    for (file, uses) in index.memberPublishers.sorted(by: { $0.key < $1.key }) where !modelFiles.contains(file) {
      for (property, use) in uses {
        for name in candidates.sorted() {
          guard let published = index.models[name]?.published[property] else { continue }
          if use.contains(.inout) {
            let target = index.inoutTargets[file]?[property]
            let place = target.map { "\(Self.fileName(file)):\($0.line)" } ?? Self.fileName(file)
            blocked[name] = ("$\(property) of a \(name) may be passed `inout` (\(place)), which only the @Published wrapper allows",
                             "replace it with \(Self.sink(writing: property, of: target?.object ?? "x")) stored in a cancellable, then run again")
          } else if use.contains(.other) || !EquatableTypes.isKnown(published.type, index: index) {
            if published.isAlone {
              properties[name, default: [:]][property] = published
            } else {
              blocked[name] = ("$\(property) is used as a publisher (\(Self.fileName(file))), and \(name).\(property) is declared with other variables in one `var`",
                               "declare `\(property)` on its own line, then run again: it gets a subject kept in sync by `didSet`")
            }
          }
        }
      }
    }
    for name in candidates.sorted() {
      if let uses = index.ownObjectWillChangeUses[name], let first = uses.first {
        blocked[name] = ("\(name) uses its own objectWillChange for more than `send()` (\(Self.fileName(first.file)):\(first.line)), and there is none after the migration",
                         "observe the properties it stands for instead (`withObservationTracking`, or a subject kept in sync by `didSet`), then run again")
      }
    }
    self.properties = properties
    self.blocked = blocked
    var stores: [String: CancellableStore] = [:]
    for (model, sites) in assigning {
      if let existing = index.models[model]?.cancellableSets.first {
        stores[model] = CancellableStore(name: existing, isNew: false, isPrivate: false)
      } else {
        let taken = Set(index.models[model]?.storedVars ?? [])
        let name = ["cancellables", "assignCancellables", "publishedCancellables"].first { !taken.contains($0) } ?? "lookoutCancellables"
        let modelFile = index.models[model]?.file
        stores[model] = CancellableStore(name: name, isNew: true, isPrivate: sites.allSatisfy { $0.file == modelFile })
      }
    }
    assignStores = stores
  }

  /// The `sink` that does what `assign(to: &target.$property)` did, writing to `target` (weakly held).
  static func sink(writing property: String, of target: String) -> String {
    let isName = target.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    let capture = isName ? target : "target = \(target)"
    let name = isName ? target : "target"
    return "`.sink { [weak \(capture)] in \(name)?.\(property) = $0 }`"
  }

  /// The model in `owner`'s class hierarchy that declares `@Published` `name`, and the declaration.
  static func declaration(of name: String, in owner: String, index: ProjectIndex) -> (String, ClassDetails.PublishedProperty)? {
    var current: String? = owner
    var depth = 0
    while let type = current, let model = index.models[type], depth < 32 {
      if let published = model.published[name] { return (type, published) }
      current = model.superclass
      depth += 1
    }
    return nil
  }

  /// The bridged property `name` of `model` or of the nearest superclass that declares it.
  func bridge(_ name: String, of model: String, index: ProjectIndex) -> ClassDetails.PublishedProperty? {
    var current: String? = model
    var depth = 0
    while let type = current, depth < 32 {
      if let property = properties[type]?[name] { return property }
      current = index.models[type]?.superclass
      depth += 1
    }
    return nil
  }

  func isBridged(anywhere name: String) -> Bool { properties.values.contains { $0[name] != nil } }

  private static func fileName(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }
}

/// Types known to be `Equatable` from their spelling and the project's declarations.
enum EquatableTypes {
  static let standard: Set<String> = [
    "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
    "UInt32", "UInt64", "Double", "Float", "CGFloat", "Decimal", "Date", "URL", "UUID", "Data", "CGPoint", "CGSize",
    "CGRect", "TimeInterval", "Locale", "TimeZone", "IndexPath", "Color", "AttributedString",
  ]
  static let protocols: Set<String> = ["Equatable", "Hashable", "Comparable"]

  /// Whether `type` (as written: `Int?`, `[String]`, `[String: Item]`, `Set<Tag>`) is `Equatable`.
  static func isKnown(_ type: String?, index: ProjectIndex) -> Bool {
    guard var text = type?.filter({ !$0.isWhitespace }), !text.isEmpty else { return false }
    while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
    if text.hasPrefix("["), text.hasSuffix("]") {
      let inner = String(text.dropFirst().dropLast())
      let parts = inner.split(separator: ":", maxSplits: 1).map(String.init)
      return parts.allSatisfy { isKnown($0, index: index) }
    }
    if text.hasPrefix("Set<"), text.hasSuffix(">") { return isKnown(String(text.dropFirst(4).dropLast()), index: index) }
    if text.hasPrefix("Array<"), text.hasSuffix(">") { return isKnown(String(text.dropFirst(6).dropLast()), index: index) }
    if text.hasPrefix("Optional<"), text.hasSuffix(">") { return isKnown(String(text.dropFirst(9).dropLast()), index: index) }
    guard text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return false }
    let name = text.split(separator: ".").last.map(String.init) ?? text
    if standard.contains(name) { return true }
    return index.declarations(named: name).contains { $0.kind != .protocol && $0.inherited.contains(where: protocols.contains) }
  }
}
