// Drives buttoncraft (atrinh0/buttoncraft), built unchanged by `lookout-bench compat --apps`.
#if os(Linux)
import LookoutUI
import Testing
@testable import buttoncraft

@MainActor @Test func buttoncraftApp() {
  let run = AppRun("buttoncraft", ViewHost(app: ButtoncraftApp()))
  run.step("turn Animation off") { try $0.toggle("Animation", to: false) }
  run.step("tap reset") { try $0.tap("arrow.counterclockwise.circle.fill") }
  run.check("Animation is on again after reset", run.host.elements.first { $0.label == "Animation" }?.value == "on")
  run.step("tap shuffle") { try $0.tap("shuffle") }
  run.finish()
}
#endif
