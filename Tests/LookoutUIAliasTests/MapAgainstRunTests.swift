// The map of the code against what running it does: the bundled shop app (as written, as `lookout migrate`
// writes it, as finished by hand) is driven through the behaviour check's interactions with its updates
// recorded; every update the run saw must be an edge of the static map built from the app's sources, and
// every static edge the run could reach (its view mounted, what it reads written) must be exercised or
// explained here.
#if os(Linux)
import Foundation
import LookoutMap
import LookoutSyntax
import SwiftUI
import Testing
@testable import LegacyShopApp
@testable import MigrateOutputShopApp
@testable import MigratedShopApp

@MainActor @Suite(.serialized) struct MapAgainstRunTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  /// The static map of a directory of the package, as `lookout map` builds it.
  static func staticMap(_ relative: String) throws -> ReadMap {
    let directory = packageRoot + "/" + relative
    return MapBuilder(settings: ProjectSettings.read(under: [directory])).build(try DiskSources(under: [directory]))
  }

  /// Drives the app, writes its trace as JSON and reads it back, and compares it with the map of `sources`.
  func compare<Application: App>(_ app: Application, sources: String) async throws -> TraceComparison {
    let run = try await MigrationBehaviourTests().drive(app)
    let trace = try RunTrace(data: Data(run.trace.json().utf8))
    #expect(trace.updates.count == run.trace.updates.count)
    return TraceComparison(map: try Self.staticMap(sources), trace: trace)
  }

  static func names(_ edges: [MapEdge]) -> Set<String> {
    Set(edges.map { "\($0.view.name) ← \(WhyReport.targetName($0.target))" })
  }

  @Test func everyUpdateOfTheLegacyAppIsInItsMap() async throws {
    FeedStub.register()
    let comparison = try await compare(LegacyShopApp.ShopApp(), sources: "Examples/LegacyApp")
    print(TraceReport(comparison).text)
    #expect(comparison.unexplained.isEmpty, "\(comparison.unexplained)")
    #expect(Self.names(comparison.unexercisedReachable) == [], "\(TraceReport(comparison).text)")
    #expect(comparison.exercised.count == 9)
  }

  @Test func everyUpdateOfTheMigratedAppIsInItsMap() async throws {
    FeedStub.register()
    let comparison = try await compare(MigratedShopApp.ShopApp(), sources: "Examples/MigratedApp")
    print(TraceReport(comparison).text)
    #expect(comparison.unexplained.isEmpty, "\(comparison.unexplained)")
    #expect(Self.names(comparison.unexercisedReachable) == [], "\(TraceReport(comparison).text)")
    // Adding an item writes `items` and, in its `didSet`, `totalPrice`: CartSummary reads both and runs once,
    // its evaluation naming `items`, the write that ended its tracking.
    #expect(Self.names(comparison.coalesced) == ["CartSummary ← CartViewModel.totalPrice"])
    #expect(comparison.exercised.count == 7)
  }

  @Test func everyUpdateOfTheMigrationsOutputIsInItsMap() async throws {
    FeedStub.register()
    let comparison = try await compare(MigrateOutputShopApp.ShopApp(), sources: "Tests/LookoutMigrateTests/Expected/LegacyApp")
    print(TraceReport(comparison).text)
    #expect(comparison.unexplained.isEmpty, "\(comparison.unexplained)")
    #expect(Self.names(comparison.unexercisedReachable) == [], "\(TraceReport(comparison).text)")
    #expect(Self.names(comparison.coalesced) == ["CartSummary ← CartViewModel.totalPrice"])
    #expect(comparison.exercised.count == 9)
  }
}
#endif
