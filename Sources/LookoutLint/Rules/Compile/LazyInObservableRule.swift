import LookoutSyntax
internal import SwiftSyntax

/// M2: `lazy var` in an `@Observable` class.
final class LazyInObservableRule: LintRule {
  static let description = RuleDescription(
    id: "lazy-in-observable", kind: .compile, pitfalls: ["M2"], severity: .error, confidence: .certain,
    summary: "lazy var in an @Observable class: mark it @ObservationIgnored (or initialise it eagerly)",
    explanation: """
      The macro makes stored properties computed, and `lazy` cannot apply to a computed property. The
      compiler's fix-it (remove `lazy`) changes when the value is built. Mark the property @ObservationIgnored
      (@Untracked under @Tracked) to keep it lazy and unobserved — --fix does — or initialise it eagerly if
      views must observe it.
      """,
    triggering: [
      Example("""
      @Observable final class Model {
          ↓lazy var formatter = DateFormatter()
      }
      """, message: "lazy var formatter in an observable class does not compile (the macro makes it computed, and computed properties cannot be lazy): mark it @ObservationIgnored"),
    ],
    nonTriggering: [
      Example("""
      @Observable final class Model {
          @ObservationIgnored lazy var formatter = DateFormatter()
      }
      """),
      Example("""
      final class Plain {
          lazy var formatter = DateFormatter()
      }
      """),
    ],
    corrections: [
      Example("""
      @Observable final class Model {
          ↓lazy var formatter = DateFormatter()
      }
      """): Example("""
      @Observable final class Model {
          @ObservationIgnored lazy var formatter = DateFormatter()
      }
      """),
    ])
  static let triggerWords: Set<String> = ["lazy"]
  static let requiredWords: Set<String> = ObservationAttributes.classMacros

  func check(_ file: LintFile) {
    for node in file.nodes.classes where ObservationAttributes.isObservable(node) {
      let ignore = ObservationAttributes.ignoreAttribute(for: node)
      for property in MemberDeclarations.properties(in: node.memberBlock) where property.isLazy && !ObservationAttributes.isIgnored(property) {
        guard let lazy = property.decl.modifiers.first(where: { $0.name.tokenKind == .keyword(.lazy) }) else { continue }
        file.report(Self.self, at: lazy, "lazy var \(property.names.joined(separator: ", ")) in an observable class does not compile (the macro makes it computed, and computed properties cannot be lazy): mark it @\(ignore)",
                    fix: [file.inserting("@\(ignore) ", before: property.decl)])
      }
    }
  }
}
