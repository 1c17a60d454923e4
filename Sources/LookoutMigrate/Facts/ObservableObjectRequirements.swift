import LookoutSyntax

/// The declarations whose use needs an `ObservableObject`: property wrappers that hold one (the known
/// third-party ones, `@InjectedObject` of Factory and Resolver, and the project's own wrappers generic over
/// one), and the project's generic types and functions whose parameters are constrained to one.
struct ObservableObjectRequirements: Sendable {
  /// Third-party property wrappers that accept only an `ObservableObject` (`InjectedObject<T: ObservableObject>`
  /// in Factory and Resolver, and in many projects' own dependency injection).
  static let knownWrappers: Set<String> = ["InjectedObject"]

  /// Wrappers whose wrapped value must be an `ObservableObject`, with where each is declared (nil: a known
  /// third-party wrapper).
  let wrappers: [String: (file: String, line: Int)?]
  /// Generic types and functions with a parameter constrained to `ObservableObject` (or a protocol or alias
  /// implying it), by name.
  let genericTypes: Set<String>
  let functions: Set<String>

  init(facts: [FileFacts], implying: Set<String>) {
    var wrappers: [String: (file: String, line: Int)?] = Dictionary(uniqueKeysWithValues: Self.knownWrappers.map { ($0, nil) })
    var genericTypes: Set<String> = []
    var functions: Set<String> = []
    let declarations = Dictionary(facts.flatMap(\.types).filter { $0.kind != .extension }.map { ($0.name, $0) }) { first, _ in first }
    for declaration in facts.flatMap(\.genericDeclarations)
    where declaration.parameters.contains(where: { $0.constraints.contains(where: implying.contains) }) {
      switch declaration.kind {
      case .function:
        functions.insert(declaration.name)
      case .type:
        if let type = declarations[declaration.name], type.attributes.contains("propertyWrapper") {
          wrappers[declaration.name] = (type.file, type.line)
        } else {
          genericTypes.insert(declaration.name)
        }
      }
    }
    self.wrappers = wrappers
    self.genericTypes = genericTypes
    self.functions = functions
  }

  /// Every name whose mention makes a file worth checking.
  var names: Set<String> { Set(wrappers.keys).union(genericTypes).union(functions) }
}
