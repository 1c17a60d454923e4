import Foundation
import LookoutMigrate
import LookoutSyntax
import LookoutTestSupport
import Testing

/// `objectWillChange` and `$property` publishers inside models.
@Suite struct ObjectWillChangeTests {
  @Test func forwardingAMigratedChildIsRemoved() {
    expectMigration("""
      import Combine
      import Foundation

      final class Cart: ObservableObject {
          @Published var items: [String] = []
          let shipping = Shipping()
          private var cancellables = Set<AnyCancellable>()

          init() {
              shipping.objectWillChange
                  .sink { [weak self] _ in self?.objectWillChange.send() }
                  .store(in: &cancellables)
          }
      }

      final class Shipping: ObservableObject {
          @Published var express = false
      }
      """, """
      import Combine
      import Foundation

      @Observable
      final class Cart {
          var items: [String] = []
          let shipping = Shipping()
          @ObservationIgnored private var cancellables = Set<AnyCancellable>()

          init() {
          }
      }

      @Observable
      final class Shipping {
          var express = false
      }
      """)
  }

  @Test func forwardingAChildThatStaysIsRemovedAndReported() {
    let source = """
      import Combine

      final class Cart: ObservableObject {
          let shipping: Shipping
          var bag: AnyCancellable?

          init(shipping: Shipping) {
              self.shipping = shipping
              bag = shipping.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }
          }
      }
      """
    let files = ["Cart.swift": source, "Shipping.swift": "import Combine\nfinal class Shipping: ObservableObject {\n    @Published var express = false\n}\n"]
    // Views reading the cart's shipping rely on the forwarding, and after the migration there is none: asked
    // to migrate only the cart, the plan fails the whole-project check, naming the forwarding.
    let run = MigrationRun(files, only: ["Cart"])
    #expect(run.report.broken.map(\.line) == [9])
    #expect(run.report.broken.first?.models == ["Cart"])
    #expect(run.output["Cart.swift"]?.contains("shipping.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }") == true)
    // Kept back by the rule instead when Shipping stays for a reason of its own (here: a use that needs its
    // publisher passed inout).
    let kept = MigrationRun(files.merging(["Wiring.swift": "func wire(_ s: Shipping, _ p: Published<Bool>.Publisher) {\n    p.assign(to: &s.$express)\n}\n"]) { $1 })
    #expect(kept.report.models.isEmpty)
    #expect(kept.report.keptBack.map { "\($0.model) \($0.rule)" } == ["Cart untrackedChange", "Shipping publisher"])
    #expect(kept.report.broken.isEmpty)
    #expect(kept.report.changes.isEmpty)
  }

  @Test func forwardingThroughCombineLatestAndAnIfGoes() {
    let run = expectMigration("""
      import Combine
      import SwiftUI

      final class Coordinator: ObservableObject {
          @Published var root = ""
          @Published var stack: [String] = []
      }

      final class Split: ObservableObject {
          var module: AnyObject?
          private var cancellable: AnyCancellable?

          func attach() {
              if let coordinator = module as? Coordinator {
                  cancellable = Publishers.CombineLatest(coordinator.$root, coordinator.$stack).sink { [weak self] _ in
                      self?.objectWillChange.send()
                  }
              }
          }
      }
      """, """
      import Combine
      import SwiftUI

      @Observable
      final class Coordinator {
          var root = ""
          var stack: [String] = []
      }

      @Observable
      final class Split {
          var module: AnyObject?
          @ObservationIgnored private var cancellable: AnyCancellable?

          func attach() {
          }
      }
      """)
    // The publishers it read went with the forwarding: no note asks a person to look at them.
    #expect(run.report.manual.map(\.reason).filter { $0.contains("Combine publisher") } == [])
  }

  @Test func sendBeforeAssigningAnUnpublishedPropertyKeepsItTracked() {
    expectMigration("""
      import Foundation

      final class Session: ObservableObject {
          @Published var name = ""
          var token: String?

          func signIn() {
              objectWillChange.send()
              token = UUID().uuidString
          }
      }
      """, """
      import Foundation

      @Observable
      final class Session {
          var name = ""
          var token: String?

          func signIn() {
              token = UUID().uuidString
          }
      }
      """)
  }

  @Test func sendInADidSetRemovesTheAccessor() {
    expectMigration("""
      import SwiftUI

      final class Options: ObservableObject {
          var note = "" {
              didSet { objectWillChange.send() }
          }
          var flag = false {
              willSet { self.objectWillChange.send() }
              didSet { print(flag) }
          }
      }
      """, """
      import SwiftUI

      @Observable
      final class Options {
          var note = ""
          var flag = false {
              didSet { print(flag) }
          }
      }
      """)
  }

  @Test func aSendInAMethodGoesAndWhatTheMethodWritesStaysTracked() {
    expectMigration("""
      import SwiftUI

      final class Model: ObservableObject {
          @Published var value = 0
          var cache: [String: Int] = [:]
          var lastSync: Date?

          func refresh() {
              cache.removeAll()
              if Bool.random() { lastSync = Date() }
              objectWillChange.send()
          }
      }
      """, """
      import SwiftUI

      @Observable
      final class Model {
          var value = 0
          var cache: [String: Int] = [:]
          var lastSync: Date?

          func refresh() {
              cache.removeAll()
              if Bool.random() { lastSync = Date() }
          }
      }
      """)
    // `cache` would be ignored by its name, but refresh() announced its change: it stays tracked.
  }

  @Test func aSendForStateTheMacroCannotSeeKeepsTheModel() {
    let source = """
      import SwiftUI

      final class Model: ObservableObject {
          @Published var value = 0

          func redraw() {
              objectWillChange.send()
          }
      }
      """
    let run = MigrationRun(["Model.swift": source])
    // Nothing the macro tracks changes in redraw(): dropping the send would leave the views that redrew
    // for it stale, and keeping it needs ObservableObject. The model stays, and the report says why.
    #expect(run.report.models.isEmpty)
    #expect(run.report.keptBack.map { "\($0.model) \($0.rule) \($0.line)" } == ["Model untrackedChange 7"])
    #expect(run.report.changes.isEmpty)
  }

  /// A send before calls on another model (a list adapter over a store): once the store is observable its own
  /// writes notify the views reading through the adapter, so the send goes, and so does the relay of the
  /// store's changes. A send before something else (a free function) keeps the model; so does a send before
  /// calls on a store that stays ObservableObject.
  @Test func aSendAnnouncingAnotherMigratingModelsChangeGoes() {
    let store = """
      import SwiftUI

      final class Store: ObservableObject {
          @Published var items: [Item] = []
          func reorder(_ item: Item, to index: Int) { items.move(fromOffsets: [0], toOffset: index) }
      }

      final class Item: ObservableObject {
          @Published var muted = false
          func toggleMute() { muted.toggle() }
      }
      """
    let adapter = """
      import Combine
      import SwiftUI

      final class Adapter: ObservableObject {
          let store: Store
          private var cancellable: AnyCancellable?

          init(store: Store) {
              self.store = store
              cancellable = store.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }
          }

          var items: [Item] { store.items }

          func move(from source: Int, to target: Int) {
              objectWillChange.send()
              guard source < items.count else { return }
              let item = items[source]
              store.reorder(item, to: target)
          }

          func toggle(at index: Int) {
              objectWillChange.send()
              guard index < items.count else { return }
              let item = items[index]
              if !item.muted {
                  item.toggleMute()
              }
          }
      }

      struct ListView: View {
          @StateObject var adapter: Adapter
          var body: some View { Text("\\(adapter.items.count)") }
      }
      """
    let run = NeverBrokenTests.run(["Store.swift": store, "Adapter.swift": adapter])
    #expect(NeverBrokenTests.kept(run) == [])
    #expect(run.report.models.sorted() == ["Adapter", "Item", "Store"])
    #expect(run.output["Adapter.swift"]?.contains("objectWillChange") == false)

    // A free function after the send may change anything: the adapter stays, and so does what it relays.
    let opaque = adapter.replacingOccurrences(of: "store.reorder(item, to: target)", with: "reorderEverything()")
    let kept = NeverBrokenTests.run(["Store.swift": store, "Adapter.swift": opaque])
    #expect(NeverBrokenTests.kept(kept).contains("Adapter: untrackedChange"))

    // A call on an object the store holds changes that object, a plain class Observation does not see: the
    // adapter stays, though the store migrates.
    let helped = store.replacingOccurrences(
      of: "    func reorder", with: "    let helper = Helper()\n    func reorder") + "\nfinal class Helper {\n    func reset() {}\n}\n"
    let throughHelper = adapter.replacingOccurrences(of: "store.reorder(item, to: target)", with: "store.helper.reset()")
    let helperRun = NeverBrokenTests.run(["Store.swift": helped, "Adapter.swift": throughHelper])
    #expect(NeverBrokenTests.kept(helperRun).contains("Adapter: untrackedChange"))

    // The store stays ObservableObject (it announces state the macro cannot see): the adapter's send
    // announces a change Observation would not track, so the adapter stays too.
    let staying = store.replacingOccurrences(
      of: "    func reorder", with: "    func redraw() { objectWillChange.send() }\n    func reorder")
    let partial = NeverBrokenTests.run(["Store.swift": staying, "Adapter.swift": adapter])
    #expect(partial.report.models == ["Item"])
    #expect(NeverBrokenTests.kept(partial).sorted() == ["Adapter: untrackedChange", "Store: untrackedChange"])
  }

  @Test func aModelThatSubscribesToItsOwnObjectWillChangeStays() {
    let source = """
      import SwiftUI

      final class Model: ObservableObject {
          @Published var value = 0

          func watch() -> AnyCancellable {
              objectWillChange.sink { print("changing") }
          }
      }
      """
    let run = MigrationRun(["Model.swift": source])
    #expect(run.report.models.isEmpty)
    #expect(run.output["Model.swift"] == source)
    #expect(run.reasons(containing: "Model uses its own objectWillChange for more than `send()` (Model.swift:7)").count == 1)
  }

  @Test func sendsInAComputedPropertysSetterBecomeAccessAndWithMutation() {
    expectMigration("""
      import SwiftUI

      final class Preferences: ObservableObject {
          @Published var name = ""
          var showsInMenu: Bool {
              get { UserDefaults.standard.bool(forKey: "menu") }
              set {
                  objectWillChange.send()
                  UserDefaults.standard.set(newValue, forKey: "menu")
              }
          }
      }
      """, """
      import SwiftUI

      @Observable
      final class Preferences {
          var name = ""
          var showsInMenu: Bool {
              get { access(keyPath: \\.showsInMenu); return UserDefaults.standard.bool(forKey: "menu") }
              set {
                  withMutation(keyPath: \\.showsInMenu) {
                      UserDefaults.standard.set(newValue, forKey: "menu")
                  }
              }
          }
      }
      """)
  }

  @Test func conditionalSendsAndSendsInExtensionsAndOutsideGo() {
    let run = MigrationRun([
      "Library.swift": """
        import SwiftUI

        final class Library: ObservableObject {
            @Published var books: [String] = []
            var sortAscending = true
        }

        extension Library {
            func sort(notify: Bool) {
                sortAscending.toggle()
                if notify { objectWillChange.send() }
            }
        }
        """,
      "Importer.swift": """
        import SwiftUI

        struct Importer {
            let library: Library
            func run() {
                library.books.append("New")
                library.objectWillChange.send()
            }
        }
        """,
    ])
    #expect(run.output["Library.swift"] == """
      import SwiftUI

      @Observable
      final class Library {
          var books: [String] = []
          var sortAscending = true
      }

      extension Library {
          func sort(notify: Bool) {
              sortAscending.toggle()
          }
      }
      """)
    #expect(run.output["Importer.swift"]?.contains("objectWillChange") == false)
    #expect(run.report.manual.isEmpty)
  }

  @Test func publisherPipelinesInModelsMoveToSubjects() {
    let run = expectMigration("""
      import Combine

      final class Search: ObservableObject {
          @Published var query = ""
          @Published var results: [String] = [] // newest first
          @Published var page = 1 {
              didSet { print(page) }
          }
          private var bag = Set<AnyCancellable>()

          init() {
              $query
                  .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                  .sink { [weak self] in self?.run($0) }
                  .store(in: &bag)
              self.$results.combineLatest($page).sink { print($0) }.store(in: &bag)
          }

          func run(_ query: String) {}
      }
      """, """
      import Combine
      import Observation

      @Observable
      final class Search {
          var query = "" {
              didSet { query$.send(query) }
          }
          @ObservationIgnored lazy var query$ = CurrentValueSubject<String, Never>(_query)
          var results: [String] = [] {
              didSet { results$.send(results) }
          } // newest first
          @ObservationIgnored lazy var results$ = CurrentValueSubject<[String], Never>(_results)
          var page = 1 {
              didSet { page$.send(page); print(page) }
          }
          @ObservationIgnored lazy var page$ = CurrentValueSubject<Int, Never>(_page)
          @ObservationIgnored private var bag = Set<AnyCancellable>()

          init() {
              query$
                  .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                  .sink { [weak self] in self?.run($0) }
                  .store(in: &bag)
              self.results$.combineLatest(page$).sink { print($0) }.store(in: &bag)
          }

          func run(_ query: String) {}
      }
      """)
    #expect(run.report.manual.isEmpty)
  }

  @Test func assigningToAPublishedPropertyBecomesASinkInTheCancellables() {
    expectMigration("""
      import Combine

      final class Clock: ObservableObject {
          @Published var now = Date()
          @Published var ticks = 0

          init() {
              Timer.publish(every: 1, on: .main, in: .common).autoconnect().assign(to: &$now)
              $now
                  .map { _ in 1 }
                  .assign(to: &self.$ticks)
          }
      }
      """, """
      import Combine
      import Observation

      @Observable
      final class Clock {
          var now = Date() {
              didSet { now$.send(now) }
          }
          @ObservationIgnored lazy var now$ = CurrentValueSubject<Date, Never>(_now)
          var ticks = 0
          @ObservationIgnored private var cancellables = Set<AnyCancellable>()

          init() {
              Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { [weak self] value in self?.now = value }.store(in: &cancellables)
              now$
                  .map { _ in 1 }
                  .sink { [weak self] value in self?.ticks = value }
                  .store(in: &cancellables)
          }
      }
      """)
  }

  @Test func assigningToAnotherObjectsPublishedPropertyKeepsItsModel() {
    let run = MigrationRun([
      "Clock.swift": "import Combine\nfinal class Clock: ObservableObject {\n    @Published var now = Date()\n}\n",
      "Wiring.swift": """
        import Combine

        func wire(_ clock: Clock, to publisher: AnyPublisher<Date, Never>) {
            publisher.assign(to: &clock.$now)
        }
        """,
    ])
    #expect(run.report.models.isEmpty)
    let items = run.reasons(containing: "$now of a Clock may be passed `inout` (Wiring.swift:4)")
    #expect(items.count == 1)
    // The suggestion writes to the object the use names.
    #expect(items.first?.suggestion == "replace it with `.sink { [weak clock] in clock?.now = $0 }` stored in a cancellable, then run again")
  }

  @Test func publishersUsedOutsideTheModelMoveToSubjects() {
    let run = MigrationRun([
      "Model.swift": "import SwiftUI\nfinal class Model: ObservableObject {\n    @Published var value = 0\n}\n",
      "Logger.swift": """
        import Combine

        final class Logger {
            var bag: AnyCancellable?
            func attach(_ model: Model) {
                bag = model.$value.sink { print($0) }
            }
        }
        """,
    ])
    #expect(run.output["Model.swift"]?.contains("@ObservationIgnored lazy var value$ = CurrentValueSubject<Int, Never>(_value)") == true)
    #expect(run.output["Logger.swift"]?.contains("bag = model.value$.sink { print($0) }") == true)
    #expect(run.report.broken.isEmpty)
  }

  @Test func aPublisherOfAnObjectWhoseTypeCannotBeToldKeepsTheModelsItMayBe() {
    let run = MigrationRun([
      "Model.swift": "import SwiftUI\nfinal class Model: ObservableObject {\n    @Published var value = 0\n}\n",
      "Other.swift": "import SwiftUI\nfinal class Other: ObservableObject {\n    @Published var count = 0\n}\n",
      "Logger.swift": """
        import Combine

        final class Logger {
            var bag: AnyCancellable?
            func watch(_ lookup: () -> AnyObject) {
                bag = lookup().$value.sink { print($0) }
            }
        }
        """,
    ])
    // `lookup()` may be a Model, whose `$value` goes with the migration: Model stays, and the report says where
    // and why; Other, which has no `$value`, migrates.
    #expect(run.report.models == ["Other"])
    let kept = run.report.keptBack.map { "\($0.model) \($0.rule) \(($0.file as NSString).lastPathComponent):\($0.line)" }
    #expect(kept == ["Model check Logger.swift:6"])
    #expect(run.report.keptBack.first?.reason.contains("cannot tell the type of `lookup()`") == true)
    #expect(run.output["Logger.swift"]?.contains("lookup().$value") == true)
    #expect(run.report.broken.isEmpty)
  }
}
