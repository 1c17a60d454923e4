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

  /// SwiftUI's order, from its own `_printChanges` lines (`ChildView: @dependencies, @self changed.`,
  /// `DanceStack: @self, @identity, _vm, _compact changed.`): `@dependencies`, `@self`, `@identity`, then
  /// the properties in declaration order (``ViewGraph`` orders those).
  private var rank: Int {
    switch self {
    case .dependencies: 0
    case .selfValue: 1
    case .identity: 2
    case .property: 3
    }
  }

  public static func < (lhs: ChangeReason, rhs: ChangeReason) -> Bool { lhs.rank < rhs.rank }
}
