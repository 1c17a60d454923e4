import Foundation
@testable import LookoutMigrate
import Testing

/// What reading the migrations of 22 real projects found broken, each from a fixture of its own: models whose
/// source the rewrite cannot read right stay `ObservableObject` with their reason, a forwarding of another
/// object's changes keeps its model, and `environmentObject(_:)` called on `self` is migrated like the modifier.
@Suite struct UnreadableModelTests {
  static let view = """
    import SwiftUI

    struct Screen: View {
        @ObservedObject var model: Model
        var body: some View { Text("\\(model.items.count)") }
    }
    """

  @Test func attributesUnderIfAreLeftToAPerson() {
    let run = NeverBrokenTests.run([
      "Model.swift": """
        import Combine

        final class Model: ObservableObject {
        #if canImport(Combine)
            @Published
        #endif
            var items: [String] = []
        }
        """,
      "Screen.swift": Self.view,
    ])
    #expect(NeverBrokenTests.kept(run) == ["Model: unclearAttribute"])
    #expect(run.report.changes.isEmpty)
    #expect(run.report.keptBack.first?.reason.contains("under #if") == true)
  }

  @Test func anActorNamedAttributeIsAGlobalActorOnlyWhenTheProjectSaysSo() {
    let model = """
      import Combine

      final class Model: ObservableObject {
          @Published var items: [String] = []
          @StorageActor var store: Store
          init(store: Store) { self.store = store }
      }
      final class Store {}
      """
    let unknown = NeverBrokenTests.run(["Model.swift": model, "Screen.swift": Self.view])
    #expect(NeverBrokenTests.kept(unknown) == ["Model: unclearAttribute"])
    #expect(unknown.report.keptBack.first?.reason.contains("may be a property wrapper") == true)

    let declared = NeverBrokenTests.run([
      "Model.swift": model, "Screen.swift": Self.view,
      "StorageActor.swift": "@globalActor actor StorageActor {\n    static let shared = StorageActor()\n}\n",
    ])
    #expect(NeverBrokenTests.kept(declared).isEmpty)
    #expect(declared.output["Model.swift"]?.contains("@Observable") == true)
  }

  @Test func aModelDeclaredAvailableBeforeObservationStaysForObservationNotForLookout() {
    let files = [
      "Model.swift": """
        import Combine

        @available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
        final class Model: ObservableObject {
            @Published var items: [String] = []
        }
        """,
      "Screen.swift": Self.view,
    ]
    let observation = NeverBrokenTests.run(files)
    #expect(NeverBrokenTests.kept(observation) == ["Model: availability"])
    #expect(observation.report.keptBack.first?.reason.hasSuffix("Model is declared available from macOS 10.15, and Observation needs macOS 14") == true)
    var lookout = MigrationOptions(runtime: .lookout)
    lookout.jobs = 1
    let tracked = NeverBrokenTests.run(files, options: lookout)
    #expect(NeverBrokenTests.kept(tracked).isEmpty)
    #expect(tracked.output["Model.swift"]?.contains("@Tracked") == true)
  }

  @Test func forwardingAnotherObjectsChangesToAModelKeepsTheModel() {
    let run = NeverBrokenTests.run([
      "Toolbar.swift": """
        import Combine
        import RichText

        final class ToolbarContext: ObservableObject {
            @Published var isEditing = false
        }
        final class ToolbarViewModel {
            let context = ToolbarContext()
            let editor: RichTextEditorModel
            private var cancellables = Set<AnyCancellable>()

            init(editor: RichTextEditorModel) {
                self.editor = editor
                editor.objectWillChange.sink { [weak self] _ in
                    self?.context.objectWillChange.send()
                }
                .store(in: &cancellables)
            }
        }
        """,
      "Screen.swift": """
        import SwiftUI

        struct Toolbar: View {
            @ObservedObject var context: ToolbarContext
            var body: some View { Text(context.isEditing ? "Editing" : "") }
        }
        """,
    ])
    #expect(NeverBrokenTests.kept(run) == ["ToolbarContext: untrackedChange"])
    #expect(run.output["Toolbar.swift"]?.contains("self?.context.objectWillChange.send()") == true)
  }

  @Test func aModelReturnedAsAnObservableObjectExistentialStays() {
    let run = NeverBrokenTests.run([
      "Provider.swift": """
        import Combine

        public protocol ObjectProvider { var observableObjects: [any ObservableObject] { get } }

        final class Account: ObservableObject { @Published var signedIn = false }
        final class Settings: ObservableObject { @Published var dark = false }

        final class AccountModule: ObjectProvider {
            let account = Account()
            var observableObjects: [any ObservableObject] {
                return [account]
            }
        }
        """,
      "Screen.swift": """
        import SwiftUI

        struct Screen: View {
            @EnvironmentObject var account: Account
            @EnvironmentObject var settings: Settings
            var body: some View { Text(account.signedIn && settings.dark ? "in" : "out") }
        }
        """,
    ])
    #expect(NeverBrokenTests.kept(run) == ["Account: check"])
    #expect(run.output["Screen.swift"]?.contains("@Environment(Settings.self) var settings") == true)
  }

  @Test func aKeptModelSharingItsNameWithAnObservableClassKeepsItsHolders() {
    let run = NeverBrokenTests.run([
      "Stores.swift": """
        import Combine
        import Observation
        import RichText

        class OldStore {
            final class Context: ObservableObject {
                @Published var title = ""
            }
            let context = Context()
            private var cancellables = Set<AnyCancellable>()
            init(editor: RichTextEditorModel) {
                editor.objectWillChange.sink { [weak self] _ in
                    self?.context.objectWillChange.send()
                }
                .store(in: &cancellables)
            }
        }
        class NewStore {
            @Observable final class Context {
                var title = ""
            }
            let context = Context()
        }
        """,
      "Screens.swift": """
        import SwiftUI

        struct OldScreen: View {
            @ObservedObject var context: OldStore.Context
            var body: some View { Text(context.title) }
        }
        struct Root: View {
            let store: OldStore
            var body: some View { Child().environmentObject(store.context) }
        }
        struct Child: View {
            @EnvironmentObject var context: OldStore.Context
            var body: some View { Text(context.title) }
        }
        """,
    ])
    #expect(NeverBrokenTests.kept(run) == ["Context: untrackedChange"])
    #expect(run.output["Screens.swift"] == run.input["Screens.swift"])
  }

  @Test func aConformanceToAnotherModulesObservableObjectProtocolKeepsTheModel() {
    let files = [
      "Model.swift": """
        import Combine
        import Framework

        final class Model: Component, ObservableObject, ObservableObjectProvider {
            @Published var items: [String] = []
        }
        """,
      "Screen.swift": Self.view,
    ]
    let run = NeverBrokenTests.run(files)
    #expect(NeverBrokenTests.kept(run) == ["Model: observableFromOutside"])
    #expect(run.report.changes.isEmpty)
    // The project's own protocol of that name says nothing of another module.
    let own = NeverBrokenTests.run(files.merging(["Provider.swift": "protocol ObservableObjectProvider {}\nprotocol Component {}\n"]) { $1 })
    #expect(NeverBrokenTests.kept(own).isEmpty)
  }

  @Test func aSendOutsideTheModelAfterAWriteThroughALetKeepsTheModel() {
    let files = [
      "Field.swift": """
        import SwiftUI
        import UIKit

        final class FieldModel: ObservableObject {
            let textField = UITextField()
            var region: String { textField.text ?? "" }
        }

        struct Field: View {
            @StateObject private var model = FieldModel()
            var body: some View { Text(model.region) }
            func update(_ text: String) {
                model.textField.text = text
                model.objectWillChange.send()
            }
        }
        """,
    ]
    let run = NeverBrokenTests.run(files)
    #expect(NeverBrokenTests.kept(run) == ["FieldModel: untrackedChange"])
    #expect(run.report.changes.isEmpty)
  }

  @Test func environmentObjectCalledOnSelfBecomesEnvironment() {
    let run = NeverBrokenTests.run([
      "Theme.swift": """
        import SwiftUI

        final class Theme: ObservableObject { @Published var accent = "blue" }

        extension View {
            func themed(_ theme: Theme) -> some View {
                environmentObject(theme)
            }
        }
        """,
      "Screen.swift": """
        import SwiftUI

        struct Screen: View {
            @EnvironmentObject var theme: Theme
            var body: some View { Text(theme.accent) }
        }
        """,
    ])
    #expect(NeverBrokenTests.kept(run).isEmpty)
    #expect(run.output["Theme.swift"]?.contains("        environment(theme)") == true)
    #expect(run.output["Screen.swift"]?.contains("@Environment(Theme.self) var theme") == true)
  }
}
