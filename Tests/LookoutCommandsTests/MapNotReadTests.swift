import Foundation
import LookoutTestSupport
import Testing

/// `why` and `map` name every file they could not read, say the answer may be incomplete and exit 1; a
/// failed `map --output` leaves no file behind and names the real cause (issue 31, items 4 and 5).
@Suite struct MapNotReadTests {
  static func project() throws -> ScratchDirectory {
    let view = try String(contentsOfFile: PackagePaths.path("Examples/LegacyApp/Sources/ShopApp/Views/CartView.swift"), encoding: .utf8)
    let model = try String(contentsOfFile: PackagePaths.path("Examples/LegacyApp/Sources/ShopApp/Models/CartViewModel.swift"), encoding: .utf8)
    let project = try ScratchDirectory(text: ["CartView.swift": view])
    // The model saved as UTF-16, which no Swift compiler reads: its declarations are not in the map.
    _ = FileManager.default.createFile(atPath: project.path + "/CartViewModel.swift", contents: model.data(using: .utf16))
    return project
  }

  @Test func whyNamesWhatItCouldNotReadAndExitsOne() throws {
    let project = try Self.project()
    defer { project.remove() }
    let run = CommandRun(["why", "CartView", project.path])
    #expect(run.status == 1)
    #expect(run.error.contains("lookout why: 1 file could not be read, so the answer may be incomplete"))
    #expect(run.error.contains("CartViewModel.swift:1:1: UTF-16"))
    let json = CommandRun(["why", "CartView", project.path, "--json"])
    let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let notRead = (document["statistics"] as? [String: Any])?["not_read"] as? [String]
    #expect(notRead?.count == 1)
    #expect(notRead?.first?.contains("CartViewModel.swift") == true)
  }

  @Test func mapNamesItToo() throws {
    let project = try Self.project()
    defer { project.remove() }
    let run = CommandRun(["map", project.path])
    #expect(run.status == 1)
    #expect(run.error.contains("lookout map: 1 file could not be read"))
  }

  @Test func aFailedOutputLeavesNoFileAndNamesTheCause() throws {
    let folder = NSTemporaryDirectory() + "lookout-absent-\(UUID().uuidString)"
    let run = CommandRun(["map", "Examples/LegacyApp", "--output", folder + "/map.json"])
    #expect(run.status == 1)
    #expect(run.error.contains("its folder \(folder) does not exist; nothing was written"))
    #expect(!FileManager.default.fileExists(atPath: folder + "/map.json"))
  }
}
