import Foundation
@testable import LookoutReport
import LookoutSyntax
import LookoutTestSupport
import Testing

@Suite struct ProjectInventoryTests {
  @Test func theLegacyAppsInventory() throws {
    let root = PackagePaths.path("Examples/LegacyApp")
    let inventory = ProjectInventory(try DiskSources(under: [root]), deploymentTargets: DeploymentTarget.find(under: [root]))
    #expect(inventory.modules.map(\.name) == ["ShopApp"])
    let shop = try #require(inventory.modules.first)
    #expect(shop.files == 12)
    #expect(shop.legacyModels.map(\.name).sorted() == ["AppSettings", "CartViewModel", "FeedViewModel", "PagedFeedViewModel", "ProfileModel", "ShippingOptions", "UserSession"])
    #expect(shop.legacyModels.first { $0.name == "CartViewModel" }?.published == 4)
    #expect(shop.observableModels == ["OrderHistory"])
    #expect(shop.wrappers == ["StateObject": 5, "ObservedObject": 4, "EnvironmentObject": 3, "State": 1, "Bindable": 1])
    #expect(shop.filesImportingCombine == 3)
    #expect(shop.manual.count == 3)  // see BundledExampleTests: what the migration leaves to a person
    #expect(inventory.deploymentTargets.map(\.platform).sorted() == ["iOS", "macOS"])
  }

  @Test func modulesComeFromTheSourcesFolder() {
    #expect(ProjectInventory.module(of: "App/Sources/Feature/Views/A.swift") == "Feature")
    #expect(ProjectInventory.module(of: "Sources/Feature/A.swift") == "Feature")
    #expect(ProjectInventory.module(of: "MyApp/Screens/A.swift") == "Screens")
    #expect(ProjectInventory.module(of: "A.swift") == ".")
  }
}
