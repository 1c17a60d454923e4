import LookoutMap
import Testing

/// Fan-out per instance: screens that each own their view model are distinct instances, so a write to one
/// re-runs only that screen's views; a shared instance, or one from the environment, reaches them all.
@Suite struct InstanceFanOutTests {
  static func sources(screenHolder: String) -> [String: String] {
    [
      "Sources/App/Screens.swift": """
        import SwiftUI

        @Observable final class Clock {
            var elapsed = 0.0
            static let shared = Clock()
        }

        struct Readout: View {
            let clock: Clock
            var body: some View { Text("\\(clock.elapsed)") }
        }

        struct FirstScreen: View {
            \(screenHolder)
            var body: some View { VStack { Text("\\(clock.elapsed)"); Readout(clock: clock) } }
        }

        struct SecondScreen: View {
            \(screenHolder)
            var body: some View { Text("\\(clock.elapsed)") }
        }

        struct ThirdScreen: View {
            \(screenHolder)
            var body: some View { Text("\\(clock.elapsed)") }
        }
        """,
    ]
  }

  static let elapsed = PropertyKey(owner: TypeKey(module: "App", name: "Clock"), name: "elapsed")

  @Test func screensOwningTheirOwnInstanceAreReRunOnlyWithIt() throws {
    let map = map(Self.sources(screenHolder: "@State private var clock = Clock()"))
    #expect(map.invalidatedViews(by: Self.elapsed).map(\.name) == ["FirstScreen", "Readout", "SecondScreen", "ThirdScreen"])
    // Readout is handed FirstScreen's instance: one write re-runs FirstScreen and Readout at most.
    #expect(map.viewsPerWrite(by: Self.elapsed).map(\.name) == ["FirstScreen", "Readout"])
    #expect(map.ownedInstances(of: Self.elapsed.owner) == 3)
    let fanOut = MapDocument(map).nodes.first { $0.id == "property:App.Clock.elapsed" }?.fanOut
    #expect(fanOut == 2)
    let report = WhyReport(map: map)
    #expect(report.text(for: try #require(report.subject("Clock.elapsed")))
      .contains("(3 views own an instance of Clock each: one write re-runs at most 2, those of one instance: FirstScreen, Readout)"))
  }

  @Test func aSharedOrEnvironmentInstanceReachesEveryReader() {
    for holder in ["let clock = Clock.shared", "@Environment(Clock.self) private var clock"] {
      let map = map(Self.sources(screenHolder: holder))
      #expect(map.viewsPerWrite(by: Self.elapsed).count == 4, "\(holder)")
    }
  }
}
