import LookoutSyntax

/// A place in a file that needs `ObservableObject`: a legacy wrapper or modifier, a wrapper's initializer, a
/// `$` publisher or projection, `objectWillChange`, or a wrapper or generic parameter constrained to it. The
/// whole-project check (`MigrationCheck`) asks of each whether what it refers to still is one.
struct LegacyUse: Sendable, Hashable {
  /// What the use is, as the check's table counts it.
  enum Kind: String, CaseIterable, Sendable, Hashable {
    case stateObject = "@StateObject"
    case observedObject = "@ObservedObject"
    case environmentObject = "@EnvironmentObject"
    case environmentObjectModifier = ".environmentObject(_:)"
    case wrapperInitializer = "StateObject(…) / ObservedObject(…)"
    /// A use whose object is a generic parameter or an existential over a protocol (`<F: Fetcher>`,
    /// `any Fetcher`): it needs the protocol to imply `ObservableObject`.
    case constraint = "generic constraint or existential"
    case publisher = "$ publisher or projection"
    case objectWillChange = "objectWillChange"
    /// A wrapper (`@InjectedObject`), generic type or function constrained to `ObservableObject`.
    case constrainedDeclaration = "wrapper or generic constrained to ObservableObject"

    /// The key used in `--json` output and the corpus table.
    var key: String {
      switch self {
      case .stateObject: "state_object"
      case .observedObject: "observed_object"
      case .environmentObject: "environment_object"
      case .environmentObjectModifier: "environment_object_modifier"
      case .wrapperInitializer: "wrapper_initializer"
      case .constraint: "constraint"
      case .publisher: "publisher"
      case .objectWillChange: "object_will_change"
      case .constrainedDeclaration: "constrained_declaration"
      }
    }
  }

  /// What the use refers to.
  enum Subject: Sendable, Hashable {
    /// A type, through aliases.
    case type(String)
    /// A generic parameter or existential, with the protocols it is constrained to.
    case constrained([String])
    /// An expression or type whose type cannot be told, as written.
    case unknown(String)
    /// A value the project declares nowhere (a member of a framework superclass, or a name that does not
    /// exist): no model of the project, as written.
    case outside(String)
  }

  let kind: Kind
  let subject: Subject
  /// For `$name` and `x.$name`: `name`.
  let property: String?
  /// For a constrained declaration: the wrapper, generic type or function.
  let declaration: String?
  let file: String
  let line: Int
  let column: Int
  /// The UTF-8 offset of the use in the file it was found in.
  let offset: Int
  /// The type (or extended type) the use is written in.
  var enclosing: String? = nil
  /// The use as written, shortened.
  let text: String

  /// The same use, placed in the file it came from (before the migration's edits).
  func placed(in original: SourceFile, undoing edits: [Edit]) -> LegacyUse {
    let (line, column) = original.lineAndColumn(of: edits.originalOffset(of: offset))
    return LegacyUse(kind: kind, subject: subject, property: property, declaration: declaration, file: file, line: line,
                     column: column, offset: offset, enclosing: enclosing, text: text)
  }
}
