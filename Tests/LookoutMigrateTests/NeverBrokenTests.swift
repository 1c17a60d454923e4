import Foundation
@testable import LookoutMigrate
import LookoutSyntax
import LookoutTestSupport
import Testing

/// `lookout migrate` never leaves a project broken: one fixture for each way a migration broke real projects
/// (issue 19) — each is either rewritten for the migrated model, or the model stays `ObservableObject` with the
/// rule that kept it; and the whole-project check, run again on the written result, finds nothing.
@Suite struct NeverBrokenTests {
  /// Migrates `files`, then checks that every output parses, that a second run changes nothing, and that the
  /// whole-project check finds no use the result breaks.
  static func run(_ files: [String: String], options: MigrationOptions = MigrationOptions(),
                  sourceLocation: Testing.SourceLocation = #_sourceLocation) -> MigrationRun {
    let run = MigrationRun(files, options: options)
    for (path, text) in run.output where path.hasSuffix(".swift") {
      // In the language mode the tools read (the compiler's Swift 5 mode accepts what Swift 6 mode does).
      #expect(!ParsedSource.tree(of: Array(text.utf8)).hasError, "\(path) does not parse", sourceLocation: sourceLocation)
    }
    expectIdempotent(run, sourceLocation: sourceLocation)
    let check = ProjectCheck.run(before: MemorySources(files), after: MemorySources(run.output), jobs: 1)
    #expect(check.broken.map { "\($0.file):\($0.line): \($0.reason)" } == [], sourceLocation: sourceLocation)
    #expect(run.report.broken.isEmpty, sourceLocation: sourceLocation)
    return run
  }

  static func kept(_ run: MigrationRun) -> [String] {
    run.report.keptBack.map { "\($0.model): \($0.rule)" }
  }

  // 1. Injections whose object's type is knowable: a helper with a declared result, a static member chain,
  //    implicit self, a dependency-injection wrapper's value.
  @Test func injectionsOfEveryKnowableTypeAreRewritten() {
    let run = Self.run([
      "Models.swift": """
        import SwiftUI

        final class Store: ObservableObject { @Published var count = 0 }
        final class Session: ObservableObject { @Published var user = "" }
        final class Profile: ObservableObject { @Published var name = "" }
        final class Settings: ObservableObject { @Published var dark = false }
        final class Manager {
            static let shared = Manager()
            let current = Profile()
        }
        extension Container {
            var settings: Factory<Settings> { self { Settings() } }
        }
        """,
      "Root.swift": """
        import SwiftUI

        struct Root: View {
            @Injected(\\.settings) private var settings

            var body: some View {
                Content()
                    .environmentObject(makeStore())
                    .environmentObject(Manager.shared.current)
                    .environmentObject(settings)
                    .environmentObject(Self.previewSession())
            }

            func makeStore() -> Store { Store() }
            static func previewSession() -> Session { Session() }
        }

        struct Content: View {
            @EnvironmentObject var store: Store
            @EnvironmentObject var profile: Profile
            @EnvironmentObject var settings: Settings
            @EnvironmentObject var session: Session
            var body: some View { Text(profile.name) }
        }
        """,
    ])
    #expect(run.report.models == ["Profile", "Session", "Settings", "Store"])
    let root = run.output["Root.swift"] ?? ""
    for injected in ["makeStore()", "Manager.shared.current", "settings", "Self.previewSession()"] {
      #expect(root.contains(".environment(\(injected))"), "\(injected)")
    }
    #expect(!root.contains("environmentObject"))
    #expect(root.contains("@Environment(Profile.self) var profile: Profile"))
  }

  @Test func anInjectionOfUnknownTypeKeepsTheModelsItMayBe() {
    let run = Self.run([
      "Models.swift": "import SwiftUI\nfinal class Store: ObservableObject { @Published var count = 0 }\nfinal class Log: ObservableObject { @Published var lines: [String] = [] }\n",
      "Root.swift": """
        import SwiftUI

        struct Root: View {
            let make: () -> Store
            var body: some View { Content().environmentObject(make()) }
        }

        struct Content: View {
            @EnvironmentObject var store: Store
            var body: some View { Text("\\(store.count)") }
        }
        """,
    ])
    // `make()` (a closure's result) may be the Store its readers expect: it stays, with the place; Log, which
    // no view reads from the environment, migrates.
    #expect(run.report.models == ["Log"])
    #expect(Self.kept(run) == ["Store: check"])
    #expect(run.report.keptBack.first?.line == 5)
  }

  // 2. Generic and protocol holders.
  @Test func holdersGenericOverARefiningProtocolAreRewrittenWithIt() {
    let run = Self.run([
      "Fetcher.swift": """
        import SwiftUI

        protocol Fetcher: ObservableObject {
            var items: [String] { get }
        }

        final class RemoteFetcher: Fetcher {
            @Published var items: [String] = []
        }
        """,
      "Views.swift": """
        import SwiftUI

        struct ListScreen<F: Fetcher>: View {
            @ObservedObject var fetcher: F
            var body: some View { Text("\\(fetcher.items.count)") }
        }

        struct Owner<F>: View where F: Fetcher {
            @StateObject var fetcher: F
            var body: some View { Reader<F>().environmentObject(fetcher) }
        }

        struct Reader<F: Fetcher>: View {
            @EnvironmentObject var fetcher: F
            var body: some View { Text("\\(fetcher.items.count)") }
        }
        """,
    ])
    #expect(run.report.models == ["RemoteFetcher"])
    #expect(run.output["Fetcher.swift"]?.contains("protocol Fetcher: AnyObject, Observable {") == true)
    let views = run.output["Views.swift"] ?? ""
    #expect(views.contains("    let fetcher: F\n"))
    #expect(views.contains("@State var fetcher: F"))
    #expect(views.contains(".environment(fetcher)"))
    #expect(views.contains("@Environment(F.self) var fetcher: F"))
  }

  @Test func aConformerOfAProtocolThatStaysObservableObjectStaysWhenViewsHoldItThroughTheProtocol() {
    let run = Self.run([
      "Fetcher.swift": """
        import SwiftUI

        protocol Fetcher: ObservableObject {}

        final class RemoteFetcher: Fetcher {
            @Published var items: [String] = []
        }

        final class LocalFetcher: Fetcher {
            @Published var items: [String] = []
            init() { _ = objectWillChange.sink { _ in print("changed") } }
        }
        """,
      "Views.swift": """
        import SwiftUI

        struct ListScreen<F: Fetcher>: View {
            @ObservedObject var fetcher: F
            var body: some View { Text("") }
        }
        """,
    ])
    // LocalFetcher uses its own objectWillChange, so Fetcher stays ObservableObject; RemoteFetcher would still be
    // one through Fetcher, with an objectWillChange that never fires: ListScreen would stop updating.
    #expect(run.report.models.isEmpty)
    #expect(Self.kept(run) == ["LocalFetcher: publisher", "RemoteFetcher: check"])
    #expect(run.report.keptBack.last?.reason.contains("would stop updating") == true)
  }

  // 3. Observation that comes from a framework: Core Data objects, and types observable through a superclass
  //    outside the project.
  @Test func coreDataObjectsAreNeverMigratedAndTheirHoldersStay() {
    var options = MigrationOptions()
    options.coreDataEntities = ["Event": "App/Model.xcdatamodeld/Model.xcdatamodel/contents"]
    let view = """
      import SwiftUI

      struct EventRow: View {
          @ObservedObject var event: Event
          @ObservedObject var item: Item
          var body: some View { Text("") }
      }
      """
    let run = Self.run([
      "Row.swift": view,
      // Names the project also uses for its own models (another module, or nested elsewhere).
      "Calendar.swift": "import SwiftUI\nenum Calendar {\n    final class Event: ObservableObject { @Published var title = \"\" }\n}\n",
      "Store.swift": "import CoreData\nclass BaseEntity: NSManagedObject {}\nfinal class Item: BaseEntity {}\nenum Shop {\n    final class Item: ObservableObject { @Published var price = 0 }\n}\n",
    ], options: options)
    #expect(run.output["Row.swift"] == view)
    #expect(run.report.models.isEmpty)
    #expect(Self.kept(run) == ["Event: coreData", "Item: coreData"])
  }

  @Test func aTypeObservableThroughAnOutsideSuperclassKeepsItsHoldersAndItsNamesake() {
    let view = "import SwiftUI\nstruct PlayerView: View {\n    @ObservedObject var player: Player\n    var body: some View { Text(\"\") }\n}\n"
    let run = Self.run([
      "PlayerView.swift": view,
      // `AudioEngineObject` is another module's ObservableObject.
      "Player.swift": "import AudioKitUI\nfinal class Player: AudioEngineObject {}\n",
      "Game.swift": "import SwiftUI\nenum Game {\n    final class Player: ObservableObject { @Published var score = 0 }\n}\n",
    ])
    #expect(run.output["PlayerView.swift"] == view)
    #expect(Self.kept(run) == ["Player: observableFromOutside"])
  }

  @Test func entityClassesAreReadFromTheDataModel() {
    let xml = """
      <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
      <model type="com.apple.IDECoreDataModeler.DataModel">
          <entity name="Event" representedClassName="Event" syncable="YES" codeGenerationType="class">
              <attribute name="timestamp" optional="YES" attributeType="Date"/>
          </entity>
          <entity name="Tag" representedClassName=".TagObject" syncable="YES"/>
          <entity name="Plain" representedClassName="NSManagedObject" syncable="YES"/>
      </model>
      """
    #expect(CoreDataModels.entityClasses(inModel: xml) == ["Event", "TagObject"])
  }

  // 4. Third-party wrappers that accept only an ObservableObject.
  @Test func modelsHeldByAnObservableObjectOnlyWrapperStay() {
    let other = "import SwiftUI\nstruct Other: View {\n    @ObservedObject var viewModel: ProfileViewModel\n    var body: some View { Text(viewModel.name) }\n}\n"
    let run = Self.run([
      "ProfileViewModel.swift": """
        import SwiftUI

        final class ProfileViewModel: ObservableObject { @Published var name = "" }
        final class Counter: ObservableObject { @Published var count = 0 }

        extension Container {
            var profileViewModel: Factory<ProfileViewModel> { self { ProfileViewModel() } }
        }
        """,
      "ProfileView.swift": """
        import SwiftUI

        struct ProfileView: View {
            @InjectedObject(\\.profileViewModel) var viewModel
            @StateObject var counter = Counter()
            var body: some View { Text(viewModel.name) }
        }
        """,
      "Other.swift": other,
    ])
    #expect(run.report.models == ["Counter"])
    #expect(Self.kept(run) == ["ProfileViewModel: observableObjectWrapper"])
    #expect(run.report.keptBack.first.map { "\($0.file):\($0.line)" } == "ProfileView.swift:4")
    #expect(run.output["Other.swift"] == other)
  }

  // 5. Publishers through the type system: an @AppStorage kept in the model, a protocol's declared type.
  @Test func appStorageProjectionsComeFromTheHolderAndPublishersFollowProtocols() {
    let run = Self.run([
      "Settings.swift": """
        import SwiftUI

        final class Settings: ObservableObject {
            @AppStorage("flag") var flag = false
            @Published var state = 0
        }

        protocol SettingsProviding {
            var settings: Settings { get }
        }
        """,
      "Views.swift": """
        import SwiftUI

        struct Toggles: View {
            @ObservedObject var settings: Settings
            var body: some View { Toggle("Flag", isOn: settings.$flag) }
        }

        struct Shared: View {
            @EnvironmentObject var settings: Settings
            var body: some View { Toggle("Flag", isOn: settings.$flag) }
        }

        func watch(_ provider: any SettingsProviding) -> AnyCancellable {
            provider.settings.$state.sink { print($0) }
        }
        """,
    ])
    #expect(run.report.models == ["Settings"])
    let views = run.output["Views.swift"] ?? ""
    #expect(views.contains("@Bindable var settings: Settings"))
    #expect(views.contains("isOn: $settings.flag"))
    #expect(views.contains("@Bindable var settings = settings"))
    #expect(views.contains("provider.settings.state$.sink"))
  }

  @Test func onReceiveOfObjectWillChangeBecomesOnChangeOfWhatTheActionReads() {
    let run = Self.run([
      "Devices.swift": """
        import SwiftUI

        final class Devices: ObservableObject {
            @Published var connected: [String] = []
            @Published var scanning = false
        }
        """,
      "Screen.swift": """
        import SwiftUI

        struct Screen: View {
            @EnvironmentObject var devices: Devices
            @Environment(\\.dismiss) var dismiss
            var body: some View {
                Text("")
                    .onReceive(devices.objectWillChange) {
                        guard devices.connected.isEmpty else { return }
                        dismiss()
                    }
                    .onReceive(devices.objectWillChange) { _ in print(devices.scanning) }
            }
        }
        """,
    ])
    #expect(run.report.models == ["Devices"])
    let screen = run.output["Screen.swift"] ?? ""
    #expect(screen.contains(".onChange(of: devices.connected) {\n"))
    #expect(screen.contains(".onChange(of: devices.scanning) { _, _ in print(devices.scanning) }"))
    #expect(run.reasons(containing: "the action now runs after connected changes").count == 1)
  }

  // 6. objectWillChange.send() kept or replaced, never dropped.
  @Test func aSendNextToAChangeTheMacroCannotSeeBecomesWithMutation() {
    let run = Self.run([
      "Preferences.swift": """
        import Foundation

        final class Preferences: ObservableObject {
            private var repository: PreferencesRepository?

            func exclude(_ name: String) {
                objectWillChange.send()
                repository?.exclude(name)
            }

            func isExcluded(_ name: String) -> Bool {
                repository?.isExcluded(name) ?? false
            }
        }
        """,
      "Store.swift": """
        import Foundation

        final class Store: ObservableObject {
            func toggle() {
                UserDefaults.standard.set(true, forKey: "k")
                objectWillChange.send()
            }
        }
        """,
    ])
    #expect(run.report.models == ["Preferences"])
    let preferences = run.output["Preferences.swift"] ?? ""
    // The repository is what the send announced: it stays tracked, and its change notifies.
    #expect(preferences.contains("    private var repository: PreferencesRepository?\n"))
    #expect(preferences.contains("""
            func exclude(_ name: String) {
                withMutation(keyPath: \\.repository) {
                    repository?.exclude(name)
                }
            }
        """))
    // The store's send announces UserDefaults: it stays, and so does the store.
    #expect(Self.kept(run) == ["Store: untrackedChange"])
  }

  // 7. A file swift-syntax's default language mode rejects, which the compiler accepts.
  @Test func aFileTheCompilerAcceptsIsReadAndMigrated() {
    let run = Self.run([
      "Model.swift": "import SwiftUI\nfinal class Model: ObservableObject {\n    @Published var name = \"\"\n}\n",
      "Sheet.swift": """
        import SwiftUI

        struct Sheet: View {
            @Environment (\\.presentationMode) var presentationMode
            @StateObject var model = Model()
            var body: some View { Text(model.name) }
        }
        """,
    ])
    #expect(run.report.skipped.isEmpty)
    #expect(run.output["Sheet.swift"]?.contains("    @State var model = Model()\n") == true)
  }

  // 8. Models named through a typealias (a generic one too), and subscriptions kept through one.
  @Test func holdersNamedThroughAliasesAreRewritten() {
    let run = Self.run([
      "Store.swift": """
        import Combine

        final class Store<State, Action>: ObservableObject {
            @Published var state: State
            var bag: Bag = []
            init(state: State) { self.state = state }
        }

        typealias SearchStore = Store<SearchState, SearchAction>
        typealias Bag = Set<AnyCancellable>
        struct SearchState {}
        enum SearchAction {}
        """,
      "Views.swift": """
        import SwiftUI

        struct SearchScreen: View {
            @StateObject var store: SearchStore = SearchStore(state: SearchState())
            var body: some View { Results().environmentObject(store) }
        }

        struct Results: View {
            @EnvironmentObject var store: SearchStore
            var body: some View { Text("") }
        }
        """,
    ])
    #expect(run.report.models == ["Store"])
    let views = run.output["Views.swift"] ?? ""
    #expect(views.contains("@State var store: SearchStore = SearchStore(state: SearchState())"))
    #expect(views.contains(".environment(store)"))
    #expect(views.contains("@Environment(SearchStore.self) var store: SearchStore"))
    #expect(run.output["Store.swift"]?.contains("@ObservationIgnored var bag: Bag = []") == true)
  }

  // 9. A suggestion names the right target.
  @Test func anInoutPublisherSuggestionWritesToTheObjectItNames() {
    let run = Self.run([
      "Model.swift": "import Combine\nfinal class Derived: ObservableObject {\n    @Published var state = 0\n}\n",
      "Wiring.swift": """
        import Combine

        final class Wiring {
            func wire(_ derived: Derived, to source: AnyPublisher<Int, Never>) {
                source.assign(to: &derived.$state)
            }
        }
        """,
    ])
    #expect(Self.kept(run) == ["Derived: publisher"])
    let item = run.report.manual.first { $0.reason.contains("passed `inout`") }
    #expect(item?.suggestion == "replace it with `.sink { [weak derived] in derived?.state = $0 }` stored in a cancellable, then run again")
  }

  // The check on its own: asked to migrate a model that a use needs as an ObservableObject, the plan fails and
  // says where; nothing is kept back silently.
  @Test func aNamedModelThatBreaksAUseFailsTheCheck() {
    let run = MigrationRun([
      "Model.swift": "import SwiftUI\nfinal class Model: ObservableObject {\n    @Published var name = \"\"\n}\n",
      "Use.swift": "import Combine\nfunc observe(_ model: Model) -> AnyCancellable {\n    model.objectWillChange.sink { print(\"changed\") }\n}\n",
    ], only: ["Model"])
    #expect(run.report.models == ["Model"])
    #expect(run.report.broken.map { "\($0.kindKey) \($0.file):\($0.line)" } == ["object_will_change Use.swift:3"])
  }
}
