import Foundation
import LookoutUI
import Observation
import Testing

@MainActor @Observable final class FeedModel {
  var posts: [String] = []
  var isRefreshing = false
  var loads = 0

  func load() async {
    isRefreshing = true
    loads += 1
    await Task.yield()
    posts = ["first", "second"]
    isRefreshing = false
  }
}

struct FeedView: View {
  @State private var model = FeedModel()
  @State private var query = ""
  @State private var searches: [String] = []
  @State private var appeared = 0

  var body: some View {
    VStack {
      TextField("Search", text: $query)
      Text("\(model.posts.count) posts")
      Text("searches: \(searches.joined(separator: ","))")
      Text("appeared \(appeared)")
    }
    .overlay {
      if model.isRefreshing { ProgressView() }
    }
    .task { await model.load() }
    .onChange(of: query) { _, newValue in searches.append(newValue) }
    .onAppear { appeared += 1 }
  }
}

struct SheetHost: View {
  @State private var showing = false
  @State private var isOn = false
  @State private var level = 1
  @State private var due = Date(timeIntervalSince1970: 0)
  @State private var password = ""

  var body: some View {
    Form {
      Button("Show") { showing = true }
      Toggle("Notifications", isOn: $isOn)
      Stepper("Level", value: $level, in: 1...3)
      DatePicker("Due", selection: $due)
      SecureField("Password", text: $password)
      Button("Save") {}.disabled(password.isEmpty)
    }
    .sheet(isPresented: $showing) {
      Text("Sheet content")
      Button("Close") { showing = false }
    }
  }
}

@MainActor @Suite struct EffectsTests {
  @Test func tasksRunWhenSettledAndOnAppearOnce() async {
    let host = ViewHost(FeedView())
    #expect(host.element("appeared 1") != nil)
    await host.settle()
    #expect(host.element("2 posts") != nil)
    #expect(!host.render().contains("ProgressView"), "the overlay's condition is false again")
  }

  @Test func onChangeRunsAfterTheUpdateWithOldAndNewValues() throws {
    let host = ViewHost(FeedView())
    try host.type("swift", into: "Search")
    try host.type("swiftui", into: "Search")
    #expect(host.element("searches: swift,swiftui") != nil)
  }

  @Test func controlsAndSheets() throws {
    let host = ViewHost(SheetHost())
    #expect(host.element("Sheet content") == nil)
    #expect(!host.render().contains("\n  Sheet"), "nothing is presented")
    try host.tap("Show")
    #expect(host.render().contains("\n  Sheet\n"))
    #expect(host.element("Sheet content") != nil)
    try host.tap("Close")
    #expect(host.element("Sheet content") == nil)
    #expect(!host.render().contains("\n  Sheet"), "the sheet is gone, not left empty")

    try host.toggle("Notifications")
    #expect(host.element("Notifications")?.value == "on")
    try host.step("Level", by: 5)
    #expect(host.element("Level")?.value == "3", "clamped to the range")
    #expect(host.element("Due")?.value == "1970-01-01T00:00:00Z")

    #expect(throws: InteractionError.self) { try host.tap("Save") }
    try host.type("secret", into: "Password")
    #expect(host.element("Password")?.value == "••••")
    try host.tap("Save")
    #expect(throws: InteractionError.self) { try host.tap("Nonexistent") }
  }
}
