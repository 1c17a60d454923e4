// The README's LookoutUI example, as it appears there (ReadmeTests checks every Swift block of the README
// against these files), run with the guides' counter/title screen.
import LookoutUI
import Testing

@MainActor @Suite struct ReadmeExampleTests {
  @Test func theHostExampleRuns() throws {
    let host = ViewHost(ContentView())          // the guides' counter/title screen
    let tap = try host.tap("加 1")               // the action, then one update
    print(tap)                                  // CounterDisplay: @dependencies changed. ← CounterModel.count
    try host.type("Clicks", into: "标题")        // TitleEditor and CounterDisplay, both ← CounterModel.title
    print(host.bodyCount(of: "TitleEditor"))    // 2
    print(host.render())                        // the tree, as indented text

    #expect("\(tap)" == "CounterDisplay: @dependencies changed. ← CounterModel.count")
    #expect(host.bodyCount(of: "TitleEditor") == 2)
  }
}
