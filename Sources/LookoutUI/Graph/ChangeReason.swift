/// Why a view's body is evaluated, in SwiftUI's `_printChanges()` vocabulary.
public enum ChangeReason: Hashable, Sendable, Comparable {
  /// The view is new here (or its identity changed): `@identity`.
  case identity
  /// The view value its parent passed differs from the previous one: `@self`.
  case selfValue
  /// A dynamic property of the view changed (`@State`, `@StateObject`, `@ObservedObject`…): `_name`.
  case property(String)
  /// An observed read or an environment value changed: `@dependencies`.
  case dependencies

  var label: String {
    switch self {
    case .identity: "@identity"
    case .selfValue: "@self"
    case .property(let name): name
    case .dependencies: "@dependencies"
    }
  }

  /// SwiftUI's order: `@self, @identity, _a, _b, @dependencies`.
  private var rank: (Int, String) {
    switch self {
    case .selfValue: (0, "")
    case .identity: (1, "")
    case .property(let name): (2, name)
    case .dependencies: (3, "")
    }
  }

  public static func < (lhs: ChangeReason, rhs: ChangeReason) -> Bool { lhs.rank < rhs.rank }
}
