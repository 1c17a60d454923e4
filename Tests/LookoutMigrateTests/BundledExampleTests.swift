import Foundation
import LookoutMigrate
import LookoutSyntax
import LookoutTestSupport
import Testing

/// The whole bundled legacy app (model, owner, reader, editor, environment, Combine, nested models,
/// a subclass, a protocol, a wrapper): its migration must equal the expected text, parse and be idempotent.
@Suite struct BundledExampleTests {
  static let expected = PackagePaths.swiftFiles(under: PackagePaths.path("Tests/LookoutMigrateTests/Expected/LegacyApp"))

  @Test func migratedOutputEqualsTheExpectedText() throws {
    let directory = try PackagePaths.copy("Examples/LegacyApp")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let report = Migrator().migrate(try DiskSources(under: [directory]))
    for change in report.changes { try AtomicWriter.write(change.migrated, to: change.path) }

    let migrated = PackagePaths.swiftFiles(under: directory)
    #expect(Self.expected.count == 12)
    #expect(Set(migrated.keys) == Set(Self.expected.keys))
    for (path, text) in Self.expected {
      #expect(migrated[path] == text, "\(path) differs from the expected migration")
      if let actual = migrated[path], actual != text { print(LineDiff.describe(expected: text, actual: actual)) }
      expectParses(migrated[path] ?? "")
    }
    #expect(report.models == ["AppSettings", "CartViewModel", "FeedViewModel", "PagedFeedViewModel", "ProfileModel", "ShippingOptions", "UserSession"])
    #expect(report.skipped.isEmpty)

    // What needs a person: the feed model's init that does work, models built in init. (The $items pipeline
    // moved to a subject: nothing to do; `CartViewModel.lastRefresh`, tracked now, is read by no view.)
    let manual = report.manual.map { "\(($0.file as NSString).lastPathComponent):\($0.line)" }
    #expect(manual == ["FeedView.swift:4", "FeedView.swift:7", "ProfileView.swift:8"])

    // A second run finds nothing to do.
    let again = Migrator().migrate(try DiskSources(under: [directory]))
    #expect(again.changes.isEmpty)
    #expect(again.models.isEmpty)
  }

  @Test func writingKeepsPermissions() throws {
    let directory = try PackagePaths.copy("Examples/LegacyApp")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let file = directory + "/Sources/ShopApp/Models/ProfileModel.swift"
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file)
    let report = Migrator().migrate(try DiskSources(under: [directory]))
    let change = try #require(report.changes.first { $0.path == file })
    try AtomicWriter.write(change.migrated, to: file)
    let permissions = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
    #expect(permissions == 0o640)
    #expect(FileManager.default.contents(atPath: file).map(Array.init) == change.migrated)
    // No temporary file is left behind.
    let siblings = try FileManager.default.contentsOfDirectory(atPath: (file as NSString).deletingLastPathComponent)
    #expect(!siblings.contains { $0.contains(".lookout-") })
  }

  @Test func theExampleDeclaresATargetWithObservation() {
    let targets = DeploymentTarget.find(under: [PackagePaths.path("Examples/LegacyApp")])
    #expect(targets.map(\.platform).sorted() == ["iOS", "macOS"])
    #expect(DeploymentTarget.refusal(for: targets, runtime: .observation) == nil)
  }
}
