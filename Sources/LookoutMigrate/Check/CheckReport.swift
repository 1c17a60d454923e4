import LookoutSyntax

/// A remaining use that needs `ObservableObject` of a type that is not one any more: it does not compile,
/// or a view holding the object would stop updating.
public struct CheckedUse: Sendable, Hashable {
  /// What the use is (`@StateObject`, `.environmentObject(_:)`, `$ publisher or projection`, …).
  public let kind: String
  /// The key of `kind` in JSON (`state_object`, `environment_object_modifier`, `publisher`, …).
  public let kindKey: String
  public let file: String
  public let line: Int
  public let column: Int
  /// Why it breaks.
  public let reason: String
  /// The models that would have to stay `ObservableObject` for it to keep working.
  public let models: [String]

  init(_ broken: CheckBreak) {
    kind = broken.use.kind.rawValue
    kindKey = broken.use.kind.key
    file = broken.use.file
    line = broken.use.line
    column = broken.use.column
    reason = broken.reason
    models = broken.models
  }
}

/// What the whole-project check found in a migrated tree.
public struct CheckReport: Sendable {
  /// The classes that were `ObservableObject`s and are not any more.
  public internal(set) var migrated: [String] = []
  /// Remaining uses that need `ObservableObject`, by kind key, whatever they refer to.
  public internal(set) var usesByKind: [String: Int] = [:]
  /// The uses that refer to a type that is not an `ObservableObject` any more.
  public internal(set) var broken: [CheckedUse] = []
  /// Files swift-syntax could not parse (`path: line:column: message`): their uses were not seen.
  public internal(set) var unparsed: [String] = []
  /// Swift files looked at, in the tree checked.
  public internal(set) var filesScanned = 0

  /// The kinds of use, in the table's order, as (key, name).
  public static let kinds: [(key: String, name: String)] = LegacyUse.Kind.allCases.map { ($0.key, $0.rawValue) }

  /// Broken uses, by kind key.
  public var brokenByKind: [String: Int] { Dictionary(grouping: broken, by: \.kindKey).mapValues(\.count) }
}
