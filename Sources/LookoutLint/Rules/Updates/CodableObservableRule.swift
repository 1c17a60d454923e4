import LookoutSyntax
internal import SwiftSyntax

/// M15: a Codable `@Observable` class without coding keys.
final class CodableObservableRule: LintRule {
  static let description = RuleDescription(
    id: "codable-observable-keys", kind: .updates, pitfalls: ["M15"], severity: .warning, confidence: .high,
    summary: "A Codable @Observable class without CodingKeys encodes `_name` keys: declare CodingKeys with `case _name = \"name\"`",
    explanation: """
      The macro stores each property in `_name`. Synthesized Codable then reads and writes the keys
      `_name`, so data saved before the migration no longer decodes and the JSON changes shape. Declare
      `enum CodingKeys: String, CodingKey { case _name = "name" }` for every stored property. (@Tracked
      generates these keys itself when the class declares Codable conformance.)
      """,
    triggering: [
      Example("""
      @Observable final class ↓User: Codable {
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

  static func belongs(_ member: some SyntaxProtocol, to node: ClassDeclSyntax) -> Bool {
    guard let owner = SyntaxQueries.enclosingType(member) else { return false }
    return owner.id == node.id || owner.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription == node.name.text
  }

  func check(_ file: LintFile) {
    for node in file.nodes.classes {
      let attributes = SyntaxNames.attributeNames(node.attributes)
      guard attributes.contains("Observable"),
            !Set(SyntaxNames.inherited(node.inheritanceClause)).isDisjoint(with: ["Codable", "Decodable", "Encodable"]) else { continue }
      // Keys (or its own coding) declared in the class or in an extension of it in this file.
      let hasKeys = file.nodes.enums.contains { $0.name.text == "CodingKeys" && Self.belongs($0, to: node) }
        || file.nodes.functions.contains { $0.name.text == "encode" && Self.belongs($0, to: node) }
      guard !hasKeys else { continue }
      file.report(Self.self, at: node.name, "\(node.name.text) is Codable and @Observable: without CodingKeys it encodes `_name` keys; declare `case _name = \"name\"` for each property")
    }
  }
}
