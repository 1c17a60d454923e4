import LookoutUI
import Observation
import Testing

/// `_printChanges()` lines as SwiftUI prints them. The samples (swiftui-update-semantics.md, "_printChanges
/// format"): `DanceStack: @self, @identity, _vm, _compact changed.` — properties in declaration order, not
/// sorted — and `ChildView: @dependencies, @self changed.`; a view without dynamic properties (a static
/// body) can only print `@self`.
@MainActor @Suite struct PrintChangesTests {
  struct Plain: View {
    let title: String
    var body: some View { Text(title) }
  }

  struct Declared: View {
    @State private var zebra = 0
    @State private var apple = 0
    var body: some View { Text("\(zebra) \(apple)") }
  }

  @Observable final class Feed { var count = 0 }

  struct Counter: View {
    let feed: Feed
    let label: String
    var body: some View { Text("\(label) \(feed.count)") }
  }

  struct Parent: View {
    let feed: Feed
    var body: some View { Counter(feed: feed, label: "n\(feed.count)") }
  }

  @Test func aNewViewWithoutDynamicPropertiesPrintsOnlySelf() {
    let host = ViewHost(Plain(title: "hi"))
    #expect(host.lastUpdate.evaluations.first?.printChangesLine == "Plain: @self changed.")
  }

  @Test func propertiesAreListedInDeclarationOrder() {
    let host = ViewHost(Declared())
    #expect(host.lastUpdate.evaluations.first?.printChangesLine == "Declared: @self, @identity, _zebra, _apple changed.")
  }

  @Test func dependenciesComeBeforeSelf() {
    let feed = Feed()
    let host = ViewHost(Parent(feed: feed))
    feed.count = 1
    let report = host.update()
    #expect(report.evaluations.map(\.printChangesLine) == ["Parent: @dependencies changed.", "Counter: @dependencies, @self changed."])
  }
}
