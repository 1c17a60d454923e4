import LookoutMigrate
import Testing

/// "Tracked now" names the properties that were not `@Published` and that a view in the tree can show: one
/// view code mentions (`model.filter`), or one a computed property it mentions reads. State no view code
/// reaches changes nothing a user sees.
@Suite struct TrackedNowNoteTests {
  static let model = """
    import SwiftUI

    final class Feed: ObservableObject {
        @Published var items: [String] = []
        var filter = ""
        var lastRefresh = Date.distantPast
        var retryCount = 0
        var pageSize = 20
        var summary: String { "\\(items.count) items, \\(retryCount) retries" }
        func refresh() { lastRefresh = Date(); retryCount += 1 }
    }
    """

  static let view = """
    import SwiftUI

    struct FeedView: View {
        @ObservedObject var feed: Feed
        var body: some View {
            VStack {
                TextField("Filter", text: $feed.filter)
                Text(feed.summary)
            }
        }
    }
    """

  static func trackedNow(_ run: MigrationRun) -> [String] {
    run.reasons(containing: "tracked now").map(\.reason)
  }

  @Test func onlyWhatViewCodeCanShowIsNamed() {
    let run = MigrationRun(["Feed.swift": Self.model, "FeedView.swift": Self.view])
    #expect(run.report.models == ["Feed"])
    // `filter` is bound in the view, `retryCount` is read through `summary`; `lastRefresh` and `pageSize` are
    // read by no view code.
    #expect(Self.trackedNow(run) == [
      "Feed.filter, Feed.retryCount were not @Published and are tracked now: views reading them will now update when they change",
    ])
  }

  @Test func viewContentInAnExtensionCounts() {
    let extensionFile = """
      import SwiftUI

      extension Feed {
          var footer: some View { Text("\\(self.pageSize) per page") }
      }
      """
    let run = MigrationRun(["Feed.swift": Self.model, "FeedView.swift": Self.view, "Footer.swift": extensionFile])
    #expect(Self.trackedNow(run).first?.contains("Feed.pageSize") == true)
  }

  @Test func aComputedPropertyInAnExtensionCounts() {
    // `summary` moves to an extension: in the model's file it is read, so `retryCount` is named.
    let model = Self.model.replacingOccurrences(of: "        var summary: String { \"\\(items.count) items, \\(retryCount) retries\" }\n", with: "")
      + "\nextension Feed {\n    var summary: String { \"\\(items.count) items, \\(retryCount) retries\" }\n}\n"
    let run = MigrationRun(["Feed.swift": model, "FeedView.swift": Self.view])
    #expect(Self.trackedNow(run) == [
      "Feed.filter, Feed.retryCount were not @Published and are tracked now: views reading them will now update when they change",
    ])
    // In another file, it is not read here: every property is named.
    let elsewhere = MigrationRun([
      "Feed.swift": Self.model.replacingOccurrences(of: "        var summary: String { \"\\(items.count) items, \\(retryCount) retries\" }\n", with: ""),
      "Feed+Summary.swift": "import Foundation\n\nextension Feed {\n    var summary: String { \"\\(items.count) items, \\(retryCount) retries\" }\n}\n",
      "FeedView.swift": Self.view,
    ])
    #expect(Self.trackedNow(elsewhere).first?.contains("Feed.lastRefresh") == true)
  }

  @Test func aViewThatOnlyAssignsAPropertyDoesNotShowIt() {
    let view = Self.view.replacingOccurrences(of: "        var body: some View {", with: "        init(feed: Feed) {\n            self.feed = feed\n            feed.pageSize = 50\n        }\n        var body: some View {")
    let run = MigrationRun(["Feed.swift": Self.model, "FeedView.swift": view])
    #expect(Self.trackedNow(run) == [
      "Feed.filter, Feed.retryCount were not @Published and are tracked now: views reading them will now update when they change",
    ])
    // A comparison reads it.
    let comparing = view.replacingOccurrences(of: "Text(feed.summary)", with: "Text(feed.pageSize == 50 ? feed.summary : \"\")")
    #expect(Self.trackedNow(MigrationRun(["Feed.swift": Self.model, "FeedView.swift": comparing])).first?.contains("Feed.pageSize") == true)
  }

  @Test func readsInClosuresThatRunLaterAreNoBodyReads() {
    // `lastRefresh` in `.task`, `pageSize` in a button's action and an action method: none runs in the body.
    let view = """
      import SwiftUI

      struct FeedView: View {
          @ObservedObject var feed: Feed
          var body: some View {
              VStack {
                  TextField("Filter", text: $feed.filter)
                  Button("More") { load(feed.pageSize * 2) }
              }
              .task { print(feed.lastRefresh) }
          }
          func load(_ count: Int) { print(feed.retryCount, count) }
      }
      """
    let run = MigrationRun(["Feed.swift": Self.model, "FeedView.swift": view])
    #expect(Self.trackedNow(run) == [
      "Feed.filter was not @Published and is tracked now: views reading it will now update when it changes",
    ])
    // A row of a ForEach and a binding's getter run while the view is built.
    let rows = """
      import SwiftUI

      struct FeedView: View {
          @ObservedObject var feed: Feed
          var body: some View {
              List {
                  ForEach(feed.items, id: \\.self) { item in Text("\\(item) \\(feed.pageSize)") }
                  Stepper("Retries", value: Binding(get: { feed.retryCount }, set: { _ in }))
              }
          }
      }
      """
    let shown = Self.trackedNow(MigrationRun(["Feed.swift": Self.model, "FeedView.swift": rows]))
    #expect(shown == ["Feed.retryCount, Feed.pageSize were not @Published and are tracked now: views reading them will now update when they change"])
  }

  @Test func withoutViewCodeEveryPropertyIsNamed() {
    // A package of models: its views are elsewhere, so what they read is not known.
    let run = MigrationRun(["Feed.swift": Self.model])
    #expect(Self.trackedNow(run) == [
      "Feed.filter, Feed.lastRefresh, Feed.retryCount, Feed.pageSize were not @Published and are tracked now: views reading them will now update when they change",
    ])
  }

  @Test func publicPropertiesAreNamedForViewsOutsideTheTree() {
    let model = Self.model.replacingOccurrences(of: "    var pageSize = 20", with: "    public var pageSize = 20")
    let run = MigrationRun(["Feed.swift": model, "FeedView.swift": Self.view])
    #expect(Self.trackedNow(run).first?.contains("Feed.pageSize") == true)
    #expect(Self.trackedNow(run).first?.contains("Feed.lastRefresh") == false)
  }
}
