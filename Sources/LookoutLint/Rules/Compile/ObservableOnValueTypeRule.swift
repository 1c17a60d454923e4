import LookoutSyntax
internal import SwiftSyntax

/// U12: `@Observable` on a struct, enum, actor or protocol.
final class ObservableOnValueTypeRule: LintRule {
  static let description = RuleDescription(
    id: "observable-on-non-class", kind: .compile, pitfalls: ["U12"], severity: .error, confidence: .certain,
    summary: "@Observable applies to classes only: make this a final class (or drop the macro and keep a value type in @State)",
    explanation: """
      Observation tracks reads and writes through a reference; a struct or enum is copied, and an actor's
      isolation does not fit synchronous tracking. "'@Observable' cannot be applied to struct type".
      Make it a class, or keep the value type and store it in `@State` (SwiftUI compares values itself).
      """,
    triggering: [
      Example("""
      ↓@Observable struct Settings {
          var theme = ""
      }
      """, message: "@Observable cannot apply to a struct (does not compile): use a class"),
      Example("""
      ↓@Observable actor Store {
          var items: [Int] = []
      }
      """),
    ],
    nonTriggering: [
      Example("""
      @Observable final class Settings {
          var theme = ""
      }
      """),
    ])
  static let triggerWords: Set<String> = macros
  /// The class macros, but `@Model`: other libraries give their struct macros that name too.
  static let macros = ObservationAttributes.classMacros.subtracting(["Model"])

  func check(_ file: LintFile) {
    let candidates: [(String, any WithAttributesSyntax)] = file.nodes.structs.map { ("struct", $0) } + file.nodes.enums.map { ("enum", $0) }
      + file.nodes.actors.map { ("actor", $0) } + file.nodes.protocols.map { ("protocol", $0) }
    for (kind, decl) in candidates {
      guard let macro = decl.attributes.compactMap({ $0.as(AttributeSyntax.self) })
              .first(where: { Self.macros.contains(SyntaxNames.attributeName($0)) }) else { continue }
      file.report(Self.self, at: macro, "@\(SyntaxNames.attributeName(macro)) cannot apply to a\(kind == "actor" ? "n" : "") \(kind) (does not compile): use a class")
    }
  }
}
