/// One view in the mounted tree: its latest value, its children, and, for views with a body, the storage
/// of its dynamic properties and the trackings that invalidate it.
@MainActor
final class ViewNode {
  enum Kind {
    /// A view with a body (user views).
    case composite
    /// A view the host expands itself (text, stacks, controls, modifiers).
    case primitive
  }

  let id: Int
  let key: ChildKey
  let viewType: any View.Type
  let traits: ViewTypeTraits
  var kind: Kind { traits.isPrimitive ? .primitive : .composite }
  let depth: Int
  /// The parent owns its children; a node never outlives it in the tree.
  unowned let parent: ViewNode?

  var view: any View
  var environment: EnvironmentValues
  var attributes: [ElementAttribute]
  var element: Element?
  /// The attributes shown on the element: the inherited ones and those of modifiers expanded in this node.
  var elementAttributes: [ElementAttribute] = []
  var children = NodeChildren()
  var isMounted = true

  // Composite views.
  /// Persistent storage of dynamic properties (`@State`, `@StateObject`…), by field position.
  var slots: [Int: AnyObject] = [:]
  /// Names of the fields holding dynamic properties, by position (`_model`).
  var fieldNames: [Int: String] = [:]
  /// Environment entries the view reads, to re-evaluate it when they change.
  var environmentDependencies: [EnvironmentDependency] = []
  var bodyEvaluations = 0
  /// Which body evaluation's Observation tracking counts (see `trackedBody(of:)`); made at the first.
  private var observation: BodyObservation?

  var bodyObservation: BodyObservation {
    if let observation { return observation }
    let made = BodyObservation()
    observation = made
    return made
  }
  /// `objectWillChange` subscriptions of legacy wrappers, by field position.
  var subscriptions: [Int: (object: ObjectIdentifier, cancellable: AnyCancellable)] = [:]

  // Primitive views with effects.
  var effectState: [String: Any] = [:]
  var tasks: [String: Task<Void, Never>] = [:]
  /// Subscriptions effects hold (`.onReceive`), cancelled when the node goes.
  var cancellables: [String: AnyCancellable] = [:]
  /// `.onDisappear` actions, run after the update that removes the node.
  var disappearActions: [String: @MainActor () -> Void] = [:]
  /// Preference values set here (`.preference(key:value:)`), by key type.
  var preferences: [ObjectIdentifier: Any] = [:]

  init(id: Int, key: ChildKey, view: any View, parent: ViewNode?, environment: EnvironmentValues,
       attributes: [ElementAttribute]) {
    self.id = id
    self.key = key
    self.view = view
    viewType = type(of: view)
    traits = ViewTypeTraits.of(view)
    self.parent = parent
    depth = (parent?.depth ?? -1) + 1
    self.environment = environment
    self.attributes = attributes
  }

  /// The view's type as people write it: `ProfileView`, `VStack`; `ForEach` for a row's content.
  var typeName: String { traits.name }

  nonisolated static func name(of type: Any.Type) -> String {
    let full = String(describing: type)
    guard let generic = full.firstIndex(of: "<") else { return full }
    return String(full[..<generic])
  }

  /// `ContentView/VStack/CounterDisplay`: where the node sits, for reports and errors. Worked out once (from
  /// the parent's, which also keeps the last path of a child type: rows share it) and shared by equal paths.
  var path: String {
    if let cachedPath { return cachedPath }
    let path: String
    if kind == .primitive && element == nil {
      path = parent?.path ?? ""
    } else if let parent {
      if let last = parent.lastChildPath, last.traits === traits {
        path = last.path
      } else {
        let prefix = parent.path
        let joined = prefix.isEmpty ? typeName : prefix + "/" + typeName
        path = ViewGraph.updating?.interned(joined) ?? joined
        parent.lastChildPath = (traits, path)
      }
    } else {
      path = typeName
    }
    cachedPath = path
    return path
  }

  private var cachedPath: String?
  private var lastChildPath: (traits: ViewTypeTraits, path: String)?

  /// Sets the element, forgetting the paths below when it comes or goes (a gate shown or hidden).
  func setElement(_ element: Element?) {
    if (self.element == nil) != (element == nil) { forgetPaths() }
    self.element = element
  }

  private func forgetPaths() {
    cachedPath = nil
    lastChildPath = nil
    for child in children { child.forgetPaths() }
  }

  /// The path with what tells instances apart: a `ForEach` row's id, a sibling's position
  /// (`List/ForEach[id(3)]/Row`, `VStack/Row[1]`).
  var instancePath: String {
    var parts: [String] = []
    var node: ViewNode? = self
    while let current = node {
      if current.kind == .composite || current.element != nil {
        let siblings = current.parent?.children.filter { $0.typeName == current.typeName }.count ?? 1
        if case .id = current.key {
          parts.append("\(current.typeName)[\(current.key)]")
        } else {
          parts.append(siblings > 1 ? "\(current.typeName)[\(current.key)]" : current.typeName)
        }
      }
      node = current.parent
    }
    return parts.reversed().joined(separator: "/")
  }

  /// The body's trackings stop counting: it is about to run again, or the node goes.
  func cancelTrackings() {
    observation?.cancel()
  }

  /// Stops everything the node started: trackings, subscriptions, tasks. Recursive.
  func unmount() {
    isMounted = false
    cancelTrackings()
    for (_, subscription) in subscriptions { subscription.cancellable.cancel() }
    subscriptions.removeAll()
    for (_, task) in tasks { task.cancel() }
    tasks.removeAll()
    for (_, cancellable) in cancellables { cancellable.cancel() }
    cancellables.removeAll()
    for child in children { child.unmount() }
  }
}

/// A view the engine adds for its own machinery (a presentation's gate): evaluated like any view, but neither
/// rendered nor counted in reports.
protocol TransparentView {}

/// A view reported under another name than its type's.
@MainActor @preconcurrency
protocol ReportedName {
  static var reportedName: String { get }
}

/// A view whose dynamic properties live in another value (a `ViewModifier`'s body: the modifier's).
@MainActor @preconcurrency
protocol DynamicPropertySource {
  var dynamicPropertyOwner: Any { get }
}
