internal import SwiftSyntax

/// U12: `@Observable` on a struct, enum, actor or protocol.
final class ObservableOnValueTypeRule: LintRule {
  static let description = RuleDescription(
    id: "observable-on-non-class", pitfalls: ["U12"], severity: .error,
    summary: "@Observable applies to classes only: make this a final class (or drop the macro and keep a value type in @State)",
    explanation: """
      Observation tracks reads and writes through a reference; a struct or enum is copied, and an actor's
      isolation does not fit synchronous tracking. "'@Observable' cannot be applied to struct type".
      Make it a class, or keep the value type and store it in `@State` (SwiftUI compares values itself).
      """,
    triggering: [
      """
      ↓@Observable struct Settings {
          var theme = ""
      }
      """,
      """
      ↓@Observable actor Store {
          var items: [Int] = []
      }
      """,
    ],
    nonTriggering: [
      """
      @Observable final class Settings {
          var theme = ""
      }
      """,
    ])
  static let triggerWords: Set<String> = ["Observable", "Tracked"]

  func check(_ file: LintFile) {
    for decl in syntaxNodes(DeclSyntax.self, in: file.tree) {
      let kind: String
      if decl.is(StructDeclSyntax.self) { kind = "struct" } else if decl.is(EnumDeclSyntax.self) { kind = "enum" }
      else if decl.is(ActorDeclSyntax.self) { kind = "actor" } else if decl.is(ProtocolDeclSyntax.self) { kind = "protocol" }
      else { continue }
      guard let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes,
            let macro = attributes.compactMap({ $0.as(AttributeSyntax.self) })
              .first(where: { ["Observable", "Tracked"].contains(SyntaxNames.attributeName($0)) }) else { continue }
      file.report(Self.self, at: macro, "@\(SyntaxNames.attributeName(macro)) cannot apply to a\(kind == "actor" ? "n" : "") \(kind): use a class")
    }
  }
}
