import LookoutSyntax
internal import SwiftSyntax

/// M16: a subclass of an observable class adds stored properties but not the macro.
final class UnannotatedSubclassRule: LintRule {
  static let description = RuleDescription(
    id: "unannotated-observable-subclass", kind: .updates, pitfalls: ["M16"], severity: .warning, confidence: .high,
    summary: "This subclass of an @Observable class adds stored properties without the macro: they are not tracked; annotate it too",
    explanation: """
      The macro rewrites only the properties of the class it is attached to. A subclass inherits the
      conformance, so it looks observable, but its own stored properties report nothing: views reading them
      never update. Put @Observable (or @Tracked) on each class that adds stored properties.
      Only a superclass the project declares as a class counts (a protocol of the same name does not), and
      only plain stored properties that views can read (wrapped ones are not tracked either way; private ones
      are no view's business). The finding is on the name.
      """,
    triggering: [
      Example("""
      @Observable class Feed { var posts: [String] = [] }
      final class ↓PagedFeed: Feed {
          var page = 1
      }
      """, message: "PagedFeed inherits from observable Feed but its own properties (page) are not tracked: add @Observable"),
    ],
    nonTriggering: [
      Example("""
      @Observable class Feed { var posts: [String] = [] }
      final class CachedFeed: Feed {
          private var cache: [String: Int] = [:]
      }
      """),
      Example("""
      @Observable class Feed { var posts: [String] = [] }
      @Observable final class PagedFeed: Feed {
          var page = 1
      }
      final class LoggingFeed: Feed {
          override func reload() {}
          static var count = 0
      }
      """),
      Example("""
      protocol StateModel: AnyObject {}
      @Observable class Screen { @Observable final class StateModel: Screen { var x = 0 } }
      class BaseModel: StateModel {
          var isInitial = true
      }
      """),
    ])
  static let triggerWords: Set<String> = []
  static let requiredWords: Set<String> = ["class"]
  static let triggersOnObservableNames = true

  func check(_ file: LintFile) {
    for node in file.nodes.classes where !ObservationAttributes.isObservable(node) {
      // The superclass as this declaration writes it, when the project declares it as an observable class.
      guard let superclass = SyntaxNames.inherited(node.inheritanceClause).first,
            file.index.superclass[node.name.text] == superclass, file.index.isObservable(superclass) else { continue }
      // Plain stored properties only: a wrapped one (`@Published`, `@Injected`) is not tracked either way.
      let added = MemberDeclarations.properties(in: node.memberBlock).filter {
        $0.isStoredInstanceVar && !ObservationAttributes.isIgnored($0) && $0.propertyWrapperNames.isEmpty
          // A private property is no view's business.
          && !$0.decl.modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) && $0.detail == nil }
      }
      guard !added.isEmpty else { continue }
      file.report(Self.self, at: node.name, "\(node.name.text) inherits from observable \(superclass) but its own properties (\(added.flatMap(\.names).joined(separator: ", "))) are not tracked: add @Observable")
    }
  }
}
