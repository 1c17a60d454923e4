// Drives Sandwiches (dempseyatgithub/UnofficialSandwiches), built unchanged by `lookout-bench compat --apps`.
#if os(Linux)
import LookoutUI
import Testing
@testable import Sandwiches

@MainActor @Test func sandwiches() {
  let run = AppRun("Sandwiches", ViewHost(app: SandwichesApp()))
  let count = run.host.element(containing: " Sandwiches")?.label ?? "?"
  run.step("open \(testData[0].name)") { try $0.tap(testData[0].name) }
  run.check("its detail shows", run.host.elements.contains { $0.kind == "Destination" })
  run.step("tap Add") { try $0.tap("Add") }
  run.step("swipe to delete the first sandwich") { try $0.delete(at: [0]) }
  run.step("move the first sandwich to the end") { try $0.move(from: [0], to: 3) }
  run.check("\(count), then the same count", run.host.element(containing: " Sandwiches")?.label == count)
  run.finish()
}
#endif
