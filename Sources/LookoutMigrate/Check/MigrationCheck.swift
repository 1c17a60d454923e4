import LookoutSyntax

/// The whole-project check of a migration: given the project before and the planned (or written) result,
/// every remaining use that needs `ObservableObject` must refer to a type that still is one. The result is
/// indexed again, as the compiler would see it; what it finds is the list of `CheckBreak`s, each naming the
/// models whose migration causes it.
struct MigrationCheck: Sendable {
  /// Classes that were `ObservableObject`s and, still declared, are not any more.
  let migrated: Set<String>
  /// Protocols and aliases that implied `ObservableObject` and, still declared, do not any more.
  let rewrittenProtocols: Set<String>
  private let before: LegacyConformance
  private let after: LegacyConformance
  private let beforeTypes: ProjectTypes
  private let afterTypes: ProjectTypes
  private let afterRequirements: ObservableObjectRequirements
  /// Per protocol or alias implying `ObservableObject` before, the models conforming through it.
  private let conformers: [String: [String]]
  /// Models whose readers used `@EnvironmentObject` before: what an `.environmentObject(x)` of unknown type
  /// may inject.
  private let environmentModels: Set<String>

  /// What the check knows of the project before the migration: the same for every plan of one run, so it is
  /// built once.
  struct Before: Sendable {
    let conformance: LegacyConformance
    let types: ProjectTypes
    let conformers: [String: [String]]
    let environmentModels: Set<String>

    /// From the index of the same facts (`ProjectIndex(facts: facts)`, in the same order): what it holds is
    /// not built again.
    init(_ facts: [FileFacts], index: ProjectIndex) {
      conformance = index.conformance
      let types = index.members
      self.types = types
      conformers = index.refiningProtocols.merging(index.composingAliases) { $0 + $1 }
      environmentModels = Set(facts.flatMap(\.wrappedProperties).filter { $0.wrapper == "EnvironmentObject" }
        .compactMap { $0.model.map(types.canonical) })
    }
  }

  init(before beforeFacts: [FileFacts], after afterFacts: [FileFacts]) {
    self.init(before: Before(beforeFacts, index: ProjectIndex(facts: beforeFacts)), after: afterFacts)
  }

  init(before known: Before, after afterFacts: [FileFacts]) {
    before = known.conformance
    after = LegacyConformance(facts: afterFacts)
    beforeTypes = known.types
    afterTypes = ProjectTypes(facts: afterFacts)
    afterRequirements = ObservableObjectRequirements(facts: afterFacts, implying: after.implying)
    let before = before, after = after
    // Migrated: no longer an ObservableObject, or one only through a protocol while it now carries the macro
    // (its objectWillChange never fires).
    // A name declared more than once counts as migrated only when every declaration that lists a type implying
    // ObservableObject carries the macro.
    let declarations = Dictionary(grouping: afterFacts.flatMap(\.types).filter { $0.kind == .class }, by: \.name)
    func carriesMacro(_ type: FileFacts.TypeFact) -> Bool { type.attributes.contains { $0 == "Observable" || $0 == "Tracked" } }
    migrated = before.conforming.filter { name in
      guard let found = declarations[name] else { return false }
      if !after.conforming.contains(name) { return true }
      return found.contains(where: carriesMacro) && found.allSatisfy { carriesMacro($0) || !$0.inherited.contains(where: after.implying.contains) }
    }
    let declaredAfter = Set(afterFacts.flatMap(\.types).filter { $0.kind == .protocol }.map(\.name)).union(after.aliases.keys)
    rewrittenProtocols = before.implying.subtracting(["ObservableObject"])
      .filter { declaredAfter.contains($0) && !after.implying.contains($0) }
    conformers = known.conformers
    environmentModels = known.environmentModels
  }

  /// The uses among `uses` that break, in order.
  func breaks(in uses: [LegacyUse]) -> [CheckBreak] {
    guard !migrated.isEmpty || !rewrittenProtocols.isEmpty else { return [] }
    return uses.compactMap(evaluate)
  }

  private func evaluate(_ use: LegacyUse) -> CheckBreak? {
    if use.kind == .constrainedDeclaration, let declaration = use.declaration, !stillRequires(declaration) { return nil }
    if use.kind == .publisher { return evaluatePublisher(use) }
    switch use.subject {
    case .type(let type):
      guard migrated.contains(type) else { return nil }
      return CheckBreak(use: use, models: [type], reason: "\(Self.describe(use)) needs \(type) to be an ObservableObject, and \(type) migrates")
    case .constrained(let protocols):
      return evaluateConstrained(use, protocols: protocols)
    case .outside:
      return nil
    case .unknown(let text):
      let candidates = unknownCandidates(for: use)
      guard !candidates.isEmpty else { return nil }
      return CheckBreak(use: use, models: candidates, reason: "\(Self.describe(use)): cannot tell the type of `\(text)`, which may be \(Self.list(candidates)), and \(candidates.count == 1 ? "it migrates" : "they migrate")")
    }
  }

  private func stillRequires(_ declaration: String) -> Bool {
    afterRequirements.wrappers[declaration] != nil || afterRequirements.functions.contains(declaration)
      || afterRequirements.genericTypes.contains(declaration)
  }

  /// A generic parameter or existential: its protocols must still imply `ObservableObject`, and when one does,
  /// no model conforming to it may migrate (it would still be an `ObservableObject` through the protocol,
  /// whose `objectWillChange` no longer fires: the view would stop updating).
  private func evaluateConstrained(_ use: LegacyUse, protocols: [String]) -> CheckBreak? {
    let implyingAfter = protocols.filter(after.implying.contains)
    if implyingAfter.isEmpty {
      let rewritten = protocols.filter(rewrittenProtocols.contains)
      guard let first = rewritten.first else { return nil }
      let models = rewritten.flatMap { conformers[$0] ?? [] }.filter(migrated.contains)
      return CheckBreak(use: use, models: Array(Set(models)).sorted(),
                        reason: "\(Self.describe(use)) needs \(first) to imply ObservableObject, and \(first) becomes Observable (its conformers \(Self.list(models)) migrate)")
    }
    let stopping = implyingAfter.filter { $0 != "ObservableObject" }.flatMap { conformers[$0] ?? [] }.filter(migrated.contains)
    guard !stopping.isEmpty, let first = implyingAfter.first(where: { $0 != "ObservableObject" }) else { return nil }
    let models = Array(Set(stopping)).sorted()
    return CheckBreak(use: use, models: models,
                      reason: "\(Self.describe(use)) observes a \(first) through ObservableObject, and \(Self.list(models)) (\(models.count == 1 ? "a" : "each a") \(first)) migrates: it would stay an ObservableObject through \(first) whose objectWillChange never fires, so views holding it this way would stop updating")
  }

  /// `x.$name` and `$name`: after the migration `name` must still be declared with a wrapper that projects.
  private func evaluatePublisher(_ use: LegacyUse) -> CheckBreak? {
    guard let property = use.property else { return nil }
    switch use.subject {
    case .type(let owner):
      if migrated.contains(owner) {
        guard !projects(property, in: owner, types: afterTypes) else { return nil }
        return CheckBreak(use: use, models: [owner], reason: "\(Self.describe(use)): \(owner).\(property) has no publisher or projection once \(owner) migrates")
      }
      // A view's own projection of a model it held with a legacy wrapper: the wrapper must still project.
      guard let wrapper = beforeTypes.wrapper(of: property, in: owner), LegacyUseFinder.legacyWrappers[wrapper.wrapper] != nil,
            !projects(property, in: owner, types: afterTypes) else { return nil }
      let model = beforeTypes.propertyType(property, in: owner).map(beforeTypes.canonical)
      let models = model.map { migrated.contains($0) ? [$0] : [] } ?? Array(migrated).sorted()
      guard !models.isEmpty else { return nil }
      return CheckBreak(use: use, models: models, reason: "\(Self.describe(use)): \(owner).\(property) was @\(wrapper.wrapper) and has no `$` projection after the migration")
    case .constrained, .outside:
      return nil
    case .unknown(let text):
      let candidates = migrated.filter { projects(property, in: $0, types: beforeTypes) && !projects(property, in: $0, types: afterTypes) }.sorted()
      guard !candidates.isEmpty else { return nil }
      return CheckBreak(use: use, models: candidates, reason: "\(Self.describe(use)): cannot tell the type of `\(text)`, which may be \(Self.list(candidates)), whose `$\(property)` goes with the migration")
    }
  }

  /// Whether `owner.name` is declared with a wrapper that has a `$` projection.
  private func projects(_ name: String, in owner: String, types: ProjectTypes) -> Bool {
    guard let wrapper = types.wrapper(of: name, in: owner) else { return false }
    return !LegacyUseFinder.wrappersWithoutProjection.contains(wrapper.wrapper)
  }

  /// The migrating models an object of unknown type may be, for a use of this kind.
  private func unknownCandidates(for use: LegacyUse) -> [String] {
    switch use.kind {
    case .environmentObjectModifier: return migrated.intersection(environmentModels).sorted()
    case .constrainedDeclaration: return use.declaration.map { afterRequirements.wrappers[$0] != nil } == true ? migrated.sorted() : []
    default: return migrated.sorted()
    }
  }

  static func describe(_ use: LegacyUse) -> String { "`\(use.text)`" }

  static func list(_ names: [String]) -> String {
    names.count <= 4 ? names.joined(separator: ", ") : names.prefix(3).joined(separator: ", ") + " and \(names.count - 3) more"
  }
}

/// A use the migration would break: where, why, and the models whose migration breaks it.
struct CheckBreak: Sendable, Hashable {
  let use: LegacyUse
  /// The models that would have to stay `ObservableObject` for the use to compile and keep updating.
  let models: [String]
  let reason: String
}
