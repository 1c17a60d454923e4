import LookoutSyntax
internal import SwiftSyntax

/// U13: a mutable `id` in an observable class.
final class MutableIdentityRule: LintRule {
  static let description = RuleDescription(
    id: "mutable-observable-id", kind: .updates, pitfalls: ["U13"], severity: .warning, confidence: .medium,
    summary: "A tracked, mutable id: ForEach identity can change under it and every read of id is tracked; make it let",
    explanation: """
      `var id = UUID()` in an @Observable class is a tracked property: ForEach and List read it to identify
      rows, so each of those reads registers a dependency, and changing it re-creates the row (losing its
      state). Identity should not change: declare `let id`.
      Only `Identifiable` classes are looked at (elsewhere `id` is just a property). Not reported for
      SwiftData `@Model` classes (which persist only `var`s) nor for classes whose
      methods reassign `id`.
      """,
    triggering: [
      Example("""
      @Observable final class Item: Identifiable {
          var ↓id = UUID()
          var title = ""
      }
      """, message: "var id in an observable class is tracked and can change: declare it `let id`"),
    ],
    nonTriggering: [
      Example("""
      @Observable final class Item: Identifiable {
          let id = UUID()
          var title = ""
      }
      """),
      Example("""
      @Observable final class Draft {
          var id = ""
      }
      """),
      Example("""
      @Model final class Trip {
          var id: UUID
          init(id: UUID) { self.id = id }
      }
      """),
    ])
  static let triggerWords: Set<String> = ["id"]
  static let requiredWords: Set<String> = ObservationAttributes.classMacros

  func check(_ file: LintFile) {
    // SwiftData persists only `var`s: a @Model's `var id` is how it must be written.
    for node in file.nodes.classes where ObservationAttributes.isObservable(node) && !SyntaxNames.attributeNames(node.attributes).contains("Model") {
      // Only an identity: `id` of an `Identifiable` class (declared here or in an extension anywhere).
      guard SyntaxNames.inherited(node.inheritanceClause).contains("Identifiable")
              || file.index.declarations.contains(where: { $0.kind == .extension && $0.name == node.name.text && $0.inherited.contains("Identifiable") })
      else { continue }
      // A class that reassigns its id in a method means it to change: `let` would not compile.
      let methods = file.nodes.functions.filter { SyntaxQueries.enclosingType($0)?.id == node.id }
      if methods.contains(where: { AssignmentTarget.names(in: $0).contains("id") }) { continue }
      for property in MemberDeclarations.properties(in: node.memberBlock) where property.names == ["id"] && property.isStoredInstanceVar && !ObservationAttributes.isIgnored(property) {
        guard let name = property.decl.bindings.first?.pattern else { continue }
        file.report(Self.self, at: name, "var id in an observable class is tracked and can change: declare it `let id`")
      }
    }
  }
}
