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

  /// SwiftUI's own wrappers, each named as `_printChanges` names it: by the view's property, not by the
  /// storage inside the wrapper (issue 31, item 9: `@FocusState` was "state", and explained as "tate").
  struct Wrapped: View {
    @FocusState private var focused: Bool
    @AccessibilityFocusState private var spoken: Bool
    @SceneStorage("tab") private var tab = 0
    @AppStorage("volume") private var volume = 5
    @GestureState private var drag = 0.0
    @Namespace private var space
    var body: some View {
      Text("\(focused) \(spoken) \(tab) \(volume) \(drag)")
      Button("Focus") { focused = true }
      Button("Speak") { spoken = true }
      Button("Tab") { tab += 1 }
      Button("Louder") { volume += 1 }
    }
  }

  @Test func swiftUIsWrappersAreNamedByTheirProperty() throws {
    let host = ViewHost(Wrapped())
    #expect(host.lastUpdate.evaluations.first?.printChangesLine == "Wrapped: @self, @identity, _focused, _spoken, _tab, _volume, _drag, _space changed.")
    let focus = try host.tap("Focus").evaluations
    #expect(focus.map(\.printChangesLine) == ["Wrapped: _focused changed."])
    #expect(focus.first?.causes == ["Wrapped.focused (@FocusState)"])
    let spoken = try host.tap("Speak").evaluations
    #expect(spoken.map(\.printChangesLine) == ["Wrapped: _spoken changed."])
    #expect(spoken.first?.causes == ["Wrapped.spoken (@AccessibilityFocusState)"])
    let tab = try host.tap("Tab").evaluations
    #expect(tab.map(\.printChangesLine) == ["Wrapped: _tab changed."])
    #expect(tab.first?.causes == ["Wrapped.tab (@SceneStorage)"])
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
