// Drives DesignCode (mythxn/DesignCode-SwiftUI), a scene-delegate app built unchanged by
// `lookout-bench compat --apps`: its SceneDelegate connects, and the UIHostingController it makes is mounted.
#if os(Linux)
import LookoutUI
import Testing
@testable import DesignCode

@MainActor @Test func designCode() {
  let run = AppRun("DesignCode", ViewHost(sceneDelegate: SceneDelegate()))
  run.step("tap the bell (updates sheet)") { try $0.tap("bell") }
  run.check("the updates sheet shows", run.host.elements.contains { $0.kind == "Sheet" })
  run.step("tap the menu button") { try $0.tap("list.dash") }
  run.step("tap the profile button") { try $0.tap("person.crop.circle") }
  run.finish()
}
#endif
