import LookoutSyntax

/// Which types of the table are models (and how views observe them), which are views, and which protocol
/// has a single conformer a reference to it stands for.
struct ModelKinds: Sendable {
  /// Every model: annotated classes, their subclasses, and `ObservableObject`s.
  private(set) var kind: [TypeKey: ObservationKind] = [:]
  /// Classes carrying an observation macro themselves (their own stored properties are tracked).
  private(set) var annotated: Set<TypeKey> = []
  private(set) var views: [TypeKey: MapView.Kind] = [:]
  /// Protocols with exactly one conforming type.
  private(set) var soleConformer: [TypeKey: TypeKey] = [:]
  /// The project types that conform to each protocol (through their supertypes); test code's types only
  /// to protocols test code declares.
  private(set) var conformers: [TypeKey: [TypeKey]] = [:]

  static let macros: [String: ObservationKind] = [
    "Observable": .observable, "Tracked": .tracked, "Perceptible": .perceptible, "Model": .swiftData,
  ]

  /// `legacyNames`: classes the project index knows as `ObservableObject`s (by name).
  init(table: TypeTable, legacyNames: Set<String>) {
    var legacyProtocols: Set<String> = ["ObservableObject"]
    var changed = true
    while changed {
      changed = false
      for type in table.allTypes where type.kind == .protocol && !legacyProtocols.contains(type.key.name) {
        if type.inherited.contains(where: legacyProtocols.contains) {
          legacyProtocols.insert(type.key.name)
          changed = true
        }
      }
    }
    for type in table.allTypes where type.kind == .class {
      if let macro = type.attributes.lazy.compactMap({ Self.macros[$0] }).first {
        annotated.insert(type.key)
        kind[type.key] = macro
      }
    }
    var conformers: [TypeKey: [TypeKey]] = [:]
    // In a fixed order (and a subclass's kind from its annotated superclass), so that every run agrees.
    for type in table.allTypes.sorted(by: { $0.key < $1.key }) where type.kind != .protocol {
      let supertypes = table.supertypes(of: type.key).sorted()
      let names = table.inheritedNames(of: type.key)
      if kind[type.key] == nil, type.kind == .class {
        let known = kind
        if let inherited = supertypes.lazy.filter(annotated.contains).compactMap({ known[$0] }).first {
          kind[type.key] = inherited
        } else if !names.isDisjoint(with: legacyProtocols) || legacyNames.contains(String(type.key.name.split(separator: ".").last ?? "")) {
          kind[type.key] = .legacy
        }
      }
      if type.kind == .struct || type.kind == .enum {
        if names.contains("App") { views[type.key] = .app }
        else if names.contains("Scene") { views[type.key] = .scene }
        else if names.contains("ViewModifier") { views[type.key] = .modifier }
        else if names.contains("View") || Self.declaresViewBody(type) { views[type.key] = .view }
      }
      // A test's mock conforming to a production protocol does not make the app's generic holders
      // ambiguous: the app never holds it.
      let isTest = TestCode.contains(type.place.file)
      for supertype in supertypes {
        guard let declared = table[supertype], declared.kind == .protocol, !isTest || TestCode.contains(declared.place.file) else { continue }
        conformers[supertype, default: []].append(type.key)
      }
    }
    for (protocolKey, types) in conformers where types.count == 1 { soleConformer[protocolKey] = types[0] }
    self.conformers = conformers
  }

  /// A `body` whose type is a view, in a type that does not say it is one (the conformance is elsewhere).
  private static func declaresViewBody(_ type: TypeTable.DeclaredType) -> Bool {
    (type.members["body"] ?? []).contains { member in
      member.summary.kind == .computedProperty && (member.summary.type?.text.contains("View") ?? false)
    }
  }
}
