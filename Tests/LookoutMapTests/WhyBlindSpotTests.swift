import LookoutMap
import Testing

/// `lookout why` on a view that holds a model the sources do not declare says so, instead of a silent
/// "depends on 0 things".
@Suite struct WhyBlindSpotTests {
  static let sources = [
    "Sources/App/Screen.swift": """
      import SwiftUI
      import Kit

      @Observable final class Local {
          var title = ""
      }

      struct Screen: View {
          @Environment(Session.self) private var session
          @Environment(\\.colorScheme) private var scheme
          @ObservedObject var store: Store
          let local: Local
          var body: some View { Text(session.name + local.title) }
      }

      protocol Feed: Observable, AnyObject { var items: [String] { get } }
      @Observable final class LiveFeed: Feed { var items: [String] = [] }
      @Observable final class MockFeed: Feed { var items: [String] = [] }

      struct FeedView<F: Feed>: View {
          @Bindable var feed: F
          @Bindable var live: LiveFeed
          var body: some View { Text("\\(feed.items.count) \\(live.items.count)") }
      }

      struct Plain: View {
          @Environment(Local.self) private var local
          var body: some View { Text(local.title) }
      }
      """,
  ]

  @Test func aHolderOfAnOutsideModelIsNamedAndTheAnswerMarkedIncomplete() throws {
    let map = map(Self.sources)
    #expect(map.blindSpots.map { "\($0.view.name).\($0.holder): \($0.type) @\($0.wrapper) line \($0.place.line)" } == [
      "FeedView.feed: F, a protocol 2 types conform to @Bindable line 21",
      "Screen.session: Session @Environment line 9",
      "Screen.store: Store @ObservedObject line 11",
    ])
    let report = WhyReport(map: map)
    let screen = try #require(report.subject("Screen"))
    #expect(report.mayBeIncomplete(screen))
    let text = report.text(for: screen)
    #expect(text.contains("may be incomplete: it holds models the map cannot see into"))
    #expect(text.contains("    session: Session (@Environment)  Sources/App/Screen.swift:9"))
    // A key-path environment value and a model the sources declare are no blind spot.
    #expect(!text.contains("scheme"))
    // A generic holder bound to a protocol with two conformers: not followed, so said.
    #expect(report.mayBeIncomplete(try #require(report.subject("FeedView"))))
    let plain = try #require(report.subject("Plain"))
    #expect(!report.mayBeIncomplete(plain))
    #expect(!report.text(for: plain).contains("may be incomplete"))
  }
}
