import LookoutSyntax
import Foundation

/// A lint run as a SARIF 2.1.0 log (for GitHub code scanning and other SARIF consumers).
package struct SARIFLog: Encodable {
  package let version = "2.1.0"
  package let schema = "https://json.schemastore.org/sarif-2.1.0.json"
  package let runs: [Run]

  enum CodingKeys: String, CodingKey {
    case version
    case schema = "$schema"
    case runs
  }

  package struct Run: Encodable {
    let tool: Tool
    let results: [Result]
    /// Columns count UTF-8 bytes from the line start, which equals code points on ASCII lines (nearly all
    /// Swift code before a finding).
    let columnKind = "unicodeCodePoints"
  }

  struct Tool: Encodable {
    let driver: Driver
  }

  struct Driver: Encodable {
    let name = "lookout"
    let informationUri = "https://github.com/lookout-swift/lookout"
    let rules: [Rule]
  }

  struct Rule: Encodable {
    let id: String
    let name: String
    let shortDescription: Text
    let fullDescription: Text
    let defaultConfiguration: Configuration
    let properties: Properties
  }

  struct Properties: Encodable {
    let tags: [String]
    /// Code scanning's `precision` (very-high, high, medium, low), from the rule's confidence.
    let precision: String
  }

  struct Configuration: Encodable {
    let level: String
  }

  struct Text: Encodable {
    let text: String
  }

  struct Result: Encodable {
    let ruleId: String
    let ruleIndex: Int?
    let level: String
    let message: Text
    let locations: [Location]
  }

  struct Location: Encodable {
    let physicalLocation: PhysicalLocation
  }

  struct PhysicalLocation: Encodable {
    let artifactLocation: ArtifactLocation
    let region: Region
  }

  struct ArtifactLocation: Encodable {
    let uri: String
  }

  struct Region: Encodable {
    let startLine: Int
    let startColumn: Int
  }

  package init(findings: [Finding]) {
    let rules = Linter.rules
    let indexByID = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
    let driverRules = rules.map { rule in
      Rule(id: rule.id, name: rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(),
           shortDescription: Text(text: rule.summary), fullDescription: Text(text: rule.explanation),
           defaultConfiguration: Configuration(level: rule.severity.rawValue), properties: Properties(tags: rule.pitfalls, precision: rule.confidence == .certain ? "very-high" : rule.confidence.rawValue))
    }
    let results = findings.map { finding in
      Result(ruleId: finding.ruleID, ruleIndex: indexByID[finding.ruleID], level: finding.severity.rawValue,
             message: Text(text: finding.message),
             locations: [Location(physicalLocation: PhysicalLocation(
               artifactLocation: ArtifactLocation(uri: Self.uri(finding.file)),
               region: Region(startLine: finding.line, startColumn: finding.column)))])
    }
    runs = [Run(tool: Tool(driver: Driver(rules: driverRules)), results: results)]
  }

  /// Relative paths stay relative (SARIF resolves them against the repository root); spaces are escaped.
  static func uri(_ path: String) -> String {
    var relative = path
    while relative.hasPrefix("./") { relative.removeFirst(2) }
    return relative.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? relative
  }

  /// The log as JSON text.
  package func rendered() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
