import Foundation
import LookoutTestSupport
import Testing

/// The map leaves out the files of an Xcode project that no target compiles: their views never run.
@Suite struct MapTargetMembershipTests {
  static let pbxproj = XcodeProjectFixture.synchronized(folder: "App", target: "App", settings: "PRODUCT_NAME = App;")

  @Test func aFileNoTargetCompilesIsNotInTheMap() throws {
    let screen = "import SwiftUI\n@Observable final class Session { var name = \"\" }\nstruct Screen: View {\n    let session: Session\n    var body: some View { Text(session.name) }\n}\n"
    let stale = "import SwiftUI\nstruct OldScreen: View {\n    let session: Session\n    var body: some View { Text(session.name) }\n}\n"
    let project = try ScratchDirectory(text: [
      "App.xcodeproj/project.pbxproj": Self.pbxproj, "App/Screen.swift": screen, "Scratch/OldScreen.swift": stale,
    ])
    defer { project.remove() }
    let run = CommandRun(["map", project.path, "--format", "json"])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.contains("\"view:App.Screen\""), "\(run.output.prefix(400))")
    #expect(!run.output.contains("OldScreen"))
    let why = CommandRun(["why", "Session.name", project.path])
    #expect(why.output.contains("re-runs 1 view:"), "\(why.output)")
  }
}
