/// The identity of a child view within its parent: its position in a builder block, the branch of a
/// conditional, or an explicit identifier (`ForEach` elements, `.id(_:)`). Together with the child's type it
/// decides whether the host keeps the child's node (and its state) or replaces it.
enum ChildKey: Hashable, CustomStringConvertible {
  case position(Int)
  case branch(Bool)
  case id(AnyHashable)

  var description: String {
    switch self {
    case .position(let index): "\(index)"
    case .branch(let isTrue): isTrue ? "then" : "else"
    case .id(let id): "id(\(id))"
    }
  }
}

/// One child a view contributes, before it is matched against the previous evaluation.
struct PendingChild {
  let key: ChildKey
  let view: any View
  /// Attributes of modifiers around this child (`.font(.title)`), shown on its line in the rendered tree.
  var attributes: [ElementAttribute]
}

/// What one view contributes to the tree, filled in by `PrimitiveView.expand(into:)`.
struct ChildBuilder {
  /// The element this view renders as; nil for structural views (stacks of statements, conditionals).
  var element: Element?
  private(set) var children: [PendingChild] = []
  /// The environment the children see.
  var environment: EnvironmentValues
  /// Attributes to pass to the children added next (modifier views pass theirs to their content).
  var inheritedAttributes: [ElementAttribute] = []
  /// Attributes shown on this node's element: those it inherited and those of the modifiers expanded in it.
  var elementAttributes: [ElementAttribute] = []
  /// Work the host runs after the update: `.onAppear`, `.task`, `.onChange`.
  var effects: [Effect] = []
  /// Preference values this view sets (`.preference(key:value:)`).
  var preferences: [ObjectIdentifier: Any] = [:]

  init(environment: EnvironmentValues) {
    self.environment = environment
  }

  /// Makes room for `count` more children (a block of views knows how many it adds).
  mutating func reserveChildren(_ count: Int) {
    children.reserveCapacity(children.count + count)
  }

  mutating func add(_ view: any View, key: ChildKey) {
    children.append(PendingChild(key: key, view: view, attributes: inheritedAttributes))
  }

  /// Adds `view` as the only child, or expands it right here when it is a primitive (an inline modifier's
  /// content): the same elements and children, one node fewer.
  @MainActor mutating func addOrExpand(_ view: any View) {
    if element == nil, children.isEmpty, let expand = ViewTypeTraits.of(view).expand {
      expand(view, &self)
    } else {
      add(view, key: .position(0))
    }
  }

  /// Adds a container's content as its only child; content that renders nothing itself (a sequence of
  /// views, a group, a conditional) is expanded here, so its children are the container's.
  @MainActor mutating func addContent(_ view: any View) {
    let traits = ViewTypeTraits.of(view)
    if children.isEmpty, traits.isStructural, let expand = traits.expand {
      expand(view, &self)
    } else {
      add(view, key: .position(0))
    }
  }
}
