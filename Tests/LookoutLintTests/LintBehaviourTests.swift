import Foundation
@testable import LookoutLint
import LookoutSyntax
import LookoutTestSupport
import Testing

/// Suppression comments, configuration, syntax errors, SARIF, and robustness.
@Suite struct LintBehaviourTests {
  static let model = """
    import SwiftUI
    @MainActor @Observable final class Model {
        @Published var a = 0
        @Published var b = 0
        @Published var c = 0
    }
    """

  static func lint(_ files: [String: String], configuration: LintConfiguration = LintConfiguration()) -> [Finding] {
    Linter(configuration: configuration).lint(MemorySources(files)).findings
  }

  @Test func inlineCommentsSuppressFindings() {
    let text = """
      import SwiftUI
      @MainActor @Observable final class Model {
          // lookout:disable-next-line property-wrapper-in-observable
          @Published var a = 0
          // lookout:disable all
          @Published var b = 0
          // lookout:enable all
          @Published var c = 0
          @Published var d = 0 // lookout:disable-line property-wrapper-in-observable
      }
      """
    let lines = Self.lint(["M.swift": text]).map(\.line)
    #expect(lines == [8])
  }

  @Test func onlyCommentsSuppressNotStringsThatLookLikeThem() {
    let text = """
      @MainActor @Observable final class Model {
          let note = "// lookout:disable all"
          @Published var a = 0
          /* lookout:disable-next-line property-wrapper-in-observable */
          @Published var b = 0
      }
      """
    #expect(Self.lint(["M.swift": text]).map(\.line) == [3])
  }

  @Test func configurationTurnsRulesOffAndChangesSeverity() throws {
    let directory = NSTemporaryDirectory() + "lookout-config-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/.lookout.json"
    try #"{"rules": {"property-wrapper-in-observable": "warning", "lazy-in-observable": "off"}, "exclude": ["Generated/"]}"#
      .write(toFile: path, atomically: true, encoding: .utf8)
    let configuration = try LintConfiguration(contentsOf: path)
    let text = Self.model + "\n@Observable final class Other { lazy var x = 0 }\n"
    let findings = Self.lint(["M.swift": text], configuration: configuration)
    #expect(findings.filter { $0.ruleID == "property-wrapper-in-observable" }.map(\.severity) == [.warning, .warning, .warning])
    #expect(!findings.contains { $0.ruleID == "lazy-in-observable" })
    #expect(configuration.excludes(directory + "/Generated/X.swift", root: directory))
    #expect(!configuration.excludes(directory + "/Sources/X.swift", root: directory))
  }

  @Test func theMainActorRuleFollowsTheProjectsDefaultIsolation() throws {
    let text = """
      @Observable final class Cart {
          var items: [String] = []
          func load() async { items = await fetchItems() }
      }
      struct CartView: View {
          @State private var cart = Cart()
          var body: some View { Text("\\(cart.items.count)") }
      }
      """
    #expect(Self.lint(["/p/App/Cart.swift": text]).map(\.ruleID) == ["model-not-main-actor"])
    var configuration = LintConfiguration()
    configuration.settings.projects = ["/p"]
    configuration.settings.scopes = [ProjectSettings.Scope(project: "/p", directory: "/p", mainActorByDefault: true)]
    #expect(Self.lint(["/p/App/Cart.swift": text], configuration: configuration).isEmpty)
    configuration.settings.scopes = [ProjectSettings.Scope(project: "/p", directory: "/p", nonisolatedNonsending: true)]
    #expect(Self.lint(["/p/App/Cart.swift": text], configuration: configuration).isEmpty)
    configuration.settings.scopes = [ProjectSettings.Scope(project: "/p", directory: "/p/Other", mainActorByDefault: true)]
    #expect(Self.lint(["/p/App/Cart.swift": text], configuration: configuration).map(\.ruleID) == ["model-not-main-actor"])
  }

  @Test func theDeinitAdviceFollowsTheDeploymentTarget() {
    let text = """
      @MainActor @Observable final class Poller {
          var task: Task<Void, Never>?
          deinit { task?.cancel() }
      }
      """
    var configuration = LintConfiguration()
    configuration.settings.projects = ["/p"]
    #expect(Self.lint(["/p/App/Poller.swift": text], configuration: configuration).first?.message.hasSuffix("or write `isolated deinit`") == true)
    configuration.settings.deploymentTargets = [DeploymentTarget(platform: "iOS", version: "17.0", source: "/p/App.xcodeproj/project.pbxproj")]
    configuration.settings.projects = ["/p"]
    let early = Self.lint(["/p/App/Poller.swift": text], configuration: configuration).first?.message
    #expect(early?.hasSuffix("mark it @ObservationIgnored (`isolated deinit` needs a newer OS than iOS 17.0)") == true)
  }

  @Test func rulesThatHoldBeforeXcode27AreQuietWhenTheProjectBuildsWithIt() throws {
    let text = """
      import Foundation
      @Observable final class Feed {
          var posts: [String] = []
          init() { posts = (try? JSONDecoder().decode([String].self, from: Data())) ?? [] }
      }
      struct FeedView: View {
          @State private var feed = Feed()
          var body: some View { Text("\\(feed.posts.count)") }
      }
      """
    #expect(Self.lint(["F.swift": text]).map(\.ruleID).contains("state-model-init-work"))
    let path = NSTemporaryDirectory() + "lookout-xcode-\(UUID().uuidString).json"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try #"{"xcode": 27}"#.write(toFile: path, atomically: true, encoding: .utf8)
    let configuration = try LintConfiguration(contentsOf: path)
    #expect(configuration.swiftUI.xcode == 27)
    #expect(!Self.lint(["F.swift": text], configuration: configuration).map(\.ruleID).contains("state-model-init-work"))
  }

  @Test func badConfigurationSaysWhatIsWrong() throws {
    let path = NSTemporaryDirectory() + "lookout-bad-\(UUID().uuidString).json"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try #"{"rules": {"no-such-rule": "off"}}"#.write(toFile: path, atomically: true, encoding: .utf8)
    #expect { try LintConfiguration(contentsOf: path) } throws: { ($0 as? ConfigurationError)?.description.contains("unknown rule \"no-such-rule\"") == true }
    try #"{"rules": {"lazy-in-observable": "sometimes"}}"#.write(toFile: path, atomically: true, encoding: .utf8)
    #expect { try LintConfiguration(contentsOf: path) } throws: { ($0 as? ConfigurationError)?.description.contains("must be \"off\", \"note\", \"warning\" or \"error\"") == true }
    try #"{"xcode": "next"}"#.write(toFile: path, atomically: true, encoding: .utf8)
    #expect { try LintConfiguration(contentsOf: path) } throws: { ($0 as? ConfigurationError)?.description.contains("\"xcode\" must be a major Xcode version") == true }
    try #"{"xcodes": 27}"#.write(toFile: path, atomically: true, encoding: .utf8)
    #expect { try LintConfiguration(contentsOf: path) } throws: { ($0 as? ConfigurationError)?.description.contains("unknown key \"xcodes\"") == true }
    try "{ not json".write(toFile: path, atomically: true, encoding: .utf8)
    #expect { try LintConfiguration(contentsOf: path) } throws: { ($0 as? ConfigurationError)?.description.contains("not valid JSON") == true }
  }

  @Test func theSelfAssignmentRuleOnlyParsesFilesWithAnXEqualsX() {
    func may(_ text: String) -> Bool { RedundantSelfAssignmentRule.mayReport(in: Array(text.utf8)) }
    #expect(may("func f() { self.items = self.items }"))
    #expect(may("model.items = model.items\n"))
    #expect(!may("items = items.sorted()"))
    #expect(!may("let a = b"))
    #expect(!may("value = value(for: key)"))
  }

  @Test func generatedFilesAreLeftOut() {
    let body = "import SwiftUI\n@Observable final class Mock {\n    @Published var a = 0\n}\n"
    let findings = Self.lint([
      "Mocks.swift": "// Generated using Sourcery 2.3.0 — https://github.com/krzysztofzablocki/Sourcery\n// DO NOT EDIT\n" + body,
      "Proto.pb.swift": "// swift-format-ignore-file\n//\n// Code generated by protoc. DO NOT EDIT.\n\n" + body,
      "Hand.swift": "// Written by hand.\nlet note = \"DO NOT EDIT\"\n" + body,
    ])
    #expect(Set(findings.map(\.file)) == ["Hand.swift"])
  }

  @Test func aFileThatDoesNotParseIsReportedOnceAndTheRestIsLinted() {
    // SwiftParser is stricter than the compiler: a note, and the lines it did read are linted.
    let broken = "@Observable final class X {\n    lazy var y = (\n}\n@Observable final class Z {\n    lazy var w = 1\n}\n"
    let findings = Self.lint(["Broken.swift": broken, "M.swift": Self.model])
    let syntax = findings.filter { $0.ruleID == "syntax" }
    #expect(syntax.count == 1)
    #expect(syntax.first?.file == "Broken.swift")
    #expect(syntax.first?.severity == .note)
    #expect(findings.contains { $0.file == "Broken.swift" && $0.line == 5 && $0.ruleID == "lazy-in-observable" })
    #expect(!findings.contains { $0.file == "Broken.swift" && $0.ruleID != "syntax" && $0.line <= 3 })
    #expect(findings.filter { $0.file == "M.swift" }.count == 3)
  }

  @Test func sarifHasTheRequiredFields() throws {
    let findings = Self.lint(["Sources/M.swift": Self.model])
    let data = Data(SARIFLog(findings: findings).rendered().utf8)
    let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    #expect((log["$schema"] as? String)?.contains("sarif-2.1.0") == true)
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "lookout")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.count == Linter.rules.count)
    for rule in rules {
      #expect(rule["id"] is String)
      #expect((rule["shortDescription"] as? [String: Any])?["text"] is String)
    }
    let results = try #require(runs[0]["results"] as? [[String: Any]])
    #expect(results.count == 3)
    for result in results {
      // `message` is the one property a result must have; the others are what code scanning shows.
      #expect((result["message"] as? [String: Any])?["text"] is String)
      #expect(["error", "warning", "note", "none"].contains(result["level"] as? String ?? ""))
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
      let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
      #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "Sources/M.swift")
      let region = try #require(location["region"] as? [String: Any])
      #expect((region["startLine"] as? Int ?? 0) >= 1)
      #expect((region["startColumn"] as? Int ?? 0) >= 1)
    }
  }

  @Test func mutatedFilesNeverCrashTheLinter() {
    var random = SplitMix(seed: 7)
    let seeds = PackagePaths.swiftFiles(under: PackagePaths.path("Examples/MigratedApp"))
      .merging(PackagePaths.swiftFiles(under: PackagePaths.path("Examples/LegacyApp"))) { $1 }
    var linted = 0
    for _ in 0..<60 {
      var files = seeds
      for _ in 0..<3 {
        let path = files.keys.sorted()[Int(random.next() % UInt64(files.count))]
        files[path] = SourceMutation.mutate(files[path]!, &random)
      }
      let report = Linter().lint(MemorySources(files))
      linted += report.filesParsed
      // Every fix still parses.
      for change in Linter.fixes(for: report.findings, in: MemorySources(files)) {
        expectParses(String(decoding: change.migrated, as: UTF8.self))
      }
    }
    #expect(linted > 500)
  }
}
