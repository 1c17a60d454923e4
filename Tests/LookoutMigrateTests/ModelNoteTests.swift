import LookoutMigrate
import LookoutTestSupport
import Testing

/// What a model's migration tells a person that the rewrite cannot settle: a public model's API changes; and
/// a model whose views show state it inherits from a class that is not observable is kept, since they would
/// stop updating.
@Suite struct ModelNoteTests {
  @Test func aPublicModelsMigrationIsNamedABreakingChange() {
    let run = MigrationRun([
      "Manager.swift": "import Combine\npublic final class Manager: ObservableObject {\n    @Published public var count = 0\n}\n",
      "Store.swift": "import Combine\nfinal class Store: ObservableObject {\n    @Published var count = 0\n}\n",
    ])
    #expect(run.reasons(containing: "is public and stops being an ObservableObject").map(\.file) == ["Manager.swift"])
  }

  @Test func aPublicModelOfAnAppsOwnPackageIsNoBreakingChange() {
    let manager = "import Combine\npublic final class Manager: ObservableObject {\n    @Published public var count = 0\n    public init() {}\n}\n"
    let manifest = "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Env\", targets: [.target(name: \"Env\")])\n"
    let app = "import Env\nimport SwiftUI\nstruct Root: View {\n    @StateObject var manager = Manager()\n    var body: some View { Text(\"\\(manager.count)\") }\n}\n"
    // The app in the tree imports the package: its clients are all here, and were migrated with it.
    let local = MigrationRun([
      "Packages/Env/Package.swift": manifest, "Packages/Env/Sources/Env/Manager.swift": manager, "App/Root.swift": app,
    ])
    #expect(local.report.models == ["Manager"])
    #expect(local.reasons(containing: "is public and stops").isEmpty)
    // A library at the tree's root, with an example app inside it, has clients outside.
    let library = MigrationRun(["Package.swift": manifest, "Sources/Env/Manager.swift": manager, "Example/Root.swift": app])
    #expect(library.reasons(containing: "is public and stops").map(\.file) == ["Sources/Env/Manager.swift"])
  }

  @Test func aPackageOnlyAnotherOfTheAppsPackagesImportsIsTheAppsOwnToo() {
    let manager = "import Combine\npublic final class Manager: ObservableObject {\n    @Published public var count = 0\n    public init() {}\n}\n"
    func manifest(_ name: String) -> String {
      "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"\(name)\", targets: [.target(name: \"\(name)\")])\n"
    }
    let feature = "import Models\nimport SwiftUI\npublic struct Counter: View {\n    @ObservedObject var manager: Manager\n    public var body: some View { Text(\"\\(manager.count)\") }\n}\n"
    let app = "import Feature\nimport SwiftUI\nstruct Root: View {\n    var body: some View { Text(\"\") }\n}\n"
    // The app imports Feature, and only Feature imports Models: both are the app's own.
    let run = MigrationRun([
      "Packages/Models/Package.swift": manifest("Models"), "Packages/Models/Sources/Models/Manager.swift": manager,
      "Packages/Feature/Package.swift": manifest("Feature"), "Packages/Feature/Sources/Feature/Counter.swift": feature,
      "App/Root.swift": app,
    ])
    #expect(run.report.models == ["Manager"])
    #expect(run.reasons(containing: "is public and stops").isEmpty)
    // Without the app, nothing in the tree is known to be its own: Models is a library with clients outside.
    let libraries = MigrationRun([
      "Packages/Models/Package.swift": manifest("Models"), "Packages/Models/Sources/Models/Manager.swift": manager,
      "Packages/Feature/Package.swift": manifest("Feature"), "Packages/Feature/Sources/Feature/Counter.swift": feature,
    ])
    #expect(libraries.reasons(containing: "is public and stops").map(\.file) == ["Packages/Models/Sources/Models/Manager.swift"])
  }

  @Test func stateInheritedFromAClassThatIsNotObservableIsNamed() {
    let run = MigrationRun([
      "Base.swift": "class DeviceManager {\n    var devices: [String] = []\n    let name = \"x\"\n    func refresh() { devices = [] }\n}\n",
      "Observed.swift": """
        import Combine
        final class ObservedManager: DeviceManager, ObservableObject {
            @Published var snapshot: [String] = []
            override func refresh() {
                super.refresh()
                snapshot = devices
            }
        }
        """,
      "Plain.swift": "import Combine\nfinal class Plain: ObservableObject {\n    @Published var count = 0\n}\n",
    ])
    // Not held by a view: nothing shows the inherited state through it, so it migrates.
    #expect(run.report.models.contains("ObservedManager"))
    let held = MigrationRun(run.input.merging(["View.swift": "import SwiftUI\nstruct DevicesView: View {\n    @ObservedObject var manager: ObservedManager\n    var body: some View { Text(\"\\(manager.devices.count)\") }\n}\n"]) { $1 })
    let kept = held.report.keptBack.first { $0.model == "ObservedManager" }
    #expect(kept?.rule == .untrackedInheritance)
    #expect(kept?.reason.contains("it inherits devices from DeviceManager, which is not observable") == true, "\(String(describing: kept))")
    #expect(held.output["View.swift"]?.contains("@ObservedObject var manager: ObservedManager") == true)
    #expect(held.report.models.contains("Plain"))
  }
}
