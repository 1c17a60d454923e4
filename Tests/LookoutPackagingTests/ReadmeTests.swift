import Foundation
import LookoutTestSupport
import Testing

/// Every Swift block of the README compiles: each is found, line for line, in a file the test targets
/// compile (`Tests/*/ReadmeExamples.swift`, `DocumentationExamples.swift`), or, for a package manifest, SwiftPM
/// evaluates it. The pages of `Documentation/` are read with it.
@Suite struct ReadmeTests {
  /// The README and the pages of `Documentation/`, whose blocks moved out of it: every one is checked.
  static let readme: String = {
    let pages = ((try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.path("Documentation"))) ?? [])
      .filter { $0.hasSuffix(".md") }.sorted().map { "Documentation/" + $0 }
    return (["README.md"] + pages).compactMap { try? String(contentsOfFile: PackagePaths.path($0), encoding: .utf8) }
      .joined(separator: "\n")
  }()

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
    return targets.flatMap { target in
      ["ReadmeExamples.swift", "DocumentationExamples.swift"].compactMap { name in
        (try? String(contentsOfFile: "\(tests)/\(target)/\(name)", encoding: .utf8)).map(lines)
      }
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
      // A block's imports are the file's (at its top, in any order); its code is there line for line.
      let lines = Self.lines(block)
      let imports = lines.prefix { $0.hasPrefix("import ") }
      let wanted = Array(lines.dropFirst(imports.count))
      let found = Self.compiledExamples.contains { file in
        imports.allSatisfy(file.contains) && file.indices.contains { start in file[start...].starts(with: wanted) }
      }
      #expect(found, "This block of the README or Documentation/ is not in any Tests/*/ReadmeExamples.swift or DocumentationExamples.swift:\n\(block)")
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
