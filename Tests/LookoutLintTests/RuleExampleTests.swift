@testable import LookoutLint
import LookoutSyntax
import SwiftParser
import Testing

/// Every rule's own examples are its tests: each triggering example yields findings exactly where its `↓`
/// markers are, each non-triggering example yields none, and fixes leave code that parses and that the
/// rule no longer flags.
@Suite struct RuleExampleTests {
  static let ids = Linter.rules.map(\.id)

  @Test func rulesHaveUniqueIDsAndCompleteDescriptions() {
    #expect(Set(Self.ids).count == Self.ids.count)
    for rule in Linter.rules {
      #expect(!rule.triggering.isEmpty, "\(rule.id) has no triggering example")
      #expect(!rule.nonTriggering.isEmpty, "\(rule.id) has no non-triggering example")
      #expect(!rule.pitfalls.isEmpty && !rule.summary.isEmpty && rule.explanation.count > 80, "\(rule.id) is not described")
      #expect(rule.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(rule.id) is not kebab-case")
    }
  }

  @Test(arguments: ids)
  func triggeringExamplesFindExactlyTheMarkedPlaces(id: String) throws {
    let rule = try #require(LintRules.description(of: id))
    for example in rule.triggering {
      let (text, markers) = Marked.strip(example)
      #expect(!Parser.parse(source: text).hasError, "\(id): example does not parse:\n\(text)")
      let findings = Self.lint(text, id: id)
      #expect(findings.map { Marked.Position(line: $0.line, column: $0.column) } == markers,
              "\(id) found \(findings.map { "\($0.line):\($0.column) \($0.message)" }) in:\n\(text)")
      #expect(findings.allSatisfy { $0.severity == rule.severity && !$0.message.isEmpty })
    }
  }

  @Test(arguments: ids)
  func nonTriggeringExamplesFindNothing(id: String) throws {
    let rule = try #require(LintRules.description(of: id))
    for example in rule.nonTriggering {
      #expect(!Parser.parse(source: example).hasError, "\(id): example does not parse:\n\(example)")
      let findings = Self.lint(example, id: id)
      #expect(findings.isEmpty, "\(id) found \(findings.map { "\($0.line):\($0.column) \($0.message)" }) in:\n\(example)")
    }
  }

  @Test(arguments: Linter.rules.filter(\.fixable).map(\.id))
  func fixesParseAndSilenceTheRule(id: String) throws {
    let rule = try #require(LintRules.description(of: id))
    var fixedAny = false
    for example in rule.triggering {
      let (text, _) = Marked.strip(example)
      let sources = MemorySources(["Example.swift": text])
      let findings = Linter(only: [id]).lint(sources).findings
      let changes = Linter.fixes(for: findings, in: sources)
      guard let change = changes.first else { continue }
      fixedAny = true
      let fixed = String(decoding: change.migrated, as: UTF8.self)
      #expect(!Parser.parse(source: fixed).hasError, "\(id): fix does not parse:\n\(fixed)")
      let remaining = Self.lint(fixed, id: id).filter(\.isFixable)
      #expect(remaining.isEmpty, "\(id): fixed code still has fixable findings:\n\(fixed)")
    }
    #expect(fixedAny, "\(id) is marked fixable but fixed none of its examples")
  }

  static func lint(_ text: String, id: String) -> [Finding] {
    Linter(only: [id]).lint(MemorySources(["Example.swift": text])).findings.filter { $0.ruleID == id }
  }
}

/// Examples mark expected finding positions with `↓`.
enum Marked {
  struct Position: Equatable, CustomStringConvertible {
    let line: Int
    let column: Int
    var description: String { "\(line):\(column)" }
  }

  /// The text without markers, and the 1-based line and UTF-8 column each marker stood before.
  static func strip(_ example: String) -> (String, [Position]) {
    var text = ""
    var positions: [Position] = []
    var line = 1
    var column = 1
    for character in example {
      if character == "↓" {
        positions.append(Position(line: line, column: column))
        continue
      }
      text.append(character)
      if character == "\n" {
        line += 1
        column = 1
      } else {
        column += character.utf8.count
      }
    }
    return (text, positions)
  }
}
