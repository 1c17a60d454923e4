@_spi(SwiftUI) import Observation

/// The mounted tree and the update loop behind a ``ViewHost``.
///
/// Changes (tracked writes, `objectWillChange`, `@State` writes) only mark nodes; an update evaluates the
/// marked nodes parent before child, passing each child its new view value; a child whose value is equal to
/// the last one and that is not marked itself keeps its body. Nothing is evaluated between updates.
@MainActor
final class ViewGraph {
  let queue = InvalidationQueue()
  private(set) var root: ViewNode?
  /// Mounted nodes by id (ids count up from 1; a removed node leaves a hole).
  private var nodes: [ViewNode?] = []

  /// What the current update evaluated, in order.
  private var evaluations: [Evaluation] = []
  /// Effects (`onAppear`, `onChange`) of the current update, run after it.
  private var effects: [(ViewNode, Effect)] = []
  /// `.task` bodies started by updates and not awaited yet.
  private(set) var runningTasks: [Task<Void, Never>] = []
  private(set) var warnings: [String] = []
  private(set) var errors: [HostError] = []

  // MARK: Mounting

  /// Updates that keep invalidating themselves stop after this many passes, with an error.
  static let passLimit = 100

  func mount(_ view: any View, environment: EnvironmentValues) -> UpdateReport {
    root?.unmount()
    let node = makeNode(key: .position(0), view: view, parent: nil, environment: environment, attributes: [])
    root = node
    return runUpdate { create(node) }
  }

  /// Evaluates everything that changed since the last update; returns what ran and why.
  func update() -> UpdateReport {
    runUpdate {}
  }

  /// Whether `@State` initial values are evaluated once per identity (Xcode 27) rather than at every view
  /// creation (Xcode 26 and earlier).
  var lazyStateInitialValues = false

  /// Whether bodies run under Observation's tracking: SwiftUI from iOS 17 / macOS 14 (the default). Before,
  /// SwiftUI knows no Observation, and only `ObservableObject`, `@State` and the like update views.
  var observesBodies = true

  /// The graph updating right now (state read during an update, such as `@AppStorage`, registers its reader
  /// with it).
  static private(set) var updating: ViewGraph?

  private func runUpdate(_ body: () -> Void) -> UpdateReport {
    evaluations = []
    let previousGraph = Self.updating
    Self.updating = self
    defer { Self.updating = previousGraph }
    let previousGeneration = StateGeneration.lazy
    StateGeneration.lazy = lazyStateInitialValues
    defer { StateGeneration.lazy = previousGeneration }
    let previousCollector = HostDiagnostics.collector
    HostDiagnostics.collector = { [weak self] warning in
      guard let self, !self.warnings.contains(warning) else { return }
      self.warnings.append(warning)
    }
    defer { HostDiagnostics.collector = previousCollector }
    EvaluatingThread.during { body() }
    runEffects()
    // Effects may change state: keep going until the tree is stable.
    var pass = 0
    while !queue.isEmpty {
      guard pass < Self.passLimit else {
        let views = Set(queue.takeAll().keys.compactMap { node(withID: $0)?.path }).sorted()
        errors.append(HostError(
          path: views.first ?? "?",
          message: "the update did not settle after \(Self.passLimit) passes: \(views.joined(separator: ", ")) keep invalidating themselves (a body or effect writes state it reads)"))
        break
      }
      pass += 1
      EvaluatingThread.during { processPending() }
      runEffects()
    }
    return UpdateReport(evaluations: evaluations)
  }

  /// Equal paths and reason lists share one storage: a report of 10,000 row evaluations then holds a few
  /// buffers instead of 20,000, and dropping it (at the next update) costs nothing per row.
  private var internedPaths: [String: String] = [:]
  private var internedReasons: [[ChangeReason]: [ChangeReason]] = [:]

  func interned(_ path: String) -> String {
    if let shared = internedPaths[path] { return shared }
    internedPaths[path] = path
    return path
  }

  private func interned(_ reasons: [ChangeReason]) -> [ChangeReason] {
    if let shared = internedReasons[reasons] { return shared }
    internedReasons[reasons] = reasons
    return reasons
  }

  /// Marks `node` for the next update.
  func invalidate(_ node: ViewNode, _ reason: ChangeReason, cause: String?) {
    queue.invalidate(node.id, reason, cause: cause)
  }

  /// Changes of the pass under way, by node: a marked node evaluated through its parent takes its changes
  /// along, so it is evaluated once.
  private var marked: [Int: InvalidationQueue.Pending] = [:]

  private func processPending() {
    marked = queue.takeAll()
    let order = marked.keys.compactMap(node(withID:)).sorted { ($0.depth, $0.id) < ($1.depth, $1.id) }
    // Parents first: an ancestor's evaluation may already have evaluated (or removed) a marked node.
    for node in order {
      guard node.isMounted, let change = marked.removeValue(forKey: node.id) else { continue }
      evaluate(node, reasons: change.reasons, causes: change.resolvedCauses())
    }
    marked = [:]
  }

  // MARK: Nodes

  private func makeNode(
    key: ChildKey, view: any View, parent: ViewNode?, environment: EnvironmentValues, attributes: [ElementAttribute]
  ) -> ViewNode {
    let node = ViewNode(id: nodes.count + 1, key: key, view: view, parent: parent, environment: environment, attributes: attributes)
    nodes.append(node)
    return node
  }

  private func node(withID id: Int) -> ViewNode? {
    id >= 1 && id <= nodes.count ? nodes[id - 1] : nil
  }

  private static let selfValueOnly: Set<ChangeReason> = [.selfValue]

  /// First evaluation of a new node.
  private func create(_ node: ViewNode) {
    guard node.kind == .composite else { return evaluate(node, reasons: [], causes: []) }
    // A view without dynamic properties has no persistent data to recycle: SwiftUI prints only `@self`.
    var reasons = Self.selfValueOnly
    DynamicProperties.install(node.view, in: node, graph: self)
    if !node.fieldNames.isEmpty { reasons.insert(.identity) }
    for name in node.fieldNames.values { reasons.insert(.property(name)) }
    evaluate(node, reasons: reasons, causes: [])
  }

  /// A child's new view value from its parent's evaluation.
  private func receive(_ node: ViewNode, view: any View, environment: EnvironmentValues, attributes: [ElementAttribute]) {
    var reasons: Set<ChangeReason> = []
    var causes: [String] = []
    if let change = marked.removeValue(forKey: node.id) {
      reasons = change.reasons
      causes = change.resolvedCauses()
    }
    let environmentChanged = node.environmentDependencies.contains { !environment.same($0, as: node.environment) }
    node.environment = environment
    node.attributes = attributes
    switch node.kind {
    case .primitive:
      // Primitive views are cheap to expand; their children decide for themselves.
      node.view = view
      evaluate(node, reasons: reasons, causes: causes)
      return
    case .composite:
      if !ViewEquality.viewsEqual(node.view, view) { reasons.insert(.selfValue) }
      if environmentChanged {
        reasons.insert(.dependencies)
        causes.append("environment")
      }
      node.view = view
      DynamicProperties.install(view, in: node, graph: self)
    }
    guard !reasons.isEmpty else { return }
    evaluate(node, reasons: reasons, causes: causes)
  }

  private func evaluate(_ node: ViewNode, reasons: Set<ChangeReason>, causes: [String]) {
    switch node.kind {
    case .composite:
      evaluateBody(of: node, reasons: reasons, causes: causes)
    case .primitive:
      guard let expand = node.traits.expand else { return }
      var builder = ChildBuilder(environment: node.environment)
      builder.inheritedAttributes = node.attributes
      builder.elementAttributes = node.attributes
      // A control that reads a binding (`Toggle(isOn: $flag)`) is that state's reader: a write updates the
      // control, not the view that only passed `$flag`.
      EvaluationContext.reading(node) { expand(node.view, &builder) }
      node.setElement(builder.element)
      node.elementAttributes = builder.elementAttributes
      node.preferences = builder.preferences
      for effect in builder.effects { effects.append((node, effect)) }
      reconcile(node, with: builder.children, environment: builder.environment)
    }
  }

  private func evaluateBody(of node: ViewNode, reasons: Set<ChangeReason>, causes: [String]) {
    node.cancelTrackings()
    let sortedReasons = reasons == Self.selfValueOnly ? Self.selfValueReason : interned(declarationOrder(reasons, of: node))
    let rebuiltByParent = node.traits.isRowContent && !reasons.contains(.dependencies)
      && !reasons.contains { if case .property = $0 { true } else { false } }
    if !rebuiltByParent && !node.traits.isTransparent {
      node.bodyEvaluations += 1
      evaluations.append(Evaluation(view: node.typeName, path: node.path, reasons: sortedReasons, causes: causes))
    }
    let context = EvaluationContext(node: node, reasons: sortedReasons, system: observesBodies ? .iOS17 : .iOS16)
    DynamicProperties.update(node)
    let body = EvaluationContext.with(context) { trackedBody(of: node) }
    reconcile(node, withBody: body)
  }

  /// `reconcile` for a body's one child, without building a list for it.
  private func reconcile(_ node: ViewNode, withBody body: any View) {
    let previous = node.children
    if previous.isEmpty {
      mountOnlyChild(of: node, key: .position(0), view: body, environment: node.environment, attributes: [])
    } else if previous.count == 1, ChildIdentity(previous[0]) == ChildIdentity(key: .position(0), type: type(of: body)) {
      receive(previous[0], view: body, environment: node.environment, attributes: [])
    } else {
      reconcile(node, with: [PendingChild(key: .position(0), view: body, attributes: [])], environment: node.environment)
    }
  }

  private static let selfValueReason: [ChangeReason] = [.selfValue]

  /// The `@` reasons first, then the properties in declaration order (their slots).
  private func declarationOrder(_ reasons: Set<ChangeReason>, of node: ViewNode) -> [ChangeReason] {
    guard reasons.count > 1 else { return Array(reasons) }
    let slots = Dictionary(node.fieldNames.map { ($1, $0) }, uniquingKeysWith: min)
    return reasons.sorted { lhs, rhs in
      if case .property(let left) = lhs, case .property(let right) = rhs {
        return (slots[left] ?? .max, left) < (slots[right] ?? .max, right)
      }
      return lhs < rhs
    }
  }

  // MARK: Children

  private func reconcile(_ node: ViewNode, with pending: [PendingChild], environment: EnvironmentValues) {
    let previous = node.children
    if pending.isEmpty && previous.isEmpty { return }
    if pending.count == 1, previous.isEmpty {
      mountOnlyChild(of: node, key: pending[0].key, view: pending[0].view, environment: environment, attributes: pending[0].attributes)
      return
    }
    var children: [ViewNode] = []
    children.reserveCapacity(pending.count)
    // The same children in the same order, as in almost every update: matched by position.
    var matched = 0
    while matched < pending.count, matched < previous.count,
          ChildIdentity(previous[matched]) == ChildIdentity(key: pending[matched].key, type: type(of: pending[matched].view)) {
      let item = pending[matched]
      children.append(previous[matched])
      receive(previous[matched], view: item.view, environment: environment, attributes: item.attributes)
      matched += 1
    }
    // The rest by identity.
    var unmatched: [ChildIdentity: ViewNode] = [:]
    if matched < previous.count {
      unmatched.reserveCapacity(previous.count - matched)
      for child in previous[matched...] { unmatched[ChildIdentity(child)] = child }
    }
    for item in pending[matched...] {
      let existing = unmatched.isEmpty ? nil : unmatched.removeValue(forKey: ChildIdentity(key: item.key, type: type(of: item.view)))
      if let existing {
        children.append(existing)
        receive(existing, view: item.view, environment: environment, attributes: item.attributes)
      } else {
        let child = makeNode(
          key: item.key, view: item.view, parent: node, environment: environment, attributes: item.attributes)
        children.append(child)
        create(child)
      }
    }
    for child in unmatched.values { retire(child) }
    node.children = NodeChildren(children)
  }

  /// Creates the one child of a node that had none, without building a list for it.
  private func mountOnlyChild(
    of node: ViewNode, key: ChildKey, view: any View, environment: EnvironmentValues, attributes: [ElementAttribute]
  ) {
    let child = makeNode(key: key, view: view, parent: node, environment: environment, attributes: attributes)
    create(child)
    node.children = NodeChildren(child)
  }

  /// Removes a node whose identity is gone: its state is dropped, its tasks cancelled.
  private func retire(_ node: ViewNode) {
    collectDisappearActions(node)
    node.unmount()
    forget(node)
  }

  /// `.onDisappear` actions of nodes removed by the current update, run with its effects.
  private var disappearing: [@MainActor () -> Void] = []

  private func collectDisappearActions(_ node: ViewNode) {
    for child in node.children { collectDisappearActions(child) }
    disappearing += node.disappearActions.values
  }

  private func forget(_ node: ViewNode) {
    nodes[node.id - 1] = nil
    for child in node.children { forget(child) }
  }

  // MARK: Effects

  private func runEffects() {
    let gone = disappearing
    disappearing = []
    for action in gone { action() }
    while !effects.isEmpty {
      let batch = effects
      effects = []
      for (node, effect) in batch where node.isMounted {
        if let task = effect.run(node) { runningTasks.append(task) }
      }
    }
  }

  /// Waits for every `.task` started so far (and those they lead to), updating in between.
  func settleTasks() async -> UpdateReport {
    var all: [Evaluation] = []
    while !runningTasks.isEmpty {
      let tasks = runningTasks
      runningTasks = []
      for task in tasks { await task.value }
      all += update().evaluations
    }
    return UpdateReport(evaluations: all)
  }

  func takeWarnings() -> [String] {
    defer { warnings = [] }
    return warnings
  }
}

/// Key plus type: what makes a child "the same view" across evaluations.
struct ChildIdentity: Hashable {
  let key: ChildKey
  let type: ObjectIdentifier

  init(key: ChildKey, type: any View.Type) {
    self.key = key
    self.type = ObjectIdentifier(type)
  }

  @MainActor init(_ node: ViewNode) {
    self.init(key: node.key, type: node.viewType)
  }
}

/// An update the host had to cut short (views that keep invalidating themselves).
public struct HostError: Sendable, Hashable, CustomStringConvertible {
  /// Where: `ContentView/SettingsView`.
  public let path: String
  /// What happened, and what to look at.
  public let message: String

  public var description: String { "\(path): \(message)" }
}
