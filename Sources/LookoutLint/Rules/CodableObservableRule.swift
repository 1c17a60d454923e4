import LookoutSyntax
internal import SwiftSyntax

/// M15: a Codable `@Observable` class without coding keys.
final class CodableObservableRule: LintRule {
  static let description = RuleDescription(
    id: "codable-observable-keys", pitfalls: ["M15"], severity: .warning,
    summary: "A Codable @Observable class without CodingKeys encodes `_name` keys: declare CodingKeys with `case _name = \"name\"`",
    explanation: """
      The macro stores each property in `_name`. Synthesized Codable then reads and writes the keys
      `_name`, so data saved before the migration no longer decodes and the JSON changes shape. Declare
      `enum CodingKeys: String, CodingKey { case _name = "name" }` for every stored property. (@Tracked
      generates these keys itself when the class declares Codable conformance.)
      """,
    triggering: [
      Example("""
      ↓@Observable final class User: Codable {
          var name = ""
      }
      """, message: "User is Codable and @Observable: without CodingKeys it encodes `_name` keys; declare `case _name = \"name\"` for each property"),
    ],
    nonTriggering: [
      Example("""
      @Observable final class User: Codable {
          var name = ""
          enum CodingKeys: String, CodingKey { case _name = "name" }
      }
      """),
      Example("""
      @Tracked final class User: Codable {
          var name = ""
      }
      """),
    ])
  static let triggerWords: Set<String> = ["Codable", "Decodable", "Encodable"]
  static let requiredWords: Set<String> = ["Observable"]

  func check(_ file: LintFile) {
    for node in file.nodes.classes {
      let attributes = SyntaxNames.attributeNames(node.attributes)
      guard attributes.contains("Observable"),
            !Set(SyntaxNames.inherited(node.inheritanceClause)).isDisjoint(with: ["Codable", "Decodable", "Encodable"]) else { continue }
      let hasKeys = node.memberBlock.members.contains { $0.decl.as(EnumDeclSyntax.self)?.name.text == "CodingKeys" }
      guard !hasKeys else { continue }
      file.report(Self.self, at: node, "\(node.name.text) is Codable and @Observable: without CodingKeys it encodes `_name` keys; declare `case _name = \"name\"` for each property")
    }
  }
}
