import LookoutMigrate
import LookoutSyntax
import Testing

/// The guides' steps 1, 2 and 4 on model classes: one before/after pair per transform.
@Suite struct ModelMigrationTests {
  @Test func conformanceBecomesTheMacroAndPublishedGoes() {
    expectMigration("""
      import Foundation

      /// A counter.
      final class Counter: ObservableObject {
          @Published var count = 0
          @Published private(set) var history: [Int] = [] // newest last
      }
      """, """
      import Foundation

      /// A counter.
      @Observable
      final class Counter {
          var count = 0
          private(set) var history: [Int] = [] // newest last
      }
      """)
  }

  @Test func otherInheritedTypesAndFormattingStay() {
    expectMigration("""
      import SwiftUI
      class A: NSObject, ObservableObject {
          @Published var x = 1
      }
      class B: ObservableObject, Identifiable, Sendable {
          @Published var y = 1
      }
      class C: Combine.ObservableObject {
          @Published var z = 1
      }
      """, """
      import SwiftUI
      @Observable
      class A: NSObject {
          var x = 1
      }
      @Observable
      class B: Identifiable, Sendable {
          var y = 1
      }
      @Observable
      class C {
          var z = 1
      }
      """)
  }

  @Test func publishedKeepsObserversAndAttributesOnTheirOwnLine() {
    expectMigration("""
      import SwiftUI

      final class Form: ObservableObject {
          @Published
          var name = "" {
              didSet { validate() }
          }
          @MainActor @Published var isValid = false
          func validate() {}
      }
      """, """
      import SwiftUI

      @Observable
      final class Form {
          var name = "" {
              didSet { validate() }
          }
          @MainActor var isValid = false
          func validate() {}
      }
      """)
  }

  @Test func stateStaysTrackedAndWhatIsNotStateIsIgnored() {
    let run = MigrationRun(["Loader.swift": """
      import SwiftUI
      import Combine

      final class Loader: ObservableObject {
          @Published var items: [String] = []
          var cache: [String: Data] = [:]
          private var retries = 0
          var selection: String?
          private var cancellables = Set<AnyCancellable>()
          private var refresh: AnyCancellable?
          private var loadTask: Task<Void, Never>?
          private var timer: Timer?
          private let formatter = DateFormatter()
          private var numberFormatter = NumberFormatter()
          weak var delegate: LoaderDelegate?
          private var api: FeedService
          private var session = URLSession.shared
          private var observer: NSObjectProtocol?
          let id = UUID()
          var count: Int { items.count }
          static var shared = Loader()
          init(api: FeedService) { self.api = api }
      }
      """])
    #expect(run.output["Loader.swift"] == """
      import SwiftUI
      import Combine

      @Observable
      final class Loader {
          var items: [String] = []
          @ObservationIgnored var cache: [String: Data] = [:]
          private var retries = 0
          var selection: String?
          @ObservationIgnored private var cancellables = Set<AnyCancellable>()
          @ObservationIgnored private var refresh: AnyCancellable?
          @ObservationIgnored private var loadTask: Task<Void, Never>?
          @ObservationIgnored private var timer: Timer?
          private let formatter = DateFormatter()
          @ObservationIgnored private var numberFormatter = NumberFormatter()
          @ObservationIgnored weak var delegate: LoaderDelegate?
          @ObservationIgnored private var api: FeedService
          @ObservationIgnored private var session = URLSession.shared
          @ObservationIgnored private var observer: NSObjectProtocol?
          let id = UUID()
          var count: Int { items.count }
          static var shared = Loader()
          init(api: FeedService) { self.api = api }
      }
      """)
    // What stays tracked though it never notified before, and that a view can read, is in the report (the
    // private `retries` only makes what reads it right).
    #expect(run.report.manual.map(\.reason) == [
      "Loader.selection was not @Published and is tracked now: views reading it will now update when it changes",
    ])
  }

  @Test func everyUnpublishedVarCanStayUnobserved() {
    expectMigration("""
      import SwiftUI

      final class Loader: ObservableObject {
          @Published var items: [String] = []
          private var retries = 0
          var selection: String?
      }
      """, """
      import SwiftUI

      @Observable
      final class Loader {
          var items: [String] = []
          @ObservationIgnored private var retries = 0
          @ObservationIgnored var selection: String?
      }
      """, unpublished: .ignored)
  }

  @Test func lazyVarsAreIgnored() {
    expectMigration("""
      import SwiftUI

      final class Model: ObservableObject {
          @Published var value = 0
          lazy var formatter = NumberFormatter()
      }
      """, """
      import SwiftUI

      @Observable
      final class Model {
          var value = 0
          @ObservationIgnored lazy var formatter = NumberFormatter()
      }
      """)
  }

  @Test func propertyWrappersAreIgnoredWithANote() {
    let run = expectMigration("""
      import SwiftUI

      final class Model: ObservableObject {
          @Published var value = 0
          @UserDefault("name") var name: String
          @Injected var service: Service
      }
      """, """
      import SwiftUI

      @Observable
      final class Model {
          var value = 0
          @ObservationIgnored @UserDefault("name") var name: String
          @ObservationIgnored @Injected var service: Service
      }
      """)
    let note = run.reasons(containing: "@UserDefault name")
    #expect(note.count == 1)
    #expect(note.first?.line == 5)
    #expect(note.first?.column == 5)
    // An injected dependency never announced a change: nothing for a person to look at.
    #expect(run.reasons(containing: "@Injected service").isEmpty)
  }

  @Test func closuresAndPrivateStateAreNotListedAsNowTracked() {
    let run = expectMigration("""
      import SwiftUI

      final class Picker: ObservableObject {
          @Published var value = 0
          var onPick: ((Int) -> Void)?
          var onClose: @MainActor () -> Void = {}
          private var lastIndex = 0
          private(set) var picked: [Int] = []
      }
      """, """
      import SwiftUI

      @Observable
      final class Picker {
          var value = 0
          var onPick: ((Int) -> Void)?
          var onClose: @MainActor () -> Void = {}
          private var lastIndex = 0
          private(set) var picked: [Int] = []
      }
      """)
    #expect(run.report.manual.map(\.reason) == ["Picker.picked was not @Published and is tracked now: views reading it will now update when it changes"])
  }

  @Test func appStorageBecomesATrackedComputedProperty() {
    let run = expectMigration("""
      import SwiftUI

      final class Settings: ObservableObject {
          @AppStorage("fontSize") var fontSize = 14
          @AppStorage("name", store: .standard) private(set) var name: String = "Ann"
          @AppStorage("sort") var sort: Sort = .name {
              didSet { UserDefaults.standard.set(oldValue.rawValue, forKey: "previousSort") }
          }
      }
      """, """
      import SwiftUI

      @Observable
      final class Settings {
          var fontSize: Int {
              get { access(keyPath: \\.fontSize); return _fontSize }
              set { withMutation(keyPath: \\.fontSize) { _fontSize = newValue } }
          }
          @ObservationIgnored @AppStorage("fontSize") private var _fontSize = 14
          private(set) var name: String {
              get { access(keyPath: \\.name); return _name }
              set { withMutation(keyPath: \\.name) { _name = newValue } }
          }
          @ObservationIgnored @AppStorage("name", store: .standard) private var _name: String = "Ann"
          var sort: Sort {
              get { access(keyPath: \\.sort); return _sort }
              set { withMutation(keyPath: \\.sort) { _sort = newValue } }
          }
          @ObservationIgnored @AppStorage("sort") private var _sort: Sort = .name {
              didSet { UserDefaults.standard.set(oldValue.rawValue, forKey: "previousSort") }
          }
      }
      """)
    #expect(run.reasons(containing: "fontSize").isEmpty)
    #expect(run.report.keptBack.isEmpty)
  }

  /// Ignored, an `@AppStorage` would stop updating the views that read it (inside an `ObservableObject` it
  /// published): when it cannot become a tracked property, the model stays, and the reason says what would
  /// let it go. Doing that, the next run migrates it.
  @Test func anAppStorageThatCannotBeTrackedKeepsItsModel() {
    let cases: [(declaration: String, says: String, fixed: String)] = [
      ("@AppStorage(\"theme\") var theme = Theme.system", "give `theme` an explicit type",
       "@AppStorage(\"theme\") var theme: Theme = Theme.system"),
      ("@AppStorage(\"theme\") var theme: Theme = .system {\n        didSet { if theme == .dark { theme = .system } }\n    }",
       "changes `theme` itself", "@AppStorage(\"theme\") var theme: Theme = .system"),
      ("@AppStorage(\"theme\") var theme: Theme = .system {\n        didSet { self.theme.reset() }\n    }",
       "changes `theme` itself", "@AppStorage(\"theme\") var theme: Theme = .system {\n        didSet { print(self.theme.rawValue) }\n    }"),
    ]
    for (declaration, says, fixed) in cases {
      func model(_ property: String) -> String {
        "import SwiftUI\n\nfinal class Settings: ObservableObject {\n    \(property)\n    @Published var count = 0\n}\n"
      }
      let run = MigrationRun(["Model.swift": model(declaration)])
      #expect(run.report.changes.isEmpty, "\(declaration)")
      #expect(run.report.keptBack.map(\.model) == ["Settings"], "\(declaration)")
      #expect(run.report.keptBack.first?.rule == .appStorage)
      #expect(run.report.keptBack.first?.reason.contains(says) == true, "\(run.report.keptBack.first?.reason ?? "")")
      #expect(run.report.keptBack.first?.line == 4)
      let again = MigrationRun(["Model.swift": model(fixed)])
      #expect(again.report.keptBack.isEmpty, "\(fixed)")
      #expect(again.output["Model.swift"]?.contains("@Observable") == true, "\(fixed)")
    }
  }

  @Test func conformanceThroughAnExtension() {
    expectMigration("""
      import SwiftUI

      final class Session {
          @Published var user: String?
      }

      extension Session: ObservableObject {}
      """, """
      import SwiftUI

      @Observable
      final class Session {
          var user: String?
      }
      """)
  }

  @Test func extensionWithOtherConformancesKeepsThem() {
    expectMigration("""
      import SwiftUI

      final class Session {
          @Published var user: String?
      }

      extension Session: ObservableObject, CustomStringConvertible {
          var description: String { user ?? "" }
      }
      """, """
      import SwiftUI

      @Observable
      final class Session {
          var user: String?
      }

      extension Session: CustomStringConvertible {
          var description: String { user ?? "" }
      }
      """)
  }

  @Test func subclassOfAModelMigratesWithIt() {
    expectMigration("""
      import SwiftUI

      class Feed: ObservableObject {
          @Published var posts: [String] = []
      }
      """, """
      import SwiftUI

      @Observable
      class Feed {
          var posts: [String] = []
      }
      """, others: ["Paged.swift": """
      import SwiftUI

      final class PagedFeed: Feed {
          @Published var page = 1
      }
      """])
    let run = MigrationRun(["Feed.swift": "import SwiftUI\nclass Feed: ObservableObject {\n    @Published var posts: [String] = []\n}\n",
                            "Paged.swift": "import SwiftUI\nfinal class PagedFeed: Feed {\n    @Published var page = 1\n}\n"])
    #expect(run.output["Paged.swift"] == "import SwiftUI\n@Observable\nfinal class PagedFeed: Feed {\n    var page = 1\n}\n")
    #expect(run.report.models == ["Feed", "PagedFeed"])
  }

  @Test func protocolRefiningObservableObjectBecomesAnObservableRefinement() {
    expectMigration("""
      import SwiftUI

      protocol Store: ObservableObject {
          var count: Int { get }
      }

      final class AppStore: Store {
          @Published var count = 0
      }
      """, """
      import SwiftUI

      protocol Store: AnyObject, Observable {
          var count: Int { get }
      }

      @Observable
      final class AppStore: Store {
          var count = 0
      }
      """)
  }

  @Test func typealiasConformanceIsFollowed() {
    let run = expectMigration("""
      import SwiftUI

      typealias ViewModel = ObservableObject & Identifiable

      final class Item: ViewModel {
          @Published var title = ""
          let id = 1
      }
      """, """
      import SwiftUI

      typealias ViewModel = AnyObject & Observable & Identifiable

      @Observable
      final class Item: ViewModel {
          var title = ""
          let id = 1
      }
      """)
    #expect(run.report.models == ["Item"])
    #expect(run.report.manual.isEmpty)
  }

  @Test func lookoutRuntimeEmitsTrackedNames() {
    expectMigration("""
      import Foundation
      import Combine

      final class Counter: ObservableObject {
          @Published var count = 0
          var cache: [Int] = []
      }
      """, """
      import Foundation
      import Lookout

      @Tracked
      final class Counter {
          var count = 0
          @Untracked var cache: [Int] = []
      }
      """, runtime: .lookout)
  }

  @Test func classesThatAreNotObservableObjectsAreLeftAlone() {
    let source = """
      import SwiftUI

      final class Plain {
          var value = 0
      }

      struct Other: Identifiable {
          @Published var fake = 0
          let id = 0
      }
      """
    let run = MigrationRun(["Model.swift": source])
    #expect(run.report.changes.isEmpty)
    #expect(run.report.models.isEmpty)
  }

  @Test func nestedModelsMigrateEach() {
    expectMigration("""
      import SwiftUI

      final class Outer: ObservableObject {
          @Published var inner = Inner()

          final class Inner: ObservableObject {
              @Published var value = 0
          }
      }
      """, """
      import SwiftUI

      @Observable
      final class Outer {
          var inner = Inner()

          @Observable
          final class Inner {
              var value = 0
          }
      }
      """)
  }

  @Test func propertiesInsideIfConfigAreMigrated() {
    expectMigration("""
      import SwiftUI

      final class Model: ObservableObject {
          #if DEBUG
          @Published var debugValue = 0
          var trace: [String] = []
          var traceTask: Task<Void, Never>?
          #endif
      }
      """, """
      import SwiftUI

      @Observable
      final class Model {
          #if DEBUG
          var debugValue = 0
          var trace: [String] = []
          @ObservationIgnored var traceTask: Task<Void, Never>?
          #endif
      }
      """)
  }
}
