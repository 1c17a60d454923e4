import Foundation
import LookoutLint
import LookoutSyntax
import LookoutTestSupport
import Testing

/// Lint's discovery in the library (issue 18.5): each file is read once per run, and the configuration —
/// `exclude` too — is applied by the `Linter` itself, so a library user gets what the command line gets.
@Suite struct LintDiscoveryTests {
  static let finding = "import Observation\n@Observable final class Model {\n    @Published var count = 0\n}\n"

  /// Files in memory that count how often each is read.
  final class CountingSources: SourceProvider, @unchecked Sendable {
    let files: [String: String]
    private let lock = NSLock()
    private(set) var reads: [String: Int] = [:]

    init(_ files: [String: String]) { self.files = files }
    var paths: [String] { files.keys.sorted() }

    func load(_ path: String) throws(FileError) -> SourceText {
      lock.lock()
      reads[path, default: 0] += 1
      lock.unlock()
      guard let text = files[path] else { throw FileError.notFound(path) }
      return SourceText(path: path, text: text)
    }
  }

  @Test func eachFileIsReadOncePerRun() {
    let sources = CountingSources(["A.swift": Self.finding, "B.swift": "struct B {}\n", "C.swift": Self.finding])
    let report = Linter().lint(sources, fixing: true)
    #expect(report.findings.contains { $0.file == "A.swift" })
    #expect(report.fixes.map(\.path) == ["A.swift", "C.swift"])
    #expect(sources.reads == ["A.swift": 1, "B.swift": 1, "C.swift": 1])
  }

  @Test func aLibraryUserGetsTheProjectsExcludes() throws {
    let project = NSTemporaryDirectory() + "lookout-lint-discovery-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: project) }
    try FileManager.default.createDirectory(atPath: project + "/Generated", withIntermediateDirectories: true)
    try #"{"exclude": ["Generated/"]}"#.write(toFile: project + "/.lookout.json", atomically: true, encoding: .utf8)
    try Self.finding.write(toFile: project + "/Generated/Model.swift", atomically: true, encoding: .utf8)
    try Self.finding.write(toFile: project + "/Kept.swift", atomically: true, encoding: .utf8)
    let linter = Linter(configuration: try LintConfiguration(forProjectUnder: [project]))
    let report = try linter.lint(paths: [project])
    #expect(report.filesScanned == 1)
    #expect(Set(report.findings.map(\.file)) == [project + "/Kept.swift"])
  }
}
