// The migration's behaviour check: the bundled shop app as written (ObservableObject), as `lookout migrate`
// writes it, and as finished by hand, each compiled unchanged with `import SwiftUI` meaning LookoutUI, mounted
// and driven through the same interactions. What the user sees must be the same after every step; the
// migrated apps must evaluate fewer bodies.
#if os(Linux)
import SwiftUI
import Testing
@testable import LegacyShopApp
@testable import MigrateOutputShopApp
@testable import MigratedShopApp

/// One interaction, as a user makes it.
struct Step: Sendable {
  let name: String
  let perform: @MainActor @Sendable (ViewHost) throws -> UpdateReport
}

/// What one app showed after each step, and the bodies the steps evaluated (views that went away included).
struct Run {
  var screens: [String] = []
  var bodies: [String: Int] = [:]
  var total = 0
  /// Every update, as the host recorded it.
  var trace = UpdateTrace()
}

@MainActor @Suite(.serialized) struct MigrationBehaviourTests {
  static let steps: [Step] = [
    Step(name: "sign in") { try $0.tap("Sign in") },
    Step(name: "type a coupon") { try $0.type("SAVE10", into: "Coupon") },
    Step(name: "add an item") { try $0.tap("Add sample item") },
    Step(name: "toggle express shipping") { try $0.toggle("Express shipping") },
    Step(name: "type a name") { try $0.type("Ada Lovelace", into: "Name") },
    Step(name: "open the profile sheet") { try $0.tap("Edit profile") },
    Step(name: "type a bio") { try $0.type("Mathematician", into: "Bio") },
    Step(name: "dismiss the sheet") { try $0.tap("Done") },
  ]

  /// Mounts `app`, lets its feed load (the stubbed network answers at once), then runs every step.
  func drive<Application: App>(_ app: Application) async throws -> Run {
    let host = ViewHost(app: app)
    try await FeedStub.waitUntilLoaded(host)
    var run = Run(screens: [host.renderElements()])
    for step in Self.steps {
      let report = try step.perform(host)
      run.screens.append(host.renderElements())
      for evaluation in report.evaluations { run.bodies[evaluation.view, default: 0] += 1 }
      run.total += report.bodyEvaluations
      #expect(host.errors.isEmpty, "\(step.name): \(host.errors)")
    }
    run.trace = host.trace
    return run
  }

  @Test func theMigratedAppShowsTheSameAndEvaluatesLess() async throws {
    FeedStub.register()
    let legacy = try await drive(LegacyShopApp.ShopApp())
    let output = try await drive(MigrateOutputShopApp.ShopApp())
    let finished = try await drive(MigratedShopApp.ShopApp())

    for (index, screen) in legacy.screens.enumerated() {
      let after = index == 0 ? "mounting" : Self.steps[index - 1].name
      #expect(output.screens[index] == screen, "after \(after), lookout migrate's output shows something else")
      #expect(finished.screens[index] == screen, "after \(after), the finished migration shows something else")
    }
    // The interactions took effect.
    let last = try #require(legacy.screens.last)
    #expect(last.contains("Text \"Cart for Ada\""))
    #expect(last.contains("Text \"1 items, 8\""))
    #expect(last.contains("Toggle \"Express shipping\" = on"))
    #expect(last.contains("TextField \"Bio\" = \"Mathematician\""))
    #expect(!last.contains("Sheet"))
    #expect(try #require(legacy.screens.dropLast().last).contains("Text \"Ada Lovelace\""), "the sheet showed the name")

    print("body evaluations for \(Self.steps.count) interactions: ObservableObject \(legacy.total), lookout migrate \(output.total), finished by hand \(finished.total)")
    print("  ObservableObject:", legacy.bodies.sorted { $0.key < $1.key })
    print("  lookout migrate: ", output.bodies.sorted { $0.key < $1.key })
    #expect(output.total < legacy.total)
    #expect(finished.total < legacy.total)
    // The models are created inside RootView's body (`@State … = Model()` in its children): nothing they
    // read while being built may become RootView's dependency.
    #expect(output.bodies["RootView"] == nil, "a model's init made a tracked read inside its creator's body")
  }
}

/// Answers the feed's request (`https://example.com/feed`) without a network, as an app's tests stub it.
final class FeedStub: URLProtocol {
  static let posts = ["Welcome", "New arrivals"]

  static func register() { _ = URLProtocol.registerClass(FeedStub.self) }

  override class func canInit(with request: URLRequest) -> Bool { request.url?.host == "example.com" }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    let response = HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: nil)!
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    client?.urlProtocol(self, didLoad: Data(Self.posts.joined(separator: "\n").utf8))
    client?.urlProtocolDidFinishLoading(self)
  }

  override func stopLoading() {}

  /// Waits for `.task`s and for the feed's posts to show (the legacy model loads from a `Task` of its own,
  /// which the host cannot await), updating in between. Rounds, not a deadline: other suites' tests share
  /// the main actor, and a round waits while they run.
  @MainActor static func waitUntilLoaded(_ host: ViewHost) async throws {
    var rounds = 0
    while host.element(posts[0]) == nil || host.render().contains("ProgressView") {
      rounds += 1
      guard rounds <= 4_000 else {
        Issue.record("the feed did not load:\n\(host.render())")
        return
      }
      await host.settle()
      try await Task.sleep(for: .milliseconds(5))
      host.update()
    }
  }
}
#endif
