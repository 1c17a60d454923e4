import LookoutUI
import Observation
import Testing

/// What a test needs from the host: expectations on updates with readable failures, counts per instance,
/// and every control driven.
@MainActor @Suite struct TestHostTests {
  @Observable final class Counter { var count = 0 }

  struct Row: View {
    let counter: Counter
    let showsCount: Bool
    var body: some View { Text(showsCount ? "count \(counter.count)" : "row") }
  }

  struct Rows: View {
    let counter: Counter
    var body: some View {
      VStack {
        Row(counter: counter, showsCount: false)
        Row(counter: counter, showsCount: true)
        Button("Add 1") { counter.count += 1 }
      }
    }
  }

  @Test func expectUpdatePassesOnTheExactViewsAndExplainsAMismatch() throws {
    let counter = Counter()
    let host = ViewHost(Rows(counter: counter))
    try host.expectUpdate(evaluating: ["Row"]) { try host.tap("Add 1") }
    let failure = #expect(throws: UpdateExpectationFailure.self) {
      try host.expectUpdate(evaluating: ["Rows"]) { counter.count += 1 }
    }
    #expect(failure?.description == """
      expected the update to evaluate ["Rows"], it evaluated ["Row"]
        - Rows did not run
        + Row: @dependencies changed. ← Counter.count
      """)
  }

  @Test func bodyCountsArePerInstance() throws {
    let counter = Counter()
    let host = ViewHost(Rows(counter: counter))
    try host.tap("Add 1")
    #expect(host.bodyCount(of: "Row") == 3)
    #expect(host.bodyCountsByPath["Rows/VStack/Row[0]"] == 1, "the row that shows no count ran once")
    #expect(host.bodyCountsByPath["Rows/VStack/Row[1]"] == 2)
  }

  struct Due: View {
    @State private var due = Date(timeIntervalSince1970: 0)
    var body: some View { DatePicker("Due", selection: $due) }
  }

  @Test func aDatePickerCanBeSet() throws {
    let host = ViewHost(Due())
    try host.setDate(Date(timeIntervalSince1970: 86_400), in: "Due")
    #expect(host.element("Due")?.value == "1970-01-02T00:00:00Z")
  }
}

/// A dynamic property of one's own that holds `@State`: the host keeps its storage and calls `update()`.
struct Clicks: DynamicProperty {
  @State private var count = 0
  nonisolated(unsafe) static var updates = 0
  @MainActor var value: Int {
    get { count }
    nonmutating set { count = newValue }
  }
  mutating func update() { Clicks.updates += 1 }
}

struct ClickCounter: View {
  var clicks = Clicks()
  var body: some View { Button("clicked \(clicks.value)") { clicks.value += 1 } }
}

@MainActor @Suite struct CustomDynamicPropertyTests {
  @Test func itsStateIsKeptAndUpdateIsCalledBeforeTheBody() throws {
    Clicks.updates = 0
    let host = ViewHost(ClickCounter())
    try host.tap("clicked 0")
    #expect(host.element("clicked 1") != nil, "the @State inside the custom property has storage")
    #expect(Clicks.updates >= 1)
  }

  @Test func updateRunsOnTheViewsOwnPropertyBeforeEveryBody() throws {
    let host = ViewHost(UpdateCounter())
    // The first body reads what the first update() wrote: on the view's own stored property, not a copy.
    #expect(host.element(containing: "updated 1 times") != nil, "\(host.render())")
    try host.tap("Again")
    // The tap changes the view's own @State: its body runs again, after another update() of the same value.
    #expect(host.element(containing: "updated 2 times") != nil, "\(host.render())")
    #expect(host.bodyCount(of: "UpdateCounter") == 2)
  }

  @Test func nestedPropertiesUpdateBeforeTheirContainer() throws {
    let host = ViewHost(NestedUpdates())
    #expect(host.element(containing: "inner 1, seen by outer 1") != nil, "\(host.render())")
  }
}

/// A dynamic property whose `update()` counts, in a stored property the body reads.
struct UpdateCount: DynamicProperty {
  var updates = 0
  mutating func update() { updates += 1 }
}

struct UpdateCounter: View {
  var counter = UpdateCount()
  @State private var taps = 0
  var body: some View {
    VStack {
      Text("updated \(counter.updates) times, \(taps) taps")
      Button("Again") { taps += 1 }
    }
  }
}

/// A dynamic property holding another: SwiftUI updates the inner one first.
struct OuterUpdate: DynamicProperty {
  var inner = UpdateCount()
  var innerSeen = 0
  mutating func update() { innerSeen = inner.updates }
}

struct NestedUpdates: View {
  var outer = OuterUpdate()
  var body: some View { Text("inner \(outer.inner.updates), seen by outer \(outer.innerSeen)") }
}

/// Controls behind a gesture or a menu, driven by the host as a user reaches them.
@MainActor @Suite struct HiddenControlTests {
  @Observable final class Inbox {
    var items = ["Mail", "Bills"]
    var archived: [String] = []
    var pinned: [String] = []
    var order = "none"
    var volume = 0.5
  }

  struct InboxScreen: View {
    let inbox: Inbox
    var body: some View {
      VStack {
        Menu("Sort") {
          Button("By name") { inbox.order = "name" }
          Button("By date") { inbox.order = "date" }
        }
        Text("sorted by \(inbox.order)")
        List(inbox.items, id: \.self) { item in
          Text(item)
            .swipeActions { Button("Archive \(item)") { inbox.archived.append(item) } }
            .contextMenu { Button("Pin \(item)") { inbox.pinned.append(item) } }
        }
        Slider(value: Bindable(inbox).volume, in: 0...1) { Text("Volume") }
      }
    }
  }

  @Test func menuItemsAndContextAndSwipeActionsCanBeTapped() throws {
    let inbox = Inbox()
    let host = ViewHost(InboxScreen(inbox: inbox))
    try host.tap("By date")
    #expect(host.element("sorted by date") != nil)
    try host.tap("Archive Bills")
    try host.tap("Pin Mail")
    #expect(inbox.archived == ["Bills"])
    #expect(inbox.pinned == ["Mail"])
    #expect(host.render().contains("SwipeActions"), "swipe actions are mounted where a snapshot shows them")
  }

  @Test func aSliderCanBeMoved() throws {
    let inbox = Inbox()
    let host = ViewHost(InboxScreen(inbox: inbox))
    try host.slide("Volume", to: 0.75)
    #expect(inbox.volume == 0.75)
    #expect(throws: InteractionError.self) { try host.slide("sorted by date", to: 1) }
  }
}
