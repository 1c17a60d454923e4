package import SwiftSyntax

/// The attributes that make a class observable and that leave a property out of its tracking: the one
/// definition migrate, lint and report use.
package enum ObservationAttributes {
  /// Macros that make a class observable: Observation's `@Observable`, Lookout's `@Tracked`, SwiftData's
  /// `@Model` (which expands to the same tracking) and Perception's `@Perceptible` (its back-port).
  package static let classMacros: Set<String> = ["Observable", "Tracked", "Model", "Perceptible"]
  /// Attributes that leave a stored property of an observable class untracked.
  package static let ignoring: Set<String> = ["ObservationIgnored", "Untracked", "PerceptionIgnored"]

  /// Whether attributes written on a class make it observable.
  package static func makeObservable(_ attributes: some Sequence<String>) -> Bool {
    attributes.contains(where: classMacros.contains)
  }

  /// A class carrying one of the observable macros.
  package static func isObservable(_ node: ClassDeclSyntax) -> Bool {
    makeObservable(SyntaxNames.attributeNames(node.attributes))
  }

  /// The ignore attribute that fits the class's macro (`@Untracked` for `@Tracked`).
  package static func ignoreAttribute(for node: ClassDeclSyntax) -> String {
    SyntaxNames.attributeNames(node.attributes).contains("Tracked") ? "Untracked" : "ObservationIgnored"
  }

  /// Whether a property is left out of tracking.
  package static func isIgnored(_ property: StoredProperty) -> Bool {
    property.attributeNames.contains(where: ignoring.contains)
  }
}
