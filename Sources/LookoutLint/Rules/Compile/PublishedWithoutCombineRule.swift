import LookoutSyntax
internal import SwiftSyntax

/// M17: `@Published` on an exported property in a file that does not import Combine, in a module built with
/// library evolution.
final class PublishedWithoutCombineRule: LintRule {
  static let description = RuleDescription(
    id: "published-without-combine", kind: .compile, pitfalls: ["M17"], severity: .warning, confidence: .high,
    summary: "@Published on a public property, and the file does not import Combine: add `import Combine`",
    explanation: """
      `Published` and `ObservableObject` live in Combine. Through SwiftUI's re-export they still resolve in
      the file's own code. In a module built with library evolution (`BUILD_LIBRARY_FOR_DISTRIBUTION = YES`,
      `-enable-library-evolution`: frameworks shipped as binaries), a public property whose type is
      `Published` is written into the module's interface, and there the compiler warns "'Published' aliases
      'Combine.Published' … 'Combine' was not imported", an error in the Swift 6 language mode. App targets
      and local packages are not built that way and compile cleanly, so the rule reports only where the
      project's settings turn library evolution on. Internal properties are not affected. Reported once per file;
      an `import Combine` anywhere in the file (also under `#if canImport(Combine)`) or an
      `@_exported import Combine` in the project counts. Import Combine (--fix adds it), or finish migrating
      the class to @Observable.
      Confidence: high where the settings say library evolution is on; elsewhere the rule stays quiet.
      """,
    triggering: [
      Example("""
      import SwiftUI
      public final class Model: ObservableObject {
          ↓@Published public var count = 0
          @Published public var name = ""
      }
      """, message: "@Published on a public property without `import Combine` in a module built with library evolution: add the import (an error in Swift 6 mode)",
      buildSettings: "BUILD_LIBRARY_FOR_DISTRIBUTION = YES"),
    ],
    nonTriggering: [
      // An app target or a local package: the interface is not written out, the file compiles.
      Example("""
      import SwiftUI
      public final class Model: ObservableObject {
          @Published public var count = 0
      }
      """),
      Example("""
      import SwiftUI
      final class Model: ObservableObject {
          @Published var count = 0
      }
      """, buildSettings: "BUILD_LIBRARY_FOR_DISTRIBUTION = YES"),
      Example("""
      import SwiftUI
      final class Model: ObservableObject {
          @Published public var count = 0
      }
      """, buildSettings: "BUILD_LIBRARY_FOR_DISTRIBUTION = YES"),
      Example("""
      import SwiftUI
      #if canImport(Combine)
      import Combine
      #endif
      public final class Model: ObservableObject {
          @Published public var count = 0
      }
      """, buildSettings: "BUILD_LIBRARY_FOR_DISTRIBUTION = YES"),
      Example("""
      import LookoutUI
      public final class Model: ObservableObject {
          @Published public var count = 0
      }
      """, buildSettings: "BUILD_LIBRARY_FOR_DISTRIBUTION = YES"),
    ],
    corrections: [
      Example("""
      import SwiftUI
      public final class Model: ObservableObject {
          ↓@Published public var count = 0
      }
      """, buildSettings: "BUILD_LIBRARY_FOR_DISTRIBUTION = YES"): Example("""
      import SwiftUI
      import Combine
      public final class Model: ObservableObject {
          @Published public var count = 0
      }
      """),
    ])
  static let triggerWords: Set<String> = ["Published"]

  func check(_ file: LintFile) {
    guard file.settings.isBuiltWithLibraryEvolution(file.path) else { return }
    // LookoutUI brings its own ObservableObject and Published.
    let providers: Set<String> = ["Combine", "LookoutUI", "OpenCombine"]
    guard file.index.exportedImports.isDisjoint(with: providers),
          !file.nodes.imports.contains(where: { providers.contains($0.path.first?.name.text ?? "") }) else { return }
    let first = file.nodes.attributes.first { attribute in
      guard SyntaxNames.attributeName(attribute) == "Published",
            let variable = attribute.nearest(VariableDeclSyntax.self) else { return false }
      // In an @Observable class the wrapper itself is wrong (property-wrapper-in-observable says so).
      return SyntaxQueries.enclosingObservableClass(attribute) == nil && SyntaxQueries.isExported(variable)
    }
    guard let first else { return }
    let topImports = file.tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }
    let fix: [Edit] = topImports.last.map { last in
      let offset = last.endPositionBeforeTrailingTrivia.utf8Offset
      return [Edit(range: offset..<offset, replacement: file.source.lineEnding + "import Combine", kind: "fix")]
    } ?? []
    file.report(Self.self, at: first, "@Published on a public property without `import Combine` in a module built with library evolution: add the import (an error in Swift 6 mode)", fix: fix)
  }
}
