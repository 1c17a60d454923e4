import LookoutMigrate
import LookoutSyntax
import LookoutTestSupport
import Testing

/// The guides' step 3: the views that hold migrated models.
@Suite struct ViewMigrationTests {
  static let model = ["Counter.swift": "import SwiftUI\nfinal class Counter: ObservableObject {\n    @Published var count = 0\n    @Published var title = \"\"\n}\n"]

  @Test func stateObjectBecomesState() {
    expectMigration("""
      import SwiftUI

      struct Screen: View {
          @StateObject private var counter = Counter()
          @StateObject var other: Counter = .init()

          var body: some View { Text("\\(counter.count)") }
      }
      """, """
      import SwiftUI

      struct Screen: View {
          @State private var counter = Counter()
          @State var other: Counter = .init()

          var body: some View { Text("\\(counter.count)") }
      }
      """, others: Self.model)
  }

  @Test func observedObjectBecomesBindableOnlyWhereItBinds() {
    expectMigration("""
      import SwiftUI

      struct Editor: View {
          @ObservedObject var counter: Counter
          var body: some View { TextField("Title", text: $counter.title) }
      }

      struct Reader: View {
          @ObservedObject var counter: Counter
          var body: some View { Text(counter.title) }
      }

      struct Swapper: View {
          @ObservedObject var counter: Counter
          var body: some View {
              Button("Reset") { counter = Counter() }
          }
      }
      """, """
      import SwiftUI

      struct Editor: View {
          @Bindable var counter: Counter
          var body: some View { TextField("Title", text: $counter.title) }
      }

      struct Reader: View {
          let counter: Counter
          var body: some View { Text(counter.title) }
      }

      struct Swapper: View {
          var counter: Counter
          var body: some View {
              Button("Reset") { counter = Counter() }
          }
      }
      """, others: Self.model)
  }

  @Test func observedObjectThatCreatesItsObjectBecomesStateWithANote() {
    let run = expectMigration("""
      import SwiftUI

      struct Screen: View {
          @ObservedObject var counter = Counter()
          var body: some View { Text("\\(counter.count)") }
      }
      """, """
      import SwiftUI

      struct Screen: View {
          @State var counter = Counter()
          var body: some View { Text("\\(counter.count)") }
      }
      """, others: Self.model)
    #expect(run.reasons(containing: "@ObservedObject counter creates its object").count == 1)
  }

  @Test func anAppThatCreatesItsObjectNeedsNoNote() {
    let run = expectMigration("""
      import SwiftUI

      @main
      struct ShopApp: App {
          @ObservedObject var counter = Counter()
          var body: some Scene { WindowGroup { Text("\\(counter.count)") } }
      }
      """, """
      import SwiftUI

      @main
      struct ShopApp: App {
          @State var counter = Counter()
          var body: some Scene { WindowGroup { Text("\\(counter.count)") } }
      }
      """, others: Self.model)
    // The App is made once: it owned its object before too.
    #expect(run.reasons(containing: "creates its object").isEmpty)
  }

  @Test func environmentObjectBecomesEnvironmentWithABindableWhereItBinds() {
    expectMigration("""
      import SwiftUI

      struct Settings: View {
          @EnvironmentObject private var counter: Counter

          var body: some View {
              Form {
                  TextField("Title", text: $counter.title)
              }
          }
      }

      struct Badge: View {
          @EnvironmentObject var counter: Counter
          var body: some View { Text(counter.title) }
      }
      """, """
      import SwiftUI

      struct Settings: View {
          @Environment(Counter.self) private var counter: Counter

          var body: some View {
              @Bindable var counter = counter
              Form {
                  TextField("Title", text: $counter.title)
              }
          }
      }

      struct Badge: View {
          @Environment(Counter.self) var counter: Counter
          var body: some View { Text(counter.title) }
      }
      """, others: Self.model)
  }

  /// A project that writes its `@Environment` readers without the type gets its migrated ones so too.
  @Test func environmentReadersFollowTheProjectsStyle() {
    expectMigration("""
      import SwiftUI

      struct Badge: View {
          @EnvironmentObject var counter: Counter
          var body: some View { Text(counter.title) }
      }
      """, """
      import SwiftUI

      struct Badge: View {
          @Environment(Counter.self) var counter
          var body: some View { Text(counter.title) }
      }
      """, others: Self.model.merging(["Other.swift": "import SwiftUI\nstruct Other: View {\n    @Environment(Session.self) private var session\n    @Environment(Cart.self) var cart\n    var body: some View { EmptyView() }\n}\n"]) { $1 })
  }

  /// `$counter.title` in a helper, in an extension in another file, or through `self.`: each function or
  /// computed property that binds gets its local, and a helper's implicit return becomes explicit.
  @Test func environmentBindingsOutsideBodyGetTheirLocals() {
    let run = MigrationRun(Self.model.merging([
      "Settings.swift": """
        import SwiftUI

        struct Settings: View {
            @EnvironmentObject private var counter: Counter

            var body: some View {
                Form { titleField }
            }

            private var titleField: some View {
                TextField("Title", text: self.$counter.title)
            }
        }
        """,
      "Settings+Rows.swift": """
        import SwiftUI

        extension Settings {
            func countRow() -> some View {
                Stepper("Count", value: $counter.count)
            }

            @ViewBuilder var summary: some View {
                Text(counter.title)
                Toggle("On", isOn: .constant(true))
            }
        }
        """,
    ]) { $1 })
    #expect(run.output["Settings.swift"] == """
      import SwiftUI

      struct Settings: View {
          @Environment(Counter.self) private var counter: Counter

          var body: some View {
              Form { titleField }
          }

          private var titleField: some View {
              @Bindable var counter = counter
              return TextField("Title", text: $counter.title)
          }
      }
      """)
    #expect(run.output["Settings+Rows.swift"] == """
      import SwiftUI

      extension Settings {
          func countRow() -> some View {
              @Bindable var counter = counter
              return Stepper("Count", value: $counter.count)
          }

          @ViewBuilder var summary: some View {
              Text(counter.title)
              Toggle("On", isOn: .constant(true))
          }
      }
      """)
    for file in run.report.changes { expectParses(String(decoding: file.migrated, as: UTF8.self)) }
    expectIdempotent(run)
  }

  /// `$model.x` only in an extension (here, another file) makes the property `@Bindable`, never a `let`.
  @Test func observedObjectBoundInAnExtensionBecomesBindable() {
    let run = MigrationRun(Self.model.merging([
      "Editor.swift": "import SwiftUI\n\nstruct Editor: View {\n    @ObservedObject var counter: Counter\n    var body: some View { titleField }\n}\n",
      "Editor+Fields.swift": "import SwiftUI\n\nextension Editor {\n    var titleField: some View { TextField(\"Title\", text: $counter.title) }\n}\n",
    ]) { $1 })
    #expect(run.output["Editor.swift"] == "import SwiftUI\n\nstruct Editor: View {\n    @Bindable var counter: Counter\n    var body: some View { titleField }\n}\n")
    #expect(run.output["Editor+Fields.swift"] == "import SwiftUI\n\nextension Editor {\n    var titleField: some View { TextField(\"Title\", text: $counter.title) }\n}\n")
    expectIdempotent(run)
  }

  @Test func initializerFormsOfTheWrappers() {
    expectMigration("""
      import SwiftUI

      struct Owner: View {
          @StateObject private var counter: Counter
          init(start: Int) {
              _counter = StateObject(wrappedValue: Counter())
          }
          var body: some View { Reader(counter: counter) }
      }

      struct Reader: View {
          @ObservedObject var counter: Counter
          init(counter: Counter) {
              self._counter = ObservedObject(initialValue: counter)
          }
          var body: some View { Text(counter.title) }
      }
      """, """
      import SwiftUI

      struct Owner: View {
          @State private var counter: Counter
          init(start: Int) {
              _counter = State(initialValue: Counter())
          }
          var body: some View { Reader(counter: counter) }
      }

      struct Reader: View {
          let counter: Counter
          init(counter: Counter) {
              self.counter = counter
          }
          var body: some View { Text(counter.title) }
      }
      """, others: Self.model)
  }

  @Test func environmentObjectModifierOnlyForMigratedTypes() {
    expectMigration("""
      import SwiftUI

      struct Root: View {
          @StateObject private var counter = Counter()
          @StateObject private var legacy = Legacy()

          var body: some View {
              Screen()
                  .environmentObject(counter)
                  .environmentObject(legacy)
                  .environmentObject(Counter())
          }
      }
      """, """
      import SwiftUI

      struct Root: View {
          @State private var counter = Counter()
          @StateObject private var legacy = Legacy()

          var body: some View {
              Screen()
                  .environment(counter)
                  .environmentObject(legacy)
                  .environment(Counter())
          }
      }
      """, others: Self.model.merging(["Legacy.swift": "import SwiftUI\nfinal class Legacy: ObservableObject {\n    @Published var x = 0\n}\n"]) { $1 },
      only: ["Counter"])
  }

  @Test func onReceiveOfAPropertyBecomesOnChange() {
    let run = expectMigration("""
      import SwiftUI

      struct Screen: View {
          @StateObject private var counter = Counter()

          var body: some View {
              Text("\\(counter.count)")
                  .onReceive(counter.$count) { value in
                      print(value)
                  }
                  .onReceive(counter.$title) { print($0) }
                  .onReceive(counter.$title.debounce(for: 1, scheduler: RunLoop.main)) { _ in }
          }
      }
      """, """
      import SwiftUI

      struct Screen: View {
          @State private var counter = Counter()

          var body: some View {
              Text("\\(counter.count)")
                  .onChange(of: counter.count, initial: true) { _, value in
                      print(value)
                  }
                  .onChange(of: counter.title, initial: true) { _, newValue in print(newValue) }
                  .onReceive(counter.title$.debounce(for: 1, scheduler: RunLoop.main)) { _ in }
          }
      }
      """, others: Self.model)
    // A pipeline on the publisher can't become .onChange: it moves to a subject the model keeps in sync.
    #expect(run.output["Counter.swift"]?.contains("@ObservationIgnored lazy var title$ = CurrentValueSubject<String, Never>(_title)") == true)
    #expect(run.output["Counter.swift"]?.contains("@ObservationIgnored lazy var count$") == false)
    #expect(run.report.manual.isEmpty)
  }

  @Test func onReceiveOfAPropertyThatIsNotEquatableUsesTheSubject() {
    let model = ["Player.swift": """
      import SwiftUI
      struct Track { var title: String }
      enum Mode: Hashable { case shuffle, repeatAll }
      final class Player: ObservableObject {
          @Published var track: Track?
          @Published var mode: Mode = .shuffle
          @Published var queue: [Track] = []
      }
      """]
    let run = expectMigration("""
      import SwiftUI

      struct NowPlaying: View {
          @EnvironmentObject var player: Player

          var body: some View {
              Text("")
                  .onReceive(player.$track) { track in print(track as Any) }
                  .onReceive(player.$mode, perform: { mode in print(mode) })
                  .onReceive(player.$mode) { (mode: Mode) in print(mode) }
                  .onReceive(player.$mode, perform: show)
                  .onReceive(player.$queue) { print($0.count) }
          }

          func show(_ mode: Mode) {}
      }
      """, """
      import SwiftUI

      struct NowPlaying: View {
          @Environment(Player.self) var player: Player

          var body: some View {
              Text("")
                  .onReceive(player.track$) { track in print(track as Any) }
                  .onChange(of: player.mode, initial: true, { _, mode in print(mode) })
                  .onChange(of: player.mode, initial: true) { (_: Mode, mode: Mode) in print(mode) }
                  .onChange(of: player.mode, initial: true, { _, newValue in show(newValue) })
                  .onReceive(player.queue$) { print($0.count) }
          }

          func show(_ mode: Mode) {}
      }
      """, others: model)
    // `Track` is not known to be Equatable: `.onChange` would not compile, so the publisher stays, as a subject.
    let player = run.output["Player.swift"] ?? ""
    #expect(player.contains("""
          var track: Track? {
              didSet { track$.send(track) }
          }
          @ObservationIgnored lazy var track$ = CurrentValueSubject<Track?, Never>(_track)
      """))
    #expect(player.contains("lazy var queue$ = CurrentValueSubject<[Track], Never>(_queue)"))
    #expect(!player.contains("mode$"))
    expectParses(player)
  }

  @Test func bindingPassedWholeIsReported() {
    let run = MigrationRun(Self.model.merging(["V.swift": """
      import SwiftUI

      struct Parent: View {
          @ObservedObject var counter: Counter
          var body: some View { Child(counter: $counter) }
      }
      """]) { $1 })
    // After the migration `$counter` would not exist: the check keeps Counter, and says where.
    #expect(!run.report.models.contains("Counter"))
    let kept = run.report.keptBack.first { $0.model == "Counter" }
    #expect(kept?.rule == .check)
    #expect(kept?.line == 5)
    #expect(kept?.reason.contains("`$counter`") == true)
    #expect(run.output["V.swift"]?.contains("@ObservedObject var counter: Counter") == true)
  }

  @Test func stateObjectWhoseInitDoesWorkIsReported() {
    let run = MigrationRun([
      "Feed.swift": """
        import Foundation

        final class Feed: ObservableObject {
            @Published var posts: [String] = []
            init() {
                let data = try? Data(contentsOf: URL(fileURLWithPath: "/tmp/feed"))
                NotificationCenter.default.addObserver(forName: .init("x"), object: nil, queue: nil) { _ in }
                posts = data.map { [String(decoding: $0, as: UTF8.self)] } ?? []
            }
        }
        """,
      "V.swift": "import SwiftUI\nstruct V: View {\n    @StateObject var feed = Feed()\n    var body: some View { Text(\"\") }\n}\n",
    ])
    let items = run.reasons(containing: "Feed.init does work")
    #expect(items.map(\.file) == ["V.swift"])
    #expect(items.first?.reason.contains("disk") == true)
    #expect(items.first?.reason.contains("notifications") == true)
    #expect(items.first?.reason.contains("when built with Xcode 26 or earlier") == true)
    #expect(items.first?.suggestion.contains(".task") == true)

    // From Xcode 27 @State evaluates its initial value once per view identity: nothing to report.
    var options = MigrationOptions()
    options.swiftUI = SwiftUIGeneration(xcode: 27)!
    let later = MigrationRun(run.input, options: options)
    #expect(later.reasons(containing: "Feed.init does work").isEmpty)
    #expect(later.output == run.output)

    // An initial value that names an existing object (`Feed.shared`) runs no initializer when @State
    // evaluates it again: nothing to report.
    var shared = run.input
    shared["Feed.swift"] = shared["Feed.swift"]!.replacingOccurrences(
      of: "    @Published var posts", with: "    static let shared = Feed()\n    @Published var posts")
    shared["V.swift"] = shared["V.swift"]!.replacingOccurrences(of: "= Feed()", with: "= Feed.shared")
    let sharedRun = MigrationRun(shared)
    #expect(sharedRun.output["V.swift"]?.contains("@State var feed = Feed.shared") == true)
    #expect(sharedRun.reasons(containing: "Feed.init does work").isEmpty)
  }

  @Test func classesSharingANameSayNothingOfWhoseInitDoesWork() {
    // Two views nest a `Model` each; only one of them reads a file in its init.
    let run = MigrationRun([
      "A.swift": """
        import SwiftUI
        struct A: View {
            final class Model: ObservableObject {
                @Published var text = ""
                init() { text = (try? String(contentsOfFile: "/tmp/a")) ?? "" }
            }
            @StateObject private var model = Model()
            var body: some View { Text(model.text) }
        }
        """,
      "B.swift": """
        import SwiftUI
        struct B: View {
            final class Model: ObservableObject {
                @Published var count = 0
            }
            @StateObject private var model = Model()
            var body: some View { Text("\\(model.count)") }
        }
        """,
    ])
    #expect(run.report.models == ["Model"])
    #expect(run.reasons(containing: "Model.init does work").isEmpty)
  }

  @Test func modelsBuiltOnceOrCheaplyAreNotReported() {
    let feed = """
      import Foundation
      final class Feed: ObservableObject {
          @Published var posts: [String] = []
          init() { posts = (try? String(contentsOfFile: "/tmp/feed")).map { [$0] } ?? [] }
      }
      final class Toggles: ObservableObject {
          @Published var on = false
      }
      """
    // An App is made once: its @State's initial value is built once.
    let app = MigrationRun([
      "Feed.swift": feed,
      "App.swift": "import SwiftUI\n@main struct Shop: App {\n    @StateObject var feed = Feed()\n    var body: some Scene { WindowGroup { Text(\"\") } }\n}\n",
    ])
    #expect(app.report.models.contains("Feed"))
    #expect(app.reasons(containing: "Feed.init does work").isEmpty)
    // Built in a view's init with no argument, by an init that only assigns: nothing is lost.
    let cheap = MigrationRun([
      "Feed.swift": feed,
      "V.swift": "import SwiftUI\nstruct V: View {\n    @StateObject private var toggles: Toggles\n    init() { _toggles = StateObject(wrappedValue: Toggles()) }\n    var body: some View { Text(\"\") }\n}\n",
    ])
    #expect(cheap.report.models.contains("Toggles"))
    #expect(cheap.reasons(containing: "State(initialValue").isEmpty)
  }

  @Test func aTypeWhoseNameEndsInTaskIsNoWorkInAnInit() {
    let run = MigrationRun([
      "Areas.swift": """
        import Foundation

        final class Areas: ObservableObject {
            @Published var names: [String] = []
            let offlineTask: OfflineMapTask
            init(map: String) {
                offlineTask = OfflineMapTask(onlineMap: map)
            }
        }
        """,
      "V.swift": "import SwiftUI\nstruct V: View {\n    @StateObject var areas = Areas(map: \"m\")\n    var body: some View { Text(\"\") }\n}\n",
    ])
    #expect(run.reasons(containing: "Areas.init does work").isEmpty)
    #expect(InitWork.startsAWord("Task(", in: "let t = Task(priority: .low) { }"))
    #expect(!InitWork.startsAWord("fetch", in: "prefetch()"))
  }

  @Test func viewsOfOtherTypesAreUntouched() {
    let view = """
      import SwiftUI

      struct Screen: View {
          @StateObject private var legacy = Legacy()
          @ObservedObject var other: Legacy
          var body: some View { Text("") }
      }
      """
    let run = MigrationRun(Self.model.merging(["Legacy.swift": "import SwiftUI\nfinal class Legacy: ObservableObject {\n    @Published var x = 0\n}\n", "V.swift": view]) { $1 },
                           only: ["Counter"])
    #expect(run.output["V.swift"] == view)
    #expect(run.report.models == ["Counter"])
  }

  /// From iOS 17 SwiftUI observes a `@Tracked` model through Observation: the views keep Apple's API.
  /// Below (the bridge), they move onto LookoutSwiftUI, and their bodies are wrapped.
  @Test func lookoutRuntimeUsesApplesAPIOrTheBridge() {
    let view = "import SwiftUI\nstruct V: View {\n    @StateObject var counter = Counter()\n    var body: some View { Text(\"\\(counter.count)\") }\n}\n"
    let run = MigrationRun(Self.model.merging(["V.swift": view]) { $1 }, runtime: .lookout)
    #expect(run.output["V.swift"]?.contains("@State var counter = Counter()") == true)
    #expect(run.output["V.swift"]?.contains("WithTracking") == false)
    var options = MigrationOptions(runtime: .lookout)
    options.bridge = true
    let bridged = MigrationRun(Self.model.merging(["V.swift": view]) { $1 }, options: options)
    #expect(bridged.output["V.swift"] == "import SwiftUI\nimport LookoutSwiftUI\nstruct V: View {\n    @TrackedState var counter = Counter()\n    var body: some View { WithTracking { Text(\"\\(counter.count)\") } }\n}\n")
  }
}
