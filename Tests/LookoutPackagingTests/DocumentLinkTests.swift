import Foundation
import LookoutTestSupport
import Testing

/// What the repository's documents point at is in the repository: relative links name files that exist
/// inside it, `#anchors` name headings of the README, no path leads outside, and the project has one home.
@Suite struct DocumentLinkTests {
  /// The documents a reader opens: the README, the changelog, the judgments beside the benchmarks, and the
  /// pages of `Documentation/`.
  static let documents: [String] = {
    let benchmarks = (try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.path("Benchmarks"))) ?? []
    let pages = (try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.path("Documentation"))) ?? []
    return ["README.md", "CHANGELOG.md"] + benchmarks.filter { $0.hasSuffix(".md") }.sorted().map { "Benchmarks/" + $0 }
      + pages.filter { $0.hasSuffix(".md") }.sorted().map { "Documentation/" + $0 }
  }()

  static func text(_ document: String) -> String {
    (try? String(contentsOfFile: PackagePaths.path(document), encoding: .utf8)) ?? ""
  }

  /// The targets of `[text](target)` links.
  static func links(in text: String) -> [String] {
    var found: [String] = []
    var rest = text[...]
    while let open = rest.range(of: "](") {
      rest = rest[open.upperBound...]
      guard let close = rest.firstIndex(of: ")") else { break }
      found.append(String(rest[..<close]))
    }
    return found
  }

  /// GitHub's anchor for a heading: lower-cased, punctuation dropped, spaces as hyphens.
  static func anchor(_ heading: String) -> String {
    heading.lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
      .replacingOccurrences(of: " ", with: "-")
  }

  @Test(arguments: documents)
  func everyLinkResolvesInsideTheRepository(document: String) throws {
    let text = Self.text(document)
    #expect(!text.isEmpty, "\(document) is missing")
    let root = URL(fileURLWithPath: PackagePaths.root).standardizedFileURL.path
    let folder = URL(fileURLWithPath: PackagePaths.path(document)).deletingLastPathComponent()
    let headings = Set(Self.text("README.md").split(separator: "\n").filter { $0.hasPrefix("#") }
      .map { Self.anchor($0.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)) })
    for link in Self.links(in: text) where !link.hasPrefix("http://") && !link.hasPrefix("https://") && !link.hasPrefix("mailto:") {
      let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
      if parts[0].isEmpty {
        #expect(document != "README.md" || headings.contains(parts.count > 1 ? parts[1] : ""), "\(document): no heading for \(link)")
        continue
      }
      let target = folder.appendingPathComponent(parts[0]).standardizedFileURL.path
      #expect(target.hasPrefix(root + "/"), "\(document): \(link) leads outside the repository")
      #expect(FileManager.default.fileExists(atPath: target), "\(document): \(link) does not exist")
    }
    // Paths written as code are read as links too: none may lead outside the repository.
    for outside in ["`../", "(../", "/work/", "../shared/"] {
      #expect(!text.contains(outside), "\(document) names a path outside the repository (\(outside))")
    }
  }

  /// One canonical home: the README's dependency lines and SARIF's `informationUri` name the same address.
  @Test func theProjectHasOneHome() throws {
    let sarif = Self.text("Sources/LookoutLint/SARIFLog.swift")
    let start = try #require(sarif.range(of: "informationUri = \""))
    let home = String(sarif[start.upperBound...].prefix { $0 != "\"" })
    #expect(home.hasPrefix("https://github.com/"))
    let readme = Self.text("README.md")
    #expect(readme.contains("<\(home)>"), "the README names the home")
    let dependencies = readme.components(separatedBy: ".package(url: \"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    #expect(!dependencies.isEmpty)
    for url in dependencies { #expect(url == home + ".git") }
  }
}
