import LookoutMigrate
import LookoutTestSupport
import Testing

/// What a model's migration tells a person that the rewrite cannot settle: a public model's API changes, and
/// state inherited from a class that is not observable stops updating views.
@Suite struct ModelNoteTests {
  @Test func aPublicModelsMigrationIsNamedABreakingChange() {
    let run = MigrationRun([
      "Manager.swift": "import Combine\npublic final class Manager: ObservableObject {\n    @Published public var count = 0\n}\n",
      "Store.swift": "import Combine\nfinal class Store: ObservableObject {\n    @Published var count = 0\n}\n",
    ])
    #expect(run.reasons(containing: "is public and stops being an ObservableObject").map(\.file) == ["Manager.swift"])
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
    let items = run.reasons(containing: "inherits devices from DeviceManager, which is not observable")
    #expect(items.map(\.file) == ["Observed.swift"], "\(run.report.manual.map(\.reason))")
    #expect(run.reasons(containing: "Plain inherits").isEmpty)
  }
}
