// The README's LookoutUI example, as it appears there (ReadmeTests checks every Swift block of the README
// against these files), run with the guides' counter/title screen.
import Lookout
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

// README: "In SwiftUI".
@Tracked final class CartModel {                      // an Observable too: SwiftUI updates views that read it
    var items: [String] = []
}

@Tracked(observable: false) final class PriceFeed {   // no view reads it: Lookout alone, ~1 ns a read
    var lastPrice = 0.0
}

struct CartBadge: View {
    let cart: CartModel
    var body: some View { Text("\(cart.items.count) items") }   // re-evaluated when `items` changes
}

@MainActor @Suite struct ReadmeSwiftUIExampleTests {
  @Test func aTrackedModelUpdatesTheViewThatReadsIt() {
    let cart = CartModel()
    let host = ViewHost(CartBadge(cart: cart))
    cart.items.append("tea")
    #expect(host.update().views == ["CartBadge"])
    #expect(host.element(containing: "items")?.label == "1 items")
  }
}

/// The README's recorded map: a test writes the updates it drove, for `lookout why --trace`.
@MainActor @Suite struct ReadmeTraceExampleTests {
  @Test func theTraceExampleWritesTheUpdates() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("readme-trace-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let host = ViewHost(ContentView())
    try host.tap("加 1")
    try host.trace.write(to: path)              // lookout why --trace run.json CounterModel.count
    print(host.trace.updates.last!.writes)      // ["CounterModel.count"]

    #expect(host.trace.updates.map(\.trigger) == ["mount", "update"])
    #expect(host.trace.updates.last?.writes == ["CounterModel.count"])
    let written = try #require(FileManager.default.contents(atPath: path))
    let object = try #require(try JSONSerialization.jsonObject(with: written) as? [String: Any])
    #expect(object["schema"] as? String == "lookout-trace")
    #expect((object["updates"] as? [[String: Any]])?.count == 2)
  }
}
