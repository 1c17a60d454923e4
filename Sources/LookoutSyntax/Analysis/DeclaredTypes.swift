/// What a whole project declares, for resolving an expression beyond its own file: the types of members and
/// globals, the result types of functions, and type aliases. `TypeResolution` asks it when syntax alone
/// does not tell; the migration's project index answers (lint resolves from syntax alone).
package protocol DeclaredTypes: Sendable {
  /// The type of the property `name` of `owner` (instance or static), looking through superclasses; `owner`
  /// `""` asks for a global variable.
  func propertyType(_ name: String, in owner: String) -> String?
  /// The declared result type of the function `name` of `owner` (instance or static), looking through
  /// superclasses; `owner` `""` asks for a global function.
  func returnType(_ name: String, in owner: String) -> String?
  /// The type of every property named `name` the project declares, when they all agree: what a member of an
  /// object whose type cannot be told most likely is (`context.viewState.activeTimelineContext`).
  func uniquePropertyType(_ name: String) -> String?
  /// The declared result of every function named `name`, when they all agree.
  func uniqueReturnType(_ name: String) -> String?
  /// The element type of the collection property `name` of `owner` (`Entry` for `[String: Entry]`), looking
  /// through superclasses; `owner` `""` asks for a global.
  func elementType(_ name: String, in owner: String) -> String?
  /// Whether `name` is a variable of the project (a global), not a type.
  func isValue(_ name: String) -> Bool
  /// A type's name through type aliases (`SearchStore` → `Store` for `typealias SearchStore = Store<S, A>`).
  func canonical(_ type: String) -> String
  /// What calling the property `name` of `owner` gives, looking through superclasses: `Settings` for
  /// `Container.shared.settings()` with `var settings: Factory<Settings>` (Factory's `callAsFunction()`).
  func calledPropertyType(_ name: String, in owner: String) -> String?
}

extension DeclaredTypes {
  package func calledPropertyType(_ name: String, in owner: String) -> String? { nil }
}
