import Foundation
import LookoutMap
import Testing

/// `why` answers in full, or says what it cannot see: a computed property's whole read set, blind spots in
/// the JSON document.
@Suite struct WhyCompletenessTests {
  @Test func aComputedPropertyListsEveryPropertyItReadsEvenWhenTheViewsShorterPathsBypassIt() throws {
    let sources = [
      "Sources/Shop/Cart.swift": """
        import SwiftUI

        @Observable final class Cart {
            var price = 0
            var count = 0
            var discount = 0
            var tax = 0
            var total: Int { price * count - discount + tax }
        }

        struct Summary: View {
            let cart: Cart
            var body: some View {
                VStack {
                    Text("\\(cart.price)")
                    Text("\\(cart.price + 1)")
                    Text("\\(cart.price + 2)")
                    Text("\\(cart.total)")
                }
            }
        }
        """,
    ]
    let map = map(sources)
    // The view reads `price` on three shorter paths, so its edge keeps none through `total`.
    #expect(!(map.edge("Summary", "Cart.price")?.paths.contains { $0.contains { $0.label == "Cart.total" } } ?? true))
    let report = WhyReport(map: map)
    let text = report.text(for: try #require(report.subject("Cart.total")))
    #expect(text.contains("Cart.total — read by 1 view body"))
    #expect(text.contains("it reads 4 properties (Sources/Shop/Cart.swift:8): Cart.count, Cart.discount, Cart.price, Cart.tax"))
  }

  @Test func blindSpotsAreInTheJSONDocument() throws {
    let sources = [
      "Sources/App/Screen.swift": """
        import SwiftUI
        import Kit

        struct Screen: View {
            @Environment(Session.self) private var session
            var body: some View { Text(session.name) }
        }
        """,
    ]
    let document = MapDocument(map(sources))
    #expect(document.blindSpots == [
      MapDocument.BlindSpot(view: "view:App.Screen", holder: "session", wrapper: "Environment", type: "Session",
                            file: "Sources/App/Screen.swift", line: 5),
    ])
    #expect(document.statistics.blindSpots == 1)
    let json = document.json()
    #expect(json.contains("\"blind_spots\""))
    #expect(try MapDocument.decode(Data(json.utf8)) == document)
  }

  @Test func aTestTargetsMockDoesNotMakeTheAppsGenericHolderABlindSpot() throws {
    let app = """
      import SwiftUI

      protocol Feed: Observable, AnyObject { var items: [String] { get } }
      @Observable final class LiveFeed: Feed { var items: [String] = [] }

      struct FeedView<F: Feed>: View {
          let feed: F
          var body: some View { Text("\\(feed.items.count)") }
      }
      """
    let mock = """
      @testable import App
      @Observable final class MockFeed: Feed { var items: [String] = ["a"] }
      """
    let withTests = map(["Sources/App/Feed.swift": app, "Tests/AppTests/MockFeed.swift": mock])
    #expect(withTests.blindSpots.isEmpty)
    #expect(withTests.edgeNames().contains("FeedView ← LiveFeed.items"))
    // Two production conformers: the holder is ambiguous, and `why` says so for the property and the view.
    let second = "@Observable final class CachedFeed: Feed { var items: [String] = [] }"
    let ambiguous = map(["Sources/App/Feed.swift": app, "Sources/App/CachedFeed.swift": second])
    let report = WhyReport(map: ambiguous)
    let items = try #require(report.subject("LiveFeed.items"))
    #expect(report.mayBeIncomplete(items))
    #expect(report.text(for: items).contains("    FeedView.feed: F, a protocol 2 types conform to  Sources/App/Feed.swift:7"))
    #expect(report.mayBeIncomplete(try #require(report.subject("FeedView"))))
  }

  @Test func aDynamicMemberLookupModelIsABlindSpot() throws {
    let sources = [
      "Sources/App/Store.swift": """
        import SwiftUI

        @dynamicMemberLookup @Observable final class Store {
            var state = [String: Int]()
            subscript(dynamicMember key: String) -> Int { state[key] ?? 0 }
        }

        struct Counter: View {
            let store: Store
            var body: some View { Text("\\(store.count)") }
        }
        """,
    ]
    let report = WhyReport(map: map(sources))
    let counter = try #require(report.subject("Counter"))
    #expect(report.mayBeIncomplete(counter))
    #expect(report.text(for: counter).contains("    store: Store, @dynamicMemberLookup: reads through its dynamic members are not followed  Sources/App/Store.swift:9"))
  }

  @Test func selfObservingWrappersAndSwiftDataAttributesAreDependencies() {
    let sources = [
      "Sources/App/Models.swift": """
        import SwiftUI
        import SwiftData
        import Sharing

        @Observable final class Settings {
            @ObservationIgnored @Shared(.appStorage("name")) var name = ""
            @ObservationIgnored var cache = 0
        }

        @Model final class Trip {
            @Attribute(.unique) var code: String = ""
            @Relationship(deleteRule: .cascade) var stops: [String] = []
            @Transient var draft = ""
        }

        final class Prefs: ObservableObject {
            @AppStorage("size") var size = 14
        }

        struct Screen: View {
            let settings: Settings
            let trip: Trip
            @ObservedObject var prefs: Prefs
            var body: some View {
                Text(settings.name + "\\(settings.cache)" + trip.code + "\\(trip.stops.count)" + trip.draft + "\\(prefs.size)")
            }
        }
        """,
    ]
    let map = map(sources)
    #expect(map.edgeNames() == ["Screen ← Settings.name", "Screen ← Trip.code", "Screen ← Trip.stops"])
    // `Prefs.size` is read through its whole object (`@ObservedObject`), as a `@Published` one is.
    #expect(map.edgeNames(.untrackedRead) == ["Screen ← Settings.cache", "Screen ← Trip.draft", "Screen ← Prefs.size"])
    #expect(map.property(PropertyKey(owner: TypeKey(module: "App", name: "Prefs"), name: "size"))?.kind == .published)
  }

  @Test func aProtocolHolderIsABlindSpotForWhatItsConformersForwardTo() throws {
    let sources = [
      "Sources/App/Settings.swift": """
        import SwiftUI

        @Observable final class Limits { var warning = 10.0 }
        protocol SettingsProviding: AnyObject { var warning: Double { get } }
        @Observable final class LiveSettings: SettingsProviding {
            let limits = Limits()
            var warning: Double { limits.warning }
        }
        @Observable final class MockSettings: SettingsProviding { var warning = 5.0 }

        struct LimitsView: View {
            let settings: any SettingsProviding
            var body: some View { Text("\\(settings.warning)") }
        }
        """,
    ]
    let report = WhyReport(map: map(sources))
    let warning = try #require(report.subject("Limits.warning"))
    #expect(report.mayBeIncomplete(warning))
    #expect(report.text(for: warning).contains("    LimitsView.settings: any SettingsProviding, a protocol 2 types conform to  Sources/App/Settings.swift:12"))
    #expect(report.mayBeIncomplete(try #require(report.subject("Limits"))))
  }

  @Test func aBindingGettersReadIsNamedAsOneTheMapDoesNotFollow() throws {
    let sources = [
      "Sources/App/Comments.swift": """
        import SwiftUI

        @Observable final class Comments { var draft = "" }

        struct Composer: View {
            @Binding var text: String
            var body: some View { Text(text) }
        }

        struct CommentsScreen: View {
            let comments: Comments
            var body: some View {
                Composer(text: Binding(get: { comments.draft }, set: { comments.draft = $0 }))
            }
        }
        """,
    ]
    let map = map(sources)
    // The getter runs in Composer's body, not in the screen's: the screen does not depend on `draft`.
    #expect(!map.edgeNames().contains("CommentsScreen ← Comments.draft"))
    let report = WhyReport(map: map)
    let draft = try #require(report.subject("Comments.draft"))
    #expect(report.mayBeIncomplete(draft))
    #expect(report.text(for: draft).contains("a Binding(get:) getter reads it"))
    #expect(report.text(for: draft).contains("    made by CommentsScreen  Sources/App/Comments.swift:13"))
  }

  @Test func aViewsOwnStateIsListedBesideItsModels() throws {
    let sources = [
      "Sources/App/Settings.swift": """
        import SwiftUI
        import SwiftData

        @Observable final class Session { var name = "" }

        struct SettingsScreen: View {
            @State private var session = Session()
            @AppStorage("fontSize") private var fontSize = 14
            @Query private var trips: [String]
            @Binding var isShown: Bool
            var body: some View { Text(session.name + "\\(fontSize) \\(trips.count) \\(isShown)") }
        }
        """,
    ]
    let report = WhyReport(map: map(sources))
    let text = report.text(for: try #require(report.subject("SettingsScreen")))
    #expect(text.contains("  and its own state, which re-runs it when it changes: @AppStorage fontSize, @Binding isShown, @Query trips"), "\(text)")
    #expect(text.contains("Session.name"))
  }

  @Test func aMethodThatReturnsNothingIsNoDerivation() {
    let sources = [
      "Sources/App/Cart.swift": """
        import SwiftUI

        @Observable final class Cart {
            var items = 0
            var coupon = ""
            func log() { print(items, coupon) }
            func summary() -> String { "\\(items) \\(coupon)" }
        }

        struct CartView: View {
            let cart: Cart
            var body: some View {
                let _ = cart.log()
                Text(cart.summary())
            }
        }
        """,
    ]
    #expect(map(sources).derivations.map(\.label) == ["Cart.summary()"])
  }
}
