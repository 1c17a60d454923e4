/// What a whole project declares, for resolving an expression beyond its own file: the types of members and
/// the result types of functions. `TypeResolution` asks it when syntax alone does not tell; the migration's
/// project index answers (lint resolves from syntax alone).
package protocol DeclaredTypes: Sendable {
  /// The type of the property `name` of `owner` (instance or static), looking through superclasses.
  func propertyType(_ name: String, in owner: String) -> String?
}
