#if os(Linux)
import Foundation
import LookoutTestSupport
import Testing

/// `lookout-bench compat --units <file>`: whole targets of real apps, read at the commit the file names from
/// local git copies, type-checked unchanged as modules against LookoutUI (every error of every file counted).
@Suite struct UnitsBenchTests {
  /// A repository `example/app` with targets at one commit: one that compiles, two that do not.
  static func repository() throws -> (ScratchDirectory, commit: String) {
    let sources = try ScratchDirectory(text: [
      "example+app/Good/Profile.swift": """
        import SwiftUI
        import UIKit
        import os

        struct Profile: View {
          let logger = Logger(subsystem: "app", category: "profile")
          var body: some View { Text("Hi").foregroundColor(Color(uiColor: .systemBlue)) }
        }

        """,
      "example+app/Bad/Screen.swift": """
        import SwiftUI

        struct Screen: View {
          var body: some View { Text("Hi").noSuchModifier().alsoMissing() }
        }

        """,
      "example+app/Bad/Other.swift": "import UIKit\nlet shade: UIMissingShade? = nil\n",
      "example+app/Missing/Updater.swift": "import Sparkle\n",
    ])
    let repository = sources.file("example+app")
    for command in [["git", "init", "-q"], ["git", "add", "."], ["git", "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "app"]] {
      _ = try Shell.run(command, in: repository)
    }
    let commit = try Shell.run(["git", "rev-parse", "HEAD"], in: repository).output.trimmingCharacters(in: .whitespacesAndNewlines)
    return (sources, commit)
  }

  @Test func unitsPassOrFailWithEveryErrorCountedAndItsCause() throws {
    let (sources, commit) = try Self.repository()
    defer { sources.remove() }
    let units = sources.file("units.txt")
    try """
      # two units of one repository
      Good | example/app@\(commit) | Good | swift 5
      Bad | example/app@\(commit) | Bad | swift 5 | depends Good
      Missing | example/app@\(commit) | Missing | swift 5

      """.write(toFile: units, atomically: true, encoding: .utf8)
    let run = try ToolBinary.runBench(["compat", "--units", units, "--sources", sources.path, "--json"])
    #expect(run.status == 0, "\(run.error)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    #expect(json["units"] as? Int == 3)
    #expect(json["passing"] as? Int == 1)
    let results = try #require(json["results"] as? [[String: Any]])
    let bad = try #require(results.first { $0["name"] as? String == "Bad" })
    let errors = try #require(bad["errors"] as? [String])
    #expect(errors.contains { $0.hasPrefix("Bad/Other.swift:2:12: cannot find type 'UIMissingShade'") }, "\(errors)")
    #expect(errors.contains { $0.hasPrefix("Bad/Screen.swift:4:36:") && $0.contains("noSuchModifier") }, "every file's errors count")
    let causes = try #require(json["causes"] as? [[String: Any]])
    #expect(causes.contains { $0["cause"] as? String == "import Sparkle" })

    let table = try ToolBinary.runBench(["compat", "--units", units, "--sources", sources.path])
    #expect(table.output.contains("1 of 3 units type-check (33.3%)"))
  }

  @Test func aMalformedLineOrAMissingCopyIsNamedWithWhatToDo() throws {
    let (sources, commit) = try Self.repository()
    defer { sources.remove() }
    let units = sources.file("units.txt")
    try "Good | example/app | Good | swift 5\n".write(toFile: units, atomically: true, encoding: .utf8)
    let malformed = try ToolBinary.runBench(["compat", "--units", units, "--sources", sources.path])
    #expect(malformed.status == 2)
    #expect(malformed.error.contains("units.txt:1:1: 'example/app' is not owner/repo@commit"))

    try "Elsewhere | example/elsewhere@\(commit) | Good | swift 5 | driver Benchmarks/CompatApps/X.swift\n"
      .write(toFile: units, atomically: true, encoding: .utf8)
    let missing = try ToolBinary.runBench(["compat", "--units", units, "--sources", sources.path])
    #expect(missing.status == 1)
    #expect(missing.error.contains("no copy of example/elsewhere"))
    #expect(missing.error.contains("git clone https://github.com/example/elsewhere"))
  }
}
#endif
