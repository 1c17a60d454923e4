import LookoutSyntax
internal import SwiftSyntax

/// M17: `@Published` in a file that does not import Combine.
final class PublishedWithoutCombineRule: LintRule {
  static let description = RuleDescription(
    id: "published-without-combine", pitfalls: ["M17"], severity: .warning,
    summary: "@Published comes from Combine, which this file does not import: add `import Combine`",
    explanation: """
      `Published` and `ObservableObject` live in Combine. Through SwiftUI's re-export they still resolve,
      with the warning "'Published' aliases 'Combine.Published' … 'Combine' was not imported", which becomes
      an error in the Swift 6 language mode. Import Combine where @Published is used (--fix adds it), or
      finish migrating the class to @Observable.
      """,
    triggering: [
      Example("""
      import SwiftUI
      final class Model: ObservableObject {
          ↓@Published var count = 0
      }
      """, message: "@Published without `import Combine`: add the import (an error in Swift 6 mode)"),
    ],
    nonTriggering: [
      Example("""
      import LookoutUI
      final class Model: ObservableObject {
          @Published var count = 0
      }
      """),
      Example("""
      import Combine
      import SwiftUI
      final class Model: ObservableObject {
          @Published var count = 0
      }
      """),
    ],
    corrections: [
      Example("""
      import SwiftUI
      final class Model: ObservableObject {
          ↓@Published var count = 0
      }
      """): Example("""
      import SwiftUI
      import Combine
      final class Model: ObservableObject {
          @Published var count = 0
      }
      """),
    ])
  static let triggerWords: Set<String> = ["Published"]

  func check(_ file: LintFile) {
    let imports = file.tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }
    // LookoutUI brings its own ObservableObject and Published.
    guard !imports.contains(where: { ["Combine", "LookoutUI"].contains($0.path.first?.name.text) }) else { return }
    let fix: [Edit] = imports.last.map { last in
      let offset = last.endPositionBeforeTrailingTrivia.utf8Offset
      return [Edit(range: offset..<offset, replacement: file.source.lineEnding + "import Combine", kind: "fix")]
    } ?? []
    var fixed = false
    for attribute in file.nodes.attributes where SyntaxNames.attributeName(attribute) == "Published" {
      // In an @Observable class the wrapper itself is wrong (property-wrapper-in-observable says so).
      if SyntaxQueries.enclosingObservableClass(attribute) != nil { continue }
      // One fix per file: the first finding carries the import.
      file.report(Self.self, at: attribute, "@Published without `import Combine`: add the import (an error in Swift 6 mode)", fix: fixed ? [] : fix)
      fixed = true
    }
  }
}
