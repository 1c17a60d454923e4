import LookoutUI
import Testing

/// The guides' central example, mounted headlessly: counts and causes must match what the guides say
/// SwiftUI does.
@MainActor @Suite struct GuideExampleTests {
  @Test func mountEvaluatesEveryViewOnce() {
    let host = ViewHost(ContentView())
    #expect(host.lastUpdate.views == ["ContentView", "TitleEditor", "CounterDisplay"])
    #expect(host.render() == """
      ContentView
        VStack [spacing: 20, padding: default]
          TitleEditor
            TextField "标题" = "计数器" [textFieldStyle: roundedBorder]
          CounterDisplay
            Text "计数器: 0" [font: title]
          Button "加 1"
      """)
  }

  @Test func incrementReevaluatesOnlyTheCounterDisplay() throws {
    let host = ViewHost(ContentView())
    let report = try host.tap("加 1")
    // TitleEditor reads only `title` (through its binding); ContentView reads nothing of the model.
    #expect(report.views == ["CounterDisplay"])
    #expect(report.evaluations.first?.printChangesLine == "CounterDisplay: @dependencies changed.")
    #expect(report.evaluations.first?.causes == ["CounterModel.count"], "Observation's change, named")
    #expect(host.element(containing: "计数器:")?.label == "计数器: 1")
  }

  @Test func typingATitleReevaluatesBothReaders() throws {
    let host = ViewHost(ContentView())
    let report = try host.type("Counter", into: "标题")
    #expect(Set(report.views) == ["TitleEditor", "CounterDisplay"])
    #expect(host.element(containing: "Counter:")?.label == "Counter: 0")
  }

  @Test func trackedModelsBehaveTheSameAndNameTheCause() throws {
    let host = ViewHost(TrackedContentView())
    let increment = try host.tap("加 1")
    #expect(increment.views == ["TrackedCounterDisplay"])
    #expect(increment.evaluations.first?.causes == ["TrackedCounterModel.count"])
    #expect(increment.evaluations.first?.description
      == "TrackedCounterDisplay: @dependencies changed. ← TrackedCounterModel.count")
    let rename = try host.type("Counter", into: "标题")
    #expect(Set(rename.views) == ["TrackedTitleEditor", "TrackedCounterDisplay"])
    #expect(rename.evaluations.allSatisfy { $0.causes == ["TrackedCounterModel.title"] })
  }
}
