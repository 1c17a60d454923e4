// The guides' screens with `@Tracked` models under the bridge, in LookoutUI's "before iOS 17" setting
// (`system: .iOS16`), beside the same screens with `@Observable` in the iOS 17 setting: the same app views
// re-evaluated, step by step, and the same render.
#if os(Linux)
import SwiftUI
import Testing

@MainActor @Suite struct GuideScreensTests {
  /// One run of a screen: the evaluations of each step (the mount first), and the final render.
  struct Run {
    var steps: [AttributedEvaluations] = []
    var render = ""
    var appViews: [[String]] { steps.map(\.app) }
    var trackingEvaluations: Int { steps.dropFirst().map(\.tracking).reduce(0, +) }
  }

  private func run(_ host: ViewHost, _ steps: [(ViewHost) throws -> UpdateReport]) throws -> Run {
    var run = Run(steps: [AttributedEvaluations(host.lastUpdate)])
    for step in steps { run.steps.append(AttributedEvaluations(try step(host))) }
    run.render = host.renderElements()
    return run
  }

  /// The bridged screen before iOS 17 re-evaluates what the observed one does from iOS 17.
  private func expectSameUpdates(observed: Run, bridged: Run, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(bridged.appViews.dropFirst() == observed.appViews.dropFirst(), sourceLocation: sourceLocation)
    #expect(Set(bridged.appViews[0]) == Set(observed.appViews[0]), "the same views mount", sourceLocation: sourceLocation)
    #expect(bridged.render == observed.render, sourceLocation: sourceLocation)
  }

  let counterSteps: [(ViewHost) throws -> UpdateReport] = [
    { try $0.tap("加 1") }, { try $0.tap("加 1") }, { try $0.type("Clicks", into: "标题") },
  ]

  @Test func theCounterAndItsTitle() throws {
    let observed = try run(ViewHost(Observed.ContentView()), counterSteps)
    let bridged = try run(ViewHost(Bridged.ContentView(), system: .iOS16), counterSteps)
    #expect(observed.appViews[1] == ["CounterDisplay"])
    #expect(Set(observed.appViews[3]) == ["TitleEditor", "CounterDisplay"])
    expectSameUpdates(observed: observed, bridged: bridged)
    #expect(bridged.trackingEvaluations == 4, "each app view's update is one evaluation of its tracking view")
    #expect(bridged.render.contains("Clicks: 2"))
  }

  let profileSteps: [(ViewHost) throws -> UpdateReport] = Array(repeating: { try $0.tap("Tick") }, count: 10) + [{ try $0.tap("Rename") }]

  @Test func theProfileWhoseProgressTicks() throws {
    let observed = try run(ViewHost(Observed.ProfileScreen()), profileSteps)
    let bridged = try run(ViewHost(Bridged.ProfileScreen(), system: .iOS16), profileSteps)
    #expect(observed.appViews[1...10].allSatisfy { $0 == ["DownloadBar"] }, "a tick re-runs the bar, not the name")
    #expect(observed.appViews[11] == ["UsernameLabel"])
    expectSameUpdates(observed: observed, bridged: bridged)
  }

  let cartSteps: [(ViewHost) throws -> UpdateReport] = [
    { try $0.tap("Add") }, { try $0.tap("Load") }, { try $0.tap("Add") }, { try $0.tap("Load") },
  ]

  @Test func theCart() throws {
    let observed = try run(ViewHost(Observed.CartView()), cartSteps)
    let bridged = try run(ViewHost(Bridged.CartView(), system: .iOS16), cartSteps)
    #expect(Set(observed.appViews[1]) == ["CartView", "CartTotal"])
    #expect(observed.appViews[2] == ["LoadingBadge"])
    expectSameUpdates(observed: observed, bridged: bridged)
    #expect(bridged.render.contains("Item 1"))
  }

  let settingsSteps: [(ViewHost) throws -> UpdateReport] = [
    { try $0.pick(Observed.Theme.dark, in: "Тема") }, { try $0.tap("Bigger") },
  ]
  let bridgedSettingsSteps: [(ViewHost) throws -> UpdateReport] = [
    { try $0.pick(Bridged.Theme.dark, in: "Тема") }, { try $0.tap("Bigger") },
  ]

  @Test func theSettingsInTheEnvironment() throws {
    let observed = try run(ViewHost(Observed.AppRootView()), settingsSteps)
    let bridged = try run(ViewHost(Bridged.AppRootView(), system: .iOS16), bridgedSettingsSteps)
    #expect(Set(observed.appViews[1]) == ["ThemePickerView", "ThemeLabel"])
    #expect(observed.appViews[2] == ["FontSizeLabel"])
    expectSameUpdates(observed: observed, bridged: bridged)
  }

  @Test func aThousandRowsOneChanges() throws {
    let observedRows = (0..<1_000).map(Observed.RowModel.init(id:))
    let bridgedRows = (0..<1_000).map(Bridged.RowModel.init(id:))
    let observed = ViewHost(Observed.RowList(rows: observedRows))
    let bridged = ViewHost(Bridged.RowList(rows: bridgedRows), system: .iOS16)
    for index in [0, 500, 999, 500] {
      observedRows[index].value += 1
      bridgedRows[index].value += 1
      let expected = AttributedEvaluations(observed.update())
      let got = AttributedEvaluations(bridged.update())
      #expect(expected.app == ["RowView"])
      #expect(got.app == expected.app, "one row's change re-runs that row alone")
      #expect(got.tracking == 1)
    }
    #expect(bridged.renderElements() == observed.renderElements())
  }
}
#endif
