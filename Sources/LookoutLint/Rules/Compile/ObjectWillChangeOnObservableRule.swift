import LookoutSyntax
internal import SwiftSyntax

/// M5: `objectWillChange` on an `@Observable` type.
final class ObjectWillChangeOnObservableRule: LintRule {
  static let description = RuleDescription(
    id: "object-will-change-on-observable", kind: .compile, pitfalls: ["M5"], severity: .error, confidence: .certain,
    summary: "objectWillChange on an @Observable type: delete forwarding code; change a tracked property instead of sending",
    explanation: """
      @Observable classes have no objectWillChange. Code that forwarded a child's changes
      (`child.objectWillChange.sink { self.objectWillChange.send() }`) can go: views that read through the
      parent track the child's properties themselves. A bare `objectWillChange.send()` announced a change to
      state the model keeps elsewhere: make that state a tracked property, or call `withMutation(keyPath:)`
      around the change.
      A class that also conforms to ObservableObject (a SwiftData `@Model` declared `: ObservableObject`, a
      class midway through a migration) has one, and is left alone; so is a type the linter cannot resolve.
      """,
    triggering: [
      Example("""
      @Observable final class Session {
          var token: String?
          func refresh() {
              ↓objectWillChange.send()
              token = nil
          }
      }
      """, message: "Session is @Observable and has no objectWillChange, so this does not compile: change a tracked property (or use withMutation) instead of sending"),
      Example("""
      @Observable final class Child { var value = 0 }
      final class Logger {
          let child = Child()
          func start() { _ = ↓child.objectWillChange.sink { _ in } }
      }
      """),
    ],
    nonTriggering: [
      Example("""
      @Model final class Vault: ObservableObject {
          var name = ""
      }
      func refresh(_ vault: Vault) { vault.objectWillChange.send() }
      """),
      Example("""
      final class Session: ObservableObject {
          var token: String?
          func refresh() {
              objectWillChange.send()
              token = nil
          }
      }
      """),
    ])
  static let triggerWords: Set<String> = ["objectWillChange"]

  func check(_ file: LintFile) {
    for reference in file.nodes.references where reference.baseName.text == "objectWillChange" {
      if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id, let base = member.base {
        let owner = SyntaxQueries.enclosingObservableClass(member)?.name.text
        let type = ["self", "self?"].contains(base.trimmedDescription) ? owner : TypeResolution.type(of: base)
        guard let type, file.index.isObservable(type) || type == owner, !Self.hasObjectWillChange(type, file: file) else { continue }
        file.report(Self.self, at: member, "\(type) is @Observable and has no objectWillChange, so this does not compile: observe its properties instead")
      } else if let owner = SyntaxQueries.enclosingObservableClass(reference), !Self.hasObjectWillChange(owner.name.text, file: file) {
        file.report(Self.self, at: reference, "\(owner.name.text) is @Observable and has no objectWillChange, so this does not compile: change a tracked property (or use withMutation) instead of sending")
      }
    }
  }

  /// An observable class that is an `ObservableObject` too (or a Core Data object, one through its
  /// superclass) keeps its `objectWillChange`.
  static func hasObjectWillChange(_ type: String, file: LintFile) -> Bool {
    file.index.legacy.contains(type) || file.index.managedObjects.contains(type)
  }
}
