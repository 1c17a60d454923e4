import Foundation
import LookoutLint
import LookoutSyntax
import LookoutTestSupport
import Testing

/// `tracked-read-outside-tracking` by deployment target, and on what `lookout migrate --runtime lookout`
/// writes below iOS 17: the bundled app at iOS 16 through the bridge has no unwrapped read, and taking one
/// `WithTracking` out of it is found.
@Suite struct TrackedReadOutsideTrackingTests {
  static let id = "tracked-read-outside-tracking"
  static let view = """
    import Lookout
    import SwiftUI

    @Tracked final class Cart {
        var items: [String] = []
    }

    struct CartView: View {
        let cart: Cart
        var body: some View { Text("\\(cart.items.count) items") }
    }
    """

  static func findings(_ files: [String: String], deployingTo version: String?) -> [Finding] {
    var configuration = LintConfiguration()
    configuration.settings.projects = ["/p"]
    if let version {
      configuration.settings.deploymentTargets = [DeploymentTarget(platform: "iOS", version: version, source: "/p/Package.swift")]
    }
    return Linter(configuration: configuration).lint(MemorySources(files)).findings.filter { $0.ruleID == id }
  }

  @Test func itAppliesBelowIOS17AndIsSilentFrom17() {
    #expect(Self.findings(["/p/Sources/App/CartView.swift": Self.view], deployingTo: "16.0").count == 1)
    #expect(Self.findings(["/p/Sources/App/CartView.swift": Self.view], deployingTo: "13.0").count == 1)
    #expect(Self.findings(["/p/Sources/App/CartView.swift": Self.view], deployingTo: "17.0").isEmpty)
    // With no target found, only a file that uses the bridge tells that the app runs before iOS 17.
    #expect(Self.findings(["/p/Sources/App/CartView.swift": Self.view], deployingTo: nil).isEmpty)
    let bridged = Self.view.replacingOccurrences(of: "import SwiftUI", with: "import LookoutSwiftUI\nimport SwiftUI")
    #expect(Self.findings(["/p/Sources/App/CartView.swift": bridged], deployingTo: nil).count == 1)
  }

  /// The bridged output of the bundled app (Tests/LookoutMigrateTests/ExpectedBridge), its files under /p.
  static func bridgedApp() -> [String: String] {
    let files = PackagePaths.swiftFiles(under: PackagePaths.path("Tests/LookoutMigrateTests/ExpectedBridge/LegacyApp"))
    return Dictionary(uniqueKeysWithValues: files.map { ("/p/" + $0.key, $0.value) })
  }

  @Test func migratesOutputBelowIOS17HasNoUnwrappedReadAndARemovedWrapperIsFound() throws {
    let app = Self.bridgedApp()
    #expect(app.count == 10)
    #expect(Self.findings(app, deployingTo: "16.0").isEmpty)
    // Take the wrapper out of one view's body: the read it enclosed is found, with the fix that puts it back.
    let path = "/p/Sources/ShopApp/Views/SettingsView.swift"
    let settings = try #require(app[path])
    let unwrapped = settings.replacingOccurrences(of: "WithTracking { Text(settings.theme.rawValue) }", with: "Text(settings.theme.rawValue)")
    #expect(unwrapped != settings)
    let found = Self.findings(app.merging([path: unwrapped]) { $1 }, deployingTo: "16.0")
    #expect(found.map(\.message) == ["ThemeBadge reads AppSettings.theme outside WithTracking { }: before iOS 17 it will not update when that changes; wrap the body in WithTracking { } (--fix)"])
    #expect(found.first?.isFixable == true)
  }
}
