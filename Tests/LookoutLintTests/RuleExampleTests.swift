import Foundation
@testable import LookoutLint
import LookoutTestSupport
import LookoutSyntax
import SwiftParser
import Testing

/// Every rule's own examples are its tests: each triggering example yields findings exactly where its `↓`
/// markers are (and the message it pins), each non-triggering example yields none, each correction is what
/// `--fix` makes of its code, byte for byte. A failure points at the example's line in the rule's file.
@Suite struct RuleExampleTests {
  static let ids = Linter.rules.map(\.id)

  @Test func rulesHaveUniqueIDsAndCompleteDescriptions() {
    #expect(Set(Self.ids).count == Self.ids.count)
    for rule in Linter.rules {
      #expect(!rule.triggering.isEmpty, "\(rule.id) has no triggering example")
      #expect(!rule.nonTriggering.isEmpty, "\(rule.id) has no non-triggering example")
      #expect(!rule.pitfalls.isEmpty && !rule.summary.isEmpty && rule.explanation.count > 80, "\(rule.id) is not described")
      #expect(rule.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(rule.id) is not kebab-case")
      #expect(rule.triggering.contains { $0.message != nil }, "\(rule.id) pins no message: give one triggering example `message:`")
      // An error fails a build: only rules whose findings are certainly right may report one.
      #expect(rule.severity != .error || rule.confidence == .certain, "\(rule.id) is an error but not certain: make it a warning")
      #expect(rule.confidence != .low || rule.severity == .note, "\(rule.id) is a low-confidence hint: make it a note")
      // Severity that means something: a rule judged below the bar on projects it was not developed on warns not.
      if let measured = rule.measured, rule.severity != .note {
        #expect(measured.allowsWarning, "\(rule.id) is a \(rule.severity) but measured \(measured.summary): make it a note")
      }
    }
  }

  @Test(arguments: ids)
  func triggeringExamplesFindExactlyTheMarkedPlaces(id: String) throws {
    let rule = try #require(LintRules.description(of: id))
    for example in rule.triggering {
      let (text, markers) = Marked.strip(example.code)
      #expect(!Parser.parse(source: text).hasError, "\(id): example does not parse:\n\(text)", sourceLocation: example.location)
      let findings = Self.lint(text, id: id, buildSettings: example.buildSettings)
      #expect(findings.map { Marked.Position(line: $0.line, column: $0.column) } == markers,
              "\(id) found \(findings.map { "\($0.line):\($0.column) \($0.message)" }) in:\n\(text)", sourceLocation: example.location)
      #expect(findings.allSatisfy { $0.severity == rule.severity && !$0.message.isEmpty }, sourceLocation: example.location)
      if let message = example.message {
        #expect(findings.first?.message == message, sourceLocation: example.location)
      }
    }
  }

  @Test(arguments: ids)
  func nonTriggeringExamplesFindNothing(id: String) throws {
    let rule = try #require(LintRules.description(of: id))
    for example in rule.nonTriggering {
      #expect(!Parser.parse(source: example.code).hasError, "\(id): example does not parse:\n\(example.code)", sourceLocation: example.location)
      let findings = Self.lint(example.code, id: id, buildSettings: example.buildSettings)
      #expect(findings.isEmpty, "\(id) found \(findings.map { "\($0.line):\($0.column) \($0.message)" }) in:\n\(example.code)",
              sourceLocation: example.location)
    }
  }

  @Test(arguments: Linter.rules.filter(\.fixable).map(\.id))
  func correctionsAreExactlyWhatFixWrites(id: String) throws {
    let rule = try #require(LintRules.description(of: id))
    for (before, after) in rule.corrections {
      let (text, _) = Marked.strip(before.code)
      let sources = MemorySources(["Example.swift": text])
      let changes = Linter.fixes(for: Self.linter(id, buildSettings: before.buildSettings).lint(sources).findings, in: sources)
      let fixed = changes.first.map { String(decoding: $0.migrated, as: UTF8.self) } ?? text
      #expect(fixed == after.code, sourceLocation: after.location)
      #expect(Self.lint(fixed, id: id, buildSettings: before.buildSettings).filter(\.isFixable).isEmpty, "fixing twice changes more", sourceLocation: after.location)
    }
  }

  /// Each file of `Rules/<Kind>/` that declares a rule is in the registry, and nothing else is; a rule's
  /// folder is its kind.
  @Test func theRegistryListsEveryRuleFileInTheFolderOfItsKind() throws {
    let directory = PackagePaths.path("Sources/LookoutLint/Rules")
    var declared: [String: String] = [:]
    for folder in try FileManager.default.contentsOfDirectory(atPath: directory) {
      let path = directory + "/" + folder
      let files = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      #expect(!files.isEmpty, "Rules/ holds only the folders of rule kinds, not \(folder)")
      for file in files {
        let text = (try? String(contentsOfFile: path + "/" + file, encoding: .utf8)) ?? ""
        guard text.contains(": LintRule {") || text.contains(": ProjectLintRule {") else { continue }
        declared[String(file.dropLast(".swift".count))] = folder
      }
    }
    #expect(declared.count >= 38)
    #expect(Set(declared.keys) == Set(LintRules.all.map { "\($0)" }))
    for rule in LintRules.all {
      let folder = declared["\(rule)"] ?? ""
      #expect(folder.lowercased() == rule.description.kind.rawValue, "\(rule) is in Rules/\(folder) but its kind is \(rule.description.kind)")
    }
  }

  static func lint(_ text: String, id: String, buildSettings: String? = nil) -> [Finding] {
    linter(id, buildSettings: buildSettings).lint(MemorySources(["Example.swift": text])).findings.filter { $0.ruleID == id }
  }

  /// A linter running one rule, with the example's build settings applied to the example's folder.
  static func linter(_ id: String, buildSettings: String?) -> Linter {
    var linter = Linter(only: [id])
    if let buildSettings { linter.configuration.settings = linter.configuration.settings.applying(buildSettings: buildSettings, under: ".") }
    return linter
  }
}

extension Example {
  /// Where the example is written, for test failures.
  var location: Testing.SourceLocation {
    let fileName = (file as NSString).lastPathComponent
    return Testing.SourceLocation(fileID: "LookoutLint/\(fileName)", filePath: file, line: line, column: 1)
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
