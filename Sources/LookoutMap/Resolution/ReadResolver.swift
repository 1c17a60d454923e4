/// Resolves the chains of every summary against the whole project: what a member's code reaches (the
/// properties it reads, through computed properties, helpers, initializers and other models), what type a
/// chain has, what a write writes and which methods a call runs. Results per member are kept, so each
/// member is resolved once however many views reach it.
final class ReadResolver {
  /// What a read reaches.
  struct Reach: Hashable {
    enum Target: Hashable {
      /// A model's property, and how reading it makes a dependency.
      case property(PropertyKey, Role)
      /// A model used whole (passed on, or its methods called).
      case object(TypeKey)
    }
    let target: Target
    /// From the member read onward (the property's declaration last).
    let steps: [PathStep]
    let scope: EvaluationScope
    /// The line of the caller's chain step that leads here.
    var originLine: Int
    /// Where the data read comes from, seen from the member resolved.
    var origin = Origin.own
  }

  /// Where a read's data comes from, seen from a member: its own object, what its caller passes, or state
  /// from outside both (a global, a type's shared instance, static state).
  enum Origin: Hashable {
    case own
    case argument
    case foreign
  }

  /// How reading a model's property makes a view depend on it.
  enum Role: Hashable {
    /// Observation tracks it: a write re-runs the reader.
    case tracked
    /// An `ObservableObject`'s announced property: a write re-runs the object's holders.
    case published
    /// Nothing re-runs the reader for it (ignored, or an `ObservableObject`'s unannounced property).
    case untracked
  }

  /// A type-checked value along a chain.
  struct Value {
    var key: TypeKey?
    var ref: TypeRef?
    var context: LookupContext
    /// A type itself (`Settings` in `Settings.shared`), not an instance.
    var isType = false
  }

  /// What walking one chain gives.
  struct Walk {
    var reaches: [Reach] = []
    var value: Value?
    /// The methods and initializers it runs.
    var calls: [DeclaredMember] = []
  }

  /// The code of a member being resolved.
  struct Frame {
    let owner: TypeKey?
    let context: LookupContext
    let code: CodeSummary
    var isStatic = false
  }

  struct MemberID: Hashable {
    let owner: TypeKey?
    let file: String
    let name: String
    let line: Int

    init(_ member: DeclaredMember) {
      owner = member.owner
      file = member.context.file
      name = member.summary.name
      line = member.summary.line
    }
  }

  let table: TypeTable
  let kinds: ModelKinds
  /// Paths kept per target of a member (the shortest).
  static let pathsPerTarget = 3

  private var memo: [MemberID: [Reach]] = [:]
  private var inProgress: Set<MemberID> = []
  /// The members each resolved member reaches directly (for "which views reach this helper").
  private(set) var callees: [MemberID: Set<MemberID>] = [:]
  private(set) var resolved: [MemberID: DeclaredMember] = [:]
  /// The types whose code constructs each type (`Child(model: model)` in a parent's body): where a view's
  /// passed-in model comes from.
  private(set) var constructedBy: [TypeKey: Set<TypeKey>] = [:]

  init(table: TypeTable, kinds: ModelKinds) {
    self.table = table
    self.kinds = kinds
  }

  // MARK: Members

  /// Everything `member`'s code reads, each path starting with the member's own step.
  func reaches(of member: DeclaredMember) -> [Reach] {
    let id = MemberID(member)
    if let known = memo[id] { return known }
    guard inProgress.insert(id).inserted else { return [] }
    defer { inProgress.remove(id) }
    resolved[id] = member
    let frame = Frame(owner: member.owner, context: member.context, code: member.summary.code, isStatic: member.summary.isStatic)
    var found: [Reach] = []
    var reached: Set<MemberID> = []
    for read in member.summary.code.reads {
      let walk = self.walk(read.chain, in: frame, collect: true)
      for call in walk.calls { reached.insert(MemberID(call)) }
      for reach in walk.reaches {
        let step = PathStep(label: member.label, place: SourcePlace(file: member.context.file, line: reach.originLine))
        found.append(Reach(target: reach.target, steps: [step] + reach.steps, scope: read.scope.nesting(reach.scope), originLine: 0,
                           origin: reach.origin))
      }
    }
    callees[id] = reached
    let kept = Self.shortest(found)
    memo[id] = kept
    return kept
  }

  /// A few of the shortest paths to each target.
  static func shortest(_ reaches: [Reach]) -> [Reach] {
    var byTarget: [Reach.Target: [Reach]] = [:]
    var order: [Reach.Target] = []
    for reach in reaches {
      if byTarget[reach.target] == nil { order.append(reach.target) }
      byTarget[reach.target, default: []].append(reach)
    }
    return order.flatMap { target in
      var seen: Set<[PathStep]> = []
      return byTarget[target]!.sorted { ($0.scope, $0.steps.count) < ($1.scope, $1.steps.count) }
        .filter { seen.insert($0.steps).inserted }.prefix(pathsPerTarget)
    }
  }

  // MARK: Chains

  /// Walks `chain` in `frame`: the value it ends with, the methods it calls and (with `collect`) what it
  /// reads. `follow: false` reads only the properties the chain names (for writes).
  func walk(_ chain: AccessChain, in frame: Frame, collect: Bool, follow: Bool = true) -> Walk {
    var result = Walk()
    var steps = chain.steps[...]
    var value: Value?
    let start = result.reaches.count
    // Where the chain's data comes from: what the callee reads of its own object is read from here.
    var origin = Origin.own
    switch chain.base {
    case .selfValue:
      value = frame.owner.map { Value(key: $0, context: frame.context, isType: frame.isStatic) }
    case .local(let index):
      value = localValue(index, in: frame)
      origin = self.origin(ofLocal: index, in: frame)
    case .implicit:
      guard let first = steps.first else { return result }
      if let owner = frame.owner, !table.members(first.name, of: owner).isEmpty {
        value = Value(key: owner, context: frame.context, isType: frame.isStatic)
      } else if let globals = table.globals[first.name], let global = pickGlobal(globals, step: first) {
        // A global variable is state from outside; a global function has no object of its own.
        origin = global.summary.isProperty ? .foreign : .argument
        steps = steps.dropFirst()
        value = apply(global, step: first, in: frame, collect: collect, follow: follow, into: &result)
      } else if let type = table.lookup(first.name, from: frame.context) {
        steps = steps.dropFirst()
        if case .call(let labels) = first.kind {
          // A new object: nobody else's state.
          origin = .argument
          if collect, follow {
            if let owner = frame.owner { constructedBy[type, default: []].insert(owner) }
            construct(type, labels: labels, line: first.line, into: &result)
          }
          value = Value(key: type, context: frame.context)
        } else {
          // `Session.shared.user`, `Logic.fee(of: coin)`: a type's static state is state from outside.
          origin = .foreign
          value = Value(key: type, context: frame.context, isType: true)
        }
      } else {
        return result
      }
    }
    for step in steps {
      guard let current = value else { break }
      switch step.kind {
      case .subscriptElement:
        value = current.ref?.element.map { Value(ref: $0, context: current.context) }
      case .member, .call:
        guard let key = self.key(of: current) else {
          value = nil
          break
        }
        let candidates = table.members(step.name, of: key)
        guard let member = pick(candidates, step: step, isType: current.isType) else {
          // A member of a model the project does not declare (a macro's, a protocol extension's,
          // `objectWillChange`): the body uses the object in a way the map cannot see, so it counts as a use of
          // the whole object.
          if collect, candidates.isEmpty, !current.isType, kinds.kind[key] != nil {
            result.reaches.append(Reach(target: .object(key), steps: [], scope: .body, originLine: step.line))
          }
          value = nil
          break
        }
        value = apply(member, step: step, in: frame, collect: collect, follow: follow, into: &result)
      }
    }
    if collect, let last = chain.steps.last, case .member = last.kind, let final = value, !final.isType,
       let key = self.key(of: final), kinds.kind[key] != nil {
      result.reaches.append(Reach(target: .object(key), steps: [], scope: .body, originLine: last.line))
    }
    for index in start..<result.reaches.count where result.reaches[index].origin == .own {
      result.reaches[index].origin = origin
    }
    result.value = value
    return result
  }

  /// Reads `member` (a property, or a method called): what it reaches, and the value it gives.
  private func apply(
    _ member: DeclaredMember, step: AccessChain.Step, in frame: Frame, collect: Bool, follow: Bool, into result: inout Walk
  ) -> Value? {
    let summary = member.summary
    switch summary.kind {
    case .storedProperty:
      if collect, let owner = member.owner, let role = role(of: member) {
        let property = PathStep(label: "\(owner.name).\(summary.name)", place: member.place)
        result.reaches.append(Reach(target: .property(PropertyKey(owner: owner, name: summary.name), role), steps: [property],
                                    scope: .body, originLine: step.line))
      }
    case .computedProperty, .method, .initializer:
      if summary.kind != .computedProperty { result.calls.append(member) }
      if collect, let owner = member.owner, summary.kind == .computedProperty, summary.recordsAccess, let role = role(of: member) {
        let property = PathStep(label: "\(owner.name).\(summary.name)", place: member.place)
        result.reaches.append(Reach(target: .property(PropertyKey(owner: owner, name: summary.name), role), steps: [property],
                                    scope: .body, originLine: step.line))
      } else if collect, follow, !summary.isAsync {
        for reach in reaches(of: member) {
          var moved = reach
          moved.originLine = step.line
          result.reaches.append(moved)
        }
        if summary.kind == .computedProperty { result.calls.append(member) }
      }
    }
    return type(of: member)
  }

  /// An initializer call `Type(…)`: what the matching initializer and the instance properties' initial
  /// values read (SwiftUI builds a child view, and its `@State` initial values, inside the parent's body).
  private func construct(_ type: TypeKey, labels: [String], line: Int, into result: inout Walk) {
    guard let declared = table[type] else { return }
    let initializers = (declared.members["init"] ?? []).filter { $0.summary.labels == labels }
    for initializer in initializers.prefix(1) {
      result.calls.append(initializer)
      for reach in reaches(of: initializer) {
        var moved = reach
        moved.originLine = line
        result.reaches.append(moved)
      }
    }
    for members in declared.members.values {
      for member in members where member.summary.kind == .storedProperty && !member.summary.isStatic && !member.summary.isLazy
        && member.summary.wrapper != "StateObject" && !member.summary.code.reads.isEmpty {
        let frame = Frame(owner: type, context: member.context, code: member.summary.code)
        for read in member.summary.code.reads {
          let walk = self.walk(read.chain, in: frame, collect: true)
          for reach in walk.reaches {
            let step = PathStep(label: "\(type.name).init", place: SourcePlace(file: member.context.file, line: reach.originLine))
            result.reaches.append(Reach(target: reach.target, steps: [step] + reach.steps, scope: reach.scope, originLine: line))
          }
        }
      }
    }
  }

  private func pick(_ candidates: [DeclaredMember], step: AccessChain.Step, isType: Bool) -> DeclaredMember? {
    let fitting: [DeclaredMember]
    switch step.kind {
    case .call(let labels):
      let callables = candidates.filter { $0.summary.kind == .method || $0.summary.kind == .initializer }
      fitting = callables.filter { $0.summary.labels == labels } + callables
    default:
      fitting = candidates.filter(\.summary.isProperty)
    }
    return fitting.first { $0.summary.isStatic == isType } ?? fitting.first
  }

  private func pickGlobal(_ candidates: [DeclaredMember], step: AccessChain.Step) -> DeclaredMember? {
    pick(candidates, step: step, isType: false)
  }

  /// How reading `member` (a property of its owner) makes a dependency, if its owner is a model.
  func role(of member: DeclaredMember) -> Role? {
    guard let owner = member.owner, let kind = kinds.kind[owner] else { return nil }
    let summary = member.summary
    if summary.isStatic || !summary.isProperty { return nil }
    if kind.tracksReads {
      if summary.kind == .computedProperty { return summary.recordsAccess ? .tracked : nil }
      if summary.isLet { return nil }
      guard kinds.annotated.contains(owner) else { return .untracked }
      // swift-sharing's `@Shared` registers its own reads with Observation, even under `@ObservationIgnored`.
      if !Set(summary.attributes).isDisjoint(with: Self.selfObserving) { return .tracked }
      if !Set(summary.attributes).isDisjoint(with: MemberSummary.ignoring) || summary.isLazy { return .untracked }
      let notWrappers = kind == .swiftData ? Self.notWrappers.union(Self.swiftDataAttributes) : Self.notWrappers
      if summary.attributes.contains(where: { $0.first?.isUppercase == true && !notWrappers.contains($0) }) { return .untracked }
      return .tracked
    }
    if summary.kind == .computedProperty || summary.isLet { return nil }
    // `@AppStorage` in an `ObservableObject` announces its changes through `objectWillChange`, as `@Published` does.
    return summary.attributes.contains("Published") || summary.attributes.contains("AppStorage") || summary.announces
      ? .published : .untracked
  }

  private static let notWrappers: Set<String> = ["MainActor", "ObservationTracked", "TrackedProperty", "objc", "IBOutlet", "NSManaged"]
  /// Property wrappers whose value observes itself: a read in `body` is a dependency.
  private static let selfObserving: Set<String> = ["Shared", "SharedReader"]
  /// SwiftData's macros on a `@Model`'s stored properties, which stay tracked (`@Transient` does not).
  private static let swiftDataAttributes: Set<String> = ["Attribute", "Relationship"]

  // MARK: Types

  /// The type `member` gives: its declared type, its initial value's, or a method's return type.
  func type(of member: DeclaredMember) -> Value? {
    let summary = member.summary
    if let environment = summary.environmentType { return Value(ref: environment, context: member.context) }
    if let type = summary.type, summary.kind != .initializer { return Value(ref: type, context: member.context) }
    if summary.kind == .initializer, let owner = member.owner { return Value(key: owner, context: member.context) }
    if let initial = summary.initialValue {
      let frame = Frame(owner: member.owner, context: member.context, code: CodeSummary(), isStatic: summary.isStatic)
      return walk(initial, in: frame, collect: false).value
    }
    return nil
  }

  /// Where a local's value comes from: a parameter's from the caller, a value's from where its chain starts.
  private func origin(ofLocal index: Int, in frame: Frame, depth: Int = 0) -> Origin {
    guard frame.code.locals.indices.contains(index), depth < 16 else { return .argument }
    let local = frame.code.locals[index]
    guard !local.isParameter, let chain = local.value else { return .argument }
    switch chain.base {
    case .selfValue: return .own
    case .local(let other): return other == index ? .argument : origin(ofLocal: other, in: frame, depth: depth + 1)
    case .implicit:
      guard let first = chain.steps.first else { return .argument }
      if let owner = frame.owner, !table.members(first.name, of: owner).isEmpty { return .own }
      if let global = table.globals[first.name]?.first { return global.summary.isProperty ? .foreign : .argument }
      if table.lookup(first.name, from: frame.context) != nil {
        if case .call = first.kind { return .argument }
        return .foreign
      }
      return .argument
    }
  }

  private func localValue(_ index: Int, in frame: Frame, depth: Int = 0) -> Value? {
    guard frame.code.locals.indices.contains(index), depth < 16 else { return nil }
    let local = frame.code.locals[index]
    var value: Value?
    if let type = local.type {
      value = Value(ref: type, context: frame.context)
    } else if let chain = local.value {
      value = walk(chain, in: frame, collect: false).value
    }
    if local.isElement { value = value?.ref?.element.map { Value(ref: $0, context: frame.context) } }
    return value
  }

  /// The project type a value has, if any: generic parameters stand for their constraint, a protocol with
  /// one conformer for that conformer.
  func key(of value: Value) -> TypeKey? {
    if let key = value.key { return soleConformer(key) }
    guard let name = value.ref?.nominal else { return nil }
    if let constraints = value.context.generics[name] {
      for constraint in constraints {
        if let key = table.lookup(constraint, from: value.context) { return soleConformer(key) }
      }
      return nil
    }
    return table.lookup(name, from: value.context).map(soleConformer)
  }

  private func soleConformer(_ key: TypeKey) -> TypeKey {
    table[key]?.kind == .protocol ? (kinds.soleConformer[key] ?? key) : key
  }
}
