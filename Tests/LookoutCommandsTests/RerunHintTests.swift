import LookoutTestSupport
@testable import LookoutCommands
import Testing

/// The commands a message suggests work when copied (issue 31, item 7).
@Suite struct RerunHintTests {
  @Test func aFlagAlreadyGivenIsNotAddedAgain() {
    let invocation = Invocation(program: "lookout", arguments: ["lint", "App", "--fix"])
    #expect(invocation.rerun(adding: "--fix") == "lookout lint App --fix")
  }

  @Test func theFlagGoesBeforeTheEndOfOptions() {
    // After `--` every word is a path: `--write` there would be read as one.
    let invocation = Invocation(program: "lookout", arguments: ["migrate", "--", "-odd name"])
    #expect(invocation.rerun(adding: "--write") == "lookout migrate --write -- '-odd name'")
    #expect(Invocation(program: "lookout", arguments: ["migrate", "App"]).rerun(adding: "--write") == "lookout migrate App --write")
  }
}

/// `lint --fix` on a file that did not parse before: the file's problem is named, with what to do, and the
/// summary does not offer the same `--fix` again.
@Suite struct FixRefusalHintTests {
  @Test func aFileThatDidNotParseBeforeIsNamedAsTheProblem() throws {
    let project = try ScratchDirectory(text: ["V.swift": """
      import LookoutSwiftUI
      import SwiftUI

      @Tracked final class Cart {
          var items: [String] = []
      }
      struct CartView: View {
          let cart: Cart
          var body: some View {
              Text("\\(cart.items.count) items")
          }
      }
      func broken( {
      """])
    defer { project.remove() }
    let run = CommandRun(["lint", project.path, "--fix"])
    #expect(run.status == 1)
    #expect(run.error.contains("the file does not parse (13:13: expected ')' to end parameter clause); fix that, then run --fix again"))
    #expect(!run.error.contains("please report this"))
    #expect(run.error.contains("1 not fixed (Not fixed, above, says why)"))
    #expect(!run.error.contains("fixable with"))
  }
}
