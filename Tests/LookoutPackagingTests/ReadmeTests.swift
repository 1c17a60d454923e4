import Foundation
import LookoutTestSupport
import Testing

/// Every Swift block of the README compiles: each is found, line for line, in a file the test targets
/// compile (`Tests/*/ReadmeExamples.swift`), or, for a package manifest, SwiftPM evaluates it.
@Suite struct ReadmeTests {
  static let readme = (try? String(contentsOfFile: PackagePaths.path("README.md"), encoding: .utf8)) ?? ""

  /// The README's fenced ```swift blocks.
  static var swiftBlocks: [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```swift" {
        current = []
      } else if current != nil, line == "```" {
        blocks.append(current!.joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  static let compiledExamples: [[String]] = {
    let tests = PackagePaths.path("Tests")
    let targets = (try? FileManager.default.contentsOfDirectory(atPath: tests)) ?? []
    return targets.compactMap { target in
      (try? String(contentsOfFile: "\(tests)/\(target)/ReadmeExamples.swift", encoding: .utf8)).map(lines)
    }
  }()

  /// Lines without their indentation and without blank lines: blocks sit at another depth in the tests.
  static func lines(_ text: String) -> [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && $0 != "import Lookout" && $0 != "import LookoutUI" }
  }

  @Test func everySwiftBlockIsCompiledByATest() {
    let blocks = Self.swiftBlocks.filter { !$0.hasPrefix("// swift-tools-version") }
    #expect(blocks.count >= 4)
    #expect(Self.compiledExamples.count >= 2)
    for block in blocks {
      let wanted = Self.lines(block)
      let found = Self.compiledExamples.contains { file in
        file.indices.contains { start in file[start...].starts(with: wanted) }
      }
      #expect(found, "This README block is not in any Tests/*/ReadmeExamples.swift:\n\(block)")
    }
  }

  @Test func everyManifestBlockIsAManifest() throws {
    let manifests = Self.swiftBlocks.filter { $0.hasPrefix("// swift-tools-version") }
    // How to depend on Lookout, and how a Linux test target compiles `import SwiftUI` against LookoutUI.
    #expect(manifests.count == 2)
    for manifest in manifests {
      let directory = NSTemporaryDirectory() + "lookout-readme-\(UUID().uuidString)"
      try FileManager.default.createDirectory(atPath: directory + "/Sources/Models", withIntermediateDirectories: true)
      try FileManager.default.createDirectory(atPath: directory + "/Tests/ModelTests", withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(atPath: directory) }
      try manifest.write(toFile: directory + "/Package.swift", atomically: true, encoding: .utf8)
      let dump = try Shell.run(["swift", "package", "dump-package"], in: directory)
      #expect(dump.status == 0, "\(dump.error)")
      #expect(dump.output.contains("\"name\" : \"MyApp\""))
    }
  }

  /// The setting the README gives users is the one this package's own `import SwiftUI` targets are built with.
  @Test func theSwiftUISetupIsTheOneThisPackageUses() throws {
    let setup = try #require(Self.swiftBlocks.first { $0.contains("SwiftUI=LookoutUI") })
    let manifest = try String(contentsOfFile: PackagePaths.path("Package.swift"), encoding: .utf8)
    let flags = setup.split(separator: "\n").filter { $0.contains("\"-") }.map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(flags.count == 9)
    for line in flags { #expect(manifest.contains(line), "Package.swift builds its own targets without: \(line)") }
    #expect(setup.contains(".when(platforms: [.linux])"))
  }
}
