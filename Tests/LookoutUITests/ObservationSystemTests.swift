import Lookout
import LookoutUI
import Testing

/// SwiftUI tracks a body with Observation and nothing else, from iOS 17; before, with nothing at all. The same
/// screen, with an `@Observable` model and with a `@Tracked` one, under both systems.
@MainActor @Suite struct ObservationSystemTests {
  /// Taps "加 1", then types a title; returns the views each step evaluated and the final display.
  private func drive(_ host: ViewHost) throws -> (tap: [String], type: [String], display: String?) {
    let tap = try host.tap("加 1").views
    let type = try host.type("Clicks", into: "标题").views
    return (tap, type, host.element(containing: ":")?.label)
  }

  @Test func fromIOS17BothModelsUpdateTheSameViews() throws {
    let observable = try drive(ViewHost(ContentView()))
    let tracked = try drive(ViewHost(TrackedContentView()))
    #expect(observable.tap == ["CounterDisplay"])
    #expect(Set(observable.type) == ["TitleEditor", "CounterDisplay"])
    #expect(tracked.tap == observable.tap.map { "Tracked" + $0 })
    #expect(Set(tracked.type) == Set(observable.type.map { "Tracked" + $0 }))
    #expect(observable.display == "Clicks: 1")
    #expect(tracked.display == "Clicks: 1")
  }

  @Test func beforeIOS17NeitherModelUpdatesAnyView() throws {
    for host in [ViewHost(ContentView(), system: .iOS16), ViewHost(TrackedContentView(), system: .iOS16)] {
      let run = try drive(host)
      #expect(run.tap == [], "SwiftUI before iOS 17 does not observe the model")
      #expect(run.type == [])
      #expect(run.display == "计数器: 0", "the display still shows what it showed at mount")
    }
  }

  @Test func beforeIOS17AnObservableObjectStillUpdatesItsHolders() throws {
    let host = ViewHost(LegacyCounterScreen(), system: .iOS16)
    #expect(try host.tap("Add").views == ["LegacyCounterScreen"])
    #expect(host.element(containing: "Count")?.label == "Count 1")
  }

  /// A model only Lookout tracks is invisible to SwiftUI: no view updates from it, as on a device.
  @Test func aLookoutOnlyModelUpdatesNoView() throws {
    let host = ViewHost(QuietScreen())
    #expect(try host.tap("Tick").views == [])
    #expect(host.element(containing: "Ticks")?.label == "Ticks 0")
  }

  /// SwiftUI drops a body's tracking when it runs again: what only an earlier evaluation read no longer
  /// updates the view.
  @Test func whatOnlyAnEarlierEvaluationReadDoesNotUpdateTheView() throws {
    let model = TrackedPair()
    let host = ViewHost(BranchView(model: model))
    #expect(host.element(containing: "first")?.label == "first 0")
    #expect(try host.tap("Switch").views == ["BranchView"])
    #expect(host.element(containing: "second")?.label == "second 0")
    model.first = 1  // Read only before the switch.
    #expect(host.update().views == [])
    model.second = 1
    #expect(host.update().views == ["BranchView"])
  }
}

final class LegacyCounter: ObservableObject {
  @Published var count = 0
}

struct LegacyCounterScreen: View {
  @StateObject private var model = LegacyCounter()

  var body: some View {
    Text("Count \(model.count)")
    Button("Add") { model.count += 1 }
  }
}

@Tracked(observable: false) final class QuietTicker {
  var ticks = 0
}

struct QuietScreen: View {
  @State private var ticker = QuietTicker()

  var body: some View {
    Text("Ticks \(ticker.ticks)")
    Button("Tick") { ticker.ticks += 1 }
  }
}

@Tracked final class TrackedPair {
  var first = 0
  var second = 0
}

struct BranchView: View {
  let model: TrackedPair
  @State private var showsSecond = false

  var body: some View {
    if showsSecond {
      Text("second \(model.second)")
    } else {
      Text("first \(model.first)")
    }
    Button("Switch") { showsSecond.toggle() }
  }
}
