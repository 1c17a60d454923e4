import Foundation
@testable import LookoutCommands
import LookoutTestSupport
import Testing

/// `..` in a path is resolved by its words, so diff headers are ones `git apply` accepts, and a file reached
/// through two spellings is planned once (issue 31, item 6).
@Suite struct PathSpellingTests {
  @Test func dotsAreResolvedByTheirWords() {
    #expect(ProjectPaths.lexicallyNormalized("sub/../App") == "App")
    #expect(ProjectPaths.lexicallyNormalized("./App/./Sources/") == "App/Sources")
    #expect(ProjectPaths.lexicallyNormalized("../up/App") == "../up/App")
    #expect(ProjectPaths.lexicallyNormalized("/a/b/../c") == "/a/c")
    #expect(ProjectPaths.lexicallyNormalized("sub/..") == ".")
  }

  @Test func theDiffNamesEachFileOnceAndPlainly() throws {
    let project = try ScratchDirectory(text: [
      "App/Model.swift": "import Combine\n\nfinal class Model: ObservableObject {\n    @Published var x = 0\n}\n",
      "sub/README": "",
    ])
    defer { project.remove() }
    let root = project.path
    let run = CommandRun(["migrate", root + "/sub/../App", root + "/App", root + "/./App"])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.contains(root + "/App/Model.swift"))
    #expect(!run.output.contains(".."))
    #expect(run.output.contains("1 file to change"), "\(run.output)")
  }

  @Test func aLinkKeepsItsSpelling() throws {
    let project = try ScratchDirectory(text: ["deep/inner/App/Model.swift": "final class M {}\n", "App/Other.swift": "final class O {}\n"])
    defer { project.remove() }
    try FileManager.default.createSymbolicLink(atPath: project.path + "/link", withDestinationPath: project.path + "/deep/inner")
    // `link/..` is `deep` for the system, not the project's root: the words must not change what is read.
    #expect(ProjectPaths.normalized([project.path + "/link/../inner/App"]) == [project.path + "/link/../inner/App"])
    #expect(ProjectPaths.normalized([project.path + "/sub/../App"]) == [project.path + "/App"])
  }

  /// However the folder is named, the dry run's patch applies with `git apply` where the command ran.
  @Test(arguments: [".", "./App", "App/", "ROOT", "ROOT/App/", "ROOT/./App"])
  func thePatchAppliesWhereTheCommandRan(spelling: String) throws {
    let project = try ScratchDirectory(text: [
      "App/Model.swift": "import Combine\n\nfinal class Model: ObservableObject {\n    @Published var x = 0\n}\n",
    ])
    defer { project.remove() }
    let path = spelling.replacingOccurrences(of: "ROOT", with: project.path)
    let run = try ToolBinary.run(["migrate", path], in: project.path)
    #expect(run.status == 0, "\(run.error)")
    let patch = String(run.output[..<(run.output.range(of: "Migrating ")?.lowerBound ?? run.output.endIndex)])
    #expect(patch.hasPrefix("--- a/App/Model.swift\n+++ b/App/Model.swift\n"), "\(patch)")
    try Data(patch.utf8).write(to: URL(fileURLWithPath: project.path + "/change.patch"))
    let check = try Shell.run(["git", "apply", "--check", "change.patch"], in: project.path)
    #expect(check.status == 0, "\(spelling): \(check.error)")
  }
}
