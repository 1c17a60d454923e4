/// A member of a type (or a global declaration) as the map needs it: its kind, type, wrapper, and what its
/// code reads and writes.
struct MemberSummary: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    case storedProperty
    case computedProperty
    case method
    case initializer
  }

  let name: String
  var kind: Kind
  let line: Int
  /// The column of the name.
  var column = 1
  /// A method's or initializer's argument labels (`_` for none).
  var labels: [String] = []
  var isStatic = false
  var isLet = false
  var isLazy = false
  /// An `async` method: a body cannot call it synchronously, so its reads are never a body's.
  var isAsync = false
  /// The declared type, a function's return type, or the type an initial value constructs.
  var type: TypeRef?
  var attributes: [String] = []
  /// `@Environment(Model.self)`: the model's type.
  var environmentType: TypeRef?
  /// A stored property's initial value, as a chain (for its type when not annotated).
  var initialValue: AccessChain?
  /// What the getter, the body, or the initial value reads and writes.
  var code = CodeSummary()
  /// A computed property that records its own reads (`access(keyPath: \.name)`): tracked like a stored one.
  var recordsAccess = false
  /// A stored property whose `didSet`/`willSet` sends `objectWillChange`: announced like `@Published`.
  var announces = false
  /// A stored property whose initial value builds a new object (`let state = StateManager()`): the owner's own.
  var constructsValue = false
  /// A method the system calls often: a timer's or display link's selector, a progress delegate method.
  var callContext: WriteContext = .other

  var isProperty: Bool { kind == .storedProperty || kind == .computedProperty }

  /// The property wrapper or macro attribute that decides how a view holds the value.
  var wrapper: String? { attributes.first(where: MemberSummary.wrappers.contains) }

  static let wrappers: Set<String> = [
    "State", "StateObject", "ObservedObject", "EnvironmentObject", "Environment", "Bindable", "Binding", "Published",
  ]
  /// Attributes that take a property out of tracking.
  static let ignoring: Set<String> = ["ObservationIgnored", "Untracked", "PerceptionIgnored", "Transient"]
}

/// A type declaration or extension, its members, and where it sits.
struct TypeSummary: Sendable, Hashable {
  enum Kind: Sendable, Hashable { case `class`, `struct`, `enum`, `actor`, `protocol`, `extension` }

  let kind: Kind
  /// The name with the types it is nested in (`Home.StateModel`); for an extension, the extended type as
  /// written (`Home.StateModel`, `ShopApp.Cart`).
  let name: String
  /// The names of the types around it, outermost first (where names it uses are looked up first).
  let lexicalPath: [String]
  let inherited: [String]
  let attributes: [String]
  /// Generic parameters and the protocols that constrain them (`Model: Store`).
  var genericConstraints: [String: [String]] = [:]
  let line: Int
  var column = 1
  var members: [MemberSummary] = []
}

/// What one file declares and what its code reads and writes.
struct FileSummary: Sendable {
  let path: String
  var imports: [String] = []
  var types: [TypeSummary] = []
  /// Top-level variables and functions.
  var globals: [MemberSummary] = []
  /// Type aliases: the qualified name (`Feed.Store`) and the type it stands for.
  var aliases: [(name: String, lexicalPath: [String], target: TypeRef)] = []
}
