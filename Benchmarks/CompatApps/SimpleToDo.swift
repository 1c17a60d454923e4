// Drives SimpleToDo (twostraws/simple-swiftui), built unchanged by `lookout-bench compat --apps`.
#if os(Linux)
import LookoutUI
import Testing
@testable import SimpleToDo

@MainActor @Test func simpleToDo() {
  let run = AppRun("SimpleToDo", ViewHost(app: SimpleToDoApp()))
  run.step("tap Add Item") { try $0.tap("Add Item") }
  run.step("tap Add Item") { try $0.tap("Add Item") }
  run.step("swipe to delete the first row") { try $0.delete(at: [0]) }
  run.check("one item left", run.host.elements.filter { $0.label == "New Item" }.count == 1)
  run.finish()
}
#endif
