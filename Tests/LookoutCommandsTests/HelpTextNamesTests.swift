import Foundation
import LookoutTestSupport
import Testing

/// Every name a help text gives exists: an API it names (`UpdateTrace.write(to:)`) is declared, a document
/// it points to is shipped, an environment variable it names is read (issue 32, item 6).
@Suite struct HelpTextNamesTests {
  static let commands = ["", "migrate", "lint", "report", "why", "map", "completions"]

  static func help() throws -> String {
    try commands.map { command in
      let run = try ToolBinary.run((command.isEmpty ? [] : [command]) + ["--help"])
      #expect(run.status == 0, "\(command) --help: \(run.error)")
      return run.output
    }.joined(separator: "\n")
  }

  /// Every Swift source file of the package, read once.
  static let sources: [String] = {
    let root = PackagePaths.path("Sources")
    let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
    return files.compactMap { try? String(contentsOfFile: root + "/" + $0, encoding: .utf8) }
  }()

  static func matches(_ pattern: String, in text: String) -> [[String]] {
    let expression = try! NSRegularExpression(pattern: pattern)
    return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
      (0..<match.numberOfRanges).map { index in
        Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
      }
    }
  }

  @Test func everyAPIAHelpTextNamesIsDeclared() throws {
    let text = try Self.help()
    let calls = Self.matches(#"\b([A-Z][A-Za-z]+)\.([a-z][A-Za-z]*)\(([a-zA-Z_:]*)\)"#, in: text)
    #expect(!calls.isEmpty, "the help texts name no API: the pattern no longer finds them")
    for call in calls {
      let (type, member, labels) = (call[1], call[2], call[3].split(separator: ":").map(String.init))
      let declaresType = Self.sources.contains { $0.contains("struct \(type)") || $0.contains("class \(type)") || $0.contains("enum \(type)") }
      #expect(declaresType, "help names \(call[0]), but no type \(type) is declared")
      let declaresMember = Self.sources.contains { source in
        guard source.contains("extension \(type)") || source.contains("struct \(type)") || source.contains("class \(type)") else { return false }
        let first = labels.first.map { $0 == "_" ? "_ " : $0 + " " } ?? ""
        return source.contains("func \(member)(\(first)") || (labels.isEmpty && source.contains("func \(member)()"))
      }
      #expect(declaresMember, "help names \(call[0]), but \(type) declares no \(member)(\(labels.map { $0 + ":" }.joined()))")
    }
  }

  @Test func everyDocumentAndVariableAHelpTextNamesExists() throws {
    let text = try Self.help()
    for document in Self.matches(#"Documentation/[A-Za-z0-9._/-]+[A-Za-z0-9]"#, in: text).map({ $0[0] }) {
      #expect(FileManager.default.fileExists(atPath: PackagePaths.path(document)), "help points to \(document), which is not shipped")
    }
    let variables = Self.matches(#"\b(LOOKOUT_[A-Z_]+)\b"#, in: text).map { $0[1] }
    #expect(!variables.isEmpty)
    for variable in variables {
      #expect(Self.sources.contains { $0.contains("\"\(variable)\"") }, "help names \(variable), which nothing reads")
    }
  }
}

/// Counts agree with their nouns wherever a count can be one.
@Suite struct CountWordingTests {
  @Test func oneReaderIsOneViewBody() throws {
    let project = try ScratchDirectory(text: [
      ".lookout.json": "{ \"fanOutReaders\": 1 }\n",
      "Sources/App/Clock.swift": """
        import SwiftUI
        @Observable final class Clock {
            var elapsed = 0.0
            func start() { Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in self.elapsed += 0.1 } }
        }
        struct Readout: View {
            let clock: Clock
            var body: some View { Text("\\(clock.elapsed)") }
        }
        """,
    ])
    defer { project.remove() }
    let run = CommandRun(["lint", project.path + "/Sources", "--config", project.path + "/.lookout.json"])
    #expect(run.output.contains("re-runs 1 view body: Readout"), "\(run.output)")
    #expect(!run.output.contains("1 view bodies"))
  }
}
