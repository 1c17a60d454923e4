import LookoutMigrate
import LookoutSyntax
import LookoutTestSupport
import Testing

/// Every way a class becomes an `ObservableObject` is found, and its holders migrate with it.
@Suite struct ModelDetectionTests {
  @Test func parenthesisedCompositionInAnAliasAndAProtocolRefiningIt() {
    let run = MigrationRun([
      "ViewModel.swift": """
        import SwiftUI

        typealias ViewModelDefinition = (ObservableObject & Identifiable & Hashable)
        protocol ViewModel: ViewModelDefinition {}

        final class ItemsViewModel: ViewModel {
            let id = UUID()
            @Published var items: [String] = []
            static func == (lhs: ItemsViewModel, rhs: ItemsViewModel) -> Bool { lhs.id == rhs.id }
            func hash(into hasher: inout Hasher) { hasher.combine(id) }
        }
        """,
      "ItemsView.swift": """
        import SwiftUI

        struct ItemsView: View {
            @StateObject var viewModel = ItemsViewModel()
            var body: some View { Text("\\(viewModel.items.count)") }
        }
        """,
    ])
    #expect(run.report.models == ["ItemsViewModel"])
    #expect(run.output["ViewModel.swift"] == """
      import SwiftUI

      typealias ViewModelDefinition = (AnyObject & Observable & Identifiable & Hashable)
      protocol ViewModel: ViewModelDefinition {}

      @Observable
      final class ItemsViewModel: ViewModel {
          let id = UUID()
          var items: [String] = []
          static func == (lhs: ItemsViewModel, rhs: ItemsViewModel) -> Bool { lhs.id == rhs.id }
          func hash(into hasher: inout Hasher) { hasher.combine(id) }
      }
      """)
    #expect(run.output["ItemsView.swift"]?.contains("@State var viewModel = ItemsViewModel()") == true)
    #expect(run.report.manual.isEmpty)
  }

  @Test func anAliasWhoseConformersDoNotAllMigrateIsReported() {
    let run = MigrationRun([
      "Models.swift": """
        import SwiftUI
        typealias Model = ObservableObject & Identifiable
        final class A: Model { let id = 1; @Published var x = 0 }
        final class B: Model { let id = 2; @Published var y = 0 }
        """,
    ], only: ["A"])
    #expect(run.output["Models.swift"]?.contains("typealias Model = ObservableObject & Identifiable") == true)
    #expect(run.reasons(containing: "typealias Model includes ObservableObject, and some of the models conforming through it stay").map(\.line) == [2])
  }

  @Test func genericAndNestedClassesInAnyOrderOfInheritance() {
    let run = MigrationRun([
      "Models.swift": """
        import SwiftUI

        final class Store<Item>: ObservableObject {
            @Published var items: [Item] = []
        }

        struct Feature {
            final class Model: NSObject, ObservableObject {
                @Published var title = ""
            }
        }

        extension Feature {
            final class Counter: ObservableObject, Identifiable {
                @Published var count = 0
            }
        }
        """,
      "Screen.swift": """
        import SwiftUI

        struct Screen: View {
            @StateObject private var store = Store<Int>()
            @StateObject private var model = Feature.Model()
            @ObservedObject var counter: Feature.Counter

            var body: some View { Text("\\(store.items.count) \\(model.title) \\(counter.count)") }
        }
        """,
    ])
    #expect(run.report.models == ["Counter", "Model", "Store"])
    let models = run.output["Models.swift"] ?? ""
    #expect(models.contains("@Observable\nfinal class Store<Item> {"))
    #expect(models.contains("    @Observable\n    final class Model: NSObject {"))
    #expect(models.contains("    @Observable\n    final class Counter: Identifiable {"))
    #expect(run.output["Screen.swift"] == """
      import SwiftUI

      struct Screen: View {
          @State private var store = Store<Int>()
          @State private var model = Feature.Model()
          let counter: Feature.Counter

          var body: some View { Text("\\(store.items.count) \\(model.title) \\(counter.count)") }
      }
      """)
    expectParses(models)
  }

  @Test func aNameDeclaredTwiceMigratesOnlyTheDeclarationThatConforms() {
    let run = MigrationRun([
      "Settings.swift": """
        import SwiftUI
        enum Settings {
            final class ViewModel: ObservableObject { @Published var on = false }
            struct Screen: View {
                @StateObject private var model = ViewModel()
                var body: some View { Toggle("", isOn: $model.on) }
            }
        }
        """,
      "Profile.swift": """
        import SwiftUI
        enum Profile {
            final class ViewModel { var name = "" }
        }
        """,
    ])
    #expect(run.report.models == ["ViewModel"])
    #expect(run.output["Settings.swift"]?.contains("@Observable\n    final class ViewModel {") == true)
    #expect(run.output["Settings.swift"]?.contains("@State private var model = ViewModel()") == true)
    #expect(run.output["Profile.swift"]?.contains("@Observable") == false)
  }
}
