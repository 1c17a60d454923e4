// The bundled shop app set to iOS 16 and migrated with `lookout migrate --runtime lookout`: its models
// become @Tracked and its views observe them through LookoutSwiftUI. Compiled unchanged with `import SwiftUI`
// meaning LookoutUI, mounted in the "before iOS 17" setting beside the legacy app in the same setting, and
// driven through the behaviour check's interactions: the same screens, fewer evaluations.
#if os(Linux)
import SwiftUI
import Testing
@testable import BridgeOutputShopApp
@testable import LegacyShopApp

@MainActor @Suite(.serialized) struct BridgeMigrationBehaviourTests {
  /// The app views an update ran: a tracking view's evaluation is its enclosing view's content running again,
  /// and counts once with that view's own evaluation in the same update (whose body only makes the wrapper).
  static func appViewsRun(_ report: UpdateReport) -> Set<String> {
    Set(report.evaluations.map { evaluation in
      evaluation.view == "WithTracking" ? String(evaluation.path.split(separator: "/").dropLast().joined(separator: "/")) : evaluation.path
    })
  }

  /// Mounts `app` in the iOS 16 setting, lets its feed load, then runs the behaviour check's steps; `total`
  /// counts the app views run (`appViewsRun`), `bodies` every evaluation.
  func drive<Application: App>(_ app: Application) async throws -> Run {
    let host = ViewHost(app: app, system: .iOS16)
    try await FeedStub.waitUntilLoaded(host)
    var run = Run(screens: [host.renderElements()])
    for step in MigrationBehaviourTests.steps {
      let report = try step.perform(host)
      run.screens.append(host.renderElements())
      for evaluation in report.evaluations { run.bodies[evaluation.view, default: 0] += 1 }
      run.total += Self.appViewsRun(report).count
      #expect(host.errors.isEmpty, "\(step.name): \(host.errors)")
    }
    return run
  }

  @Test func theBridgedAppShowsTheSameBeforeIOS17AndEvaluatesLess() async throws {
    FeedStub.register()
    let legacy = try await drive(LegacyShopApp.ShopApp())
    let bridged = try await drive(BridgeOutputShopApp.ShopApp())
    for (index, screen) in legacy.screens.enumerated() {
      let after = index == 0 ? "mounting" : MigrationBehaviourTests.steps[index - 1].name
      #expect(bridged.screens[index] == screen, "after \(after), the bridged app shows something else")
    }
    let last = try #require(bridged.screens.last)
    #expect(last.contains("Text \"Cart for Ada\""), "signing in updated the cart's title through WithTracking")
    #expect(last.contains("TextField \"Bio\" = \"Mathematician\""))
    // Each evaluation of a tracking view is its enclosing view's content running again: counted as the app's.
    let evaluations = bridged.bodies.values.reduce(0, +)
    print("app views run before iOS 17 for \(MigrationBehaviourTests.steps.count) interactions: ObservableObject \(legacy.total), through the bridge \(bridged.total) (\(evaluations) body evaluations, \(bridged.bodies["WithTracking"] ?? 0) of them WithTracking)")
    print("  ObservableObject:", legacy.bodies.sorted { $0.key < $1.key })
    print("  bridge:          ", bridged.bodies.sorted { $0.key < $1.key })
    #expect(bridged.total < legacy.total)
  }
}
#endif
