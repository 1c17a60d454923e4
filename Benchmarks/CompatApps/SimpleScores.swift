// Drives SimpleScores (twostraws/simple-swiftui), built unchanged by `lookout-bench compat --apps`.
#if os(Linux)
import LookoutUI
import Testing
@testable import SimpleScores

@MainActor @Test func simpleScores() {
  let run = AppRun("SimpleScores", ViewHost(app: SimpleScoresApp()))
  run.step("tap Add Player") { try $0.tap("Add Player") }
  run.step("tap Add Player") { try $0.tap("Add Player") }
  run.step("tap Remove All") { try $0.tap("Remove All") }
  run.step("confirm Delete") { try $0.tap("Delete") }
  run.check("no player left", !run.host.elements.contains { $0.kind == "TextField" })
  run.finish()
}
#endif
