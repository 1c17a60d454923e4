// What Foundation has on Apple platforms and lacks on Linux, filled by LookoutFoundationParity (imported
// implicitly by the Linux setup): code written for Apple platforms uses it unchanged.
#if os(Linux)
import Foundation
import Testing

@Suite struct FoundationParityTests {
  @Test func markdownSetsInlineIntentsAndLinks() throws {
    let text = try AttributedString(markdown: "Tap **Add** to make a *new* `item`, see [the guide](https://example.com) — snake_case stays")
    #expect(String(text.characters) == "Tap Add to make a new item, see the guide — snake_case stays")
    let intents = text.runs.compactMap { run in run.inlinePresentationIntent.map { (String(text[run.range].characters), $0) } }
    #expect(intents.map(\.0) == ["Add", "new", "item"])
    #expect(intents.map(\.1) == [.stronglyEmphasized, .emphasized, .code])
    #expect(text.runs.compactMap(\.link) == [URL(string: "https://example.com")!])
    let nested = try AttributedString(markdown: "***both*** and ~~gone~~ and \\*literal\\*")
    #expect(String(nested.characters) == "both and gone and *literal*")
    #expect(nested.runs.first?.inlinePresentationIntent == [.emphasized, .stronglyEmphasized])
  }

  @Test func theAppsFoldersAndTheDevicesStateAreThere() {
    #expect(URL.documentsDirectory.lastPathComponent == "Documents")
    #expect(ProcessInfo.processInfo.thermalState == .nominal)
    #expect(!ProcessInfo.processInfo.isLowPowerModeEnabled)
  }

  @Test func userActivitiesKeyValueStoresAndListsKeepTheirValues() {
    let activity = NSUserActivity(activityType: "com.example.viewing")
    activity.title = "Viewing"
    activity.addUserInfoEntries(from: ["id": 7])
    activity.becomeCurrent()
    #expect(activity.isCurrent && activity.userInfo?["id"] as? Int == 7)
    NSUbiquitousKeyValueStore.default.set("dark", forKey: "theme")
    #expect(NSUbiquitousKeyValueStore.default.string(forKey: "theme") == "dark")
    #expect(ListFormatter.localizedString(byJoining: ["a", "b", "c"]) == "a, b, and c")
  }
}
#endif
