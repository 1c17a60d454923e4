import LookoutMigrate
import LookoutTestSupport
import Testing

/// `--runtime lookout` below iOS 17 / macOS 14 (`MigrationOptions.bridge`): views observe the `@Tracked`
/// models through LookoutSwiftUI. Each rewrite, before and after, parsed and idempotent.
@Suite struct BridgeMigrationTests {
  static let model = ["Counter.swift": "import SwiftUI\nfinal class Counter: ObservableObject {\n    @Published var count = 0\n    @Published var title = \"\"\n}\n"]

  static var options: MigrationOptions {
    var options = MigrationOptions(runtime: .lookout)
    options.bridge = true
    return options
  }

  @discardableResult
  func expectBridged(_ before: String, _ after: String, sourceLocation: SourceLocation = #_sourceLocation) -> MigrationRun {
    let run = MigrationRun(Self.model.merging(["View.swift": before]) { $1 }, options: Self.options)
    let migrated = run.output["View.swift"] ?? ""
    #expect(migrated == after, sourceLocation: sourceLocation)
    if migrated != after { print(LineDiff.describe(expected: after, actual: migrated)) }
    expectParses(migrated, sourceLocation: sourceLocation)
    expectIdempotent(run, sourceLocation: sourceLocation)
    return run
  }

  @Test func ownersReadersAndEditorsMoveOntoTheBridge() {
    expectBridged("""
      import SwiftUI

      struct Screen: View {
          @StateObject private var counter = Counter()

          var body: some View {
              VStack {
                  Display(counter: counter)
                  Editor(counter: counter)
                  Button("Add") { counter.count += 1 }
              }
          }
      }

      struct Display: View {
          @ObservedObject var counter: Counter
          var body: some View { Text("\\(counter.title): \\(counter.count)") }
      }

      struct Editor: View {
          @ObservedObject var counter: Counter

          var body: some View {
              TextField("Title", text: $counter.title)
          }
      }
      """, """
      import SwiftUI
      import LookoutSwiftUI

      struct Screen: View {
          @TrackedState private var counter = Counter()

          var body: some View {
              WithTracking {
                  VStack {
                      Display(counter: counter)
                      Editor(counter: counter)
                      Button("Add") { counter.count += 1 }
                  }
              }
          }
      }

      struct Display: View {
          let counter: Counter
          var body: some View { WithTracking { Text("\\(counter.title): \\(counter.count)") } }
      }

      struct Editor: View {
          @TrackedBindable var counter: Counter

          var body: some View {
              WithTracking { TextField("Title", text: $counter.title) }
          }
      }
      """)
  }

  @Test func theEnvironmentPairAndItsBindingsNeedNoLocal() {
    expectBridged("""
      import SwiftUI

      struct Root: View {
          @StateObject private var counter = Counter()
          var body: some View {
              Settings()
                  .environmentObject(counter)
          }
      }

      struct Settings: View {
          @EnvironmentObject var counter: Counter
          var body: some View {
              Form {
                  TextField("Title", text: $counter.title)
                  Stepper("Count", value: $counter.count)
              }
          }
      }
      """, """
      import SwiftUI
      import LookoutSwiftUI

      struct Root: View {
          @TrackedState private var counter = Counter()
          var body: some View {
              WithTracking {
                  Settings()
                      .trackedEnvironment(counter)
              }
          }
      }

      struct Settings: View {
          @TrackedEnvironment(Counter.self) var counter: Counter
          var body: some View {
              WithTracking {
                  Form {
                      TextField("Title", text: $counter.title)
                      Stepper("Count", value: $counter.count)
                  }
              }
          }
      }
      """)
  }

  @Test func initializerFormsAPlainHolderAModifierAndASingleReturn() {
    expectBridged("""
      import SwiftUI

      struct Screen: View {
          @StateObject private var counter: Counter

          init(start: Int) {
              _counter = StateObject(wrappedValue: Counter())
          }

          var body: some View {
              return Text("\\(counter.count)")
          }
      }

      struct Row: View {
          let counter: Counter
          var body: some View { Text(counter.title) }
      }

      struct Badge: ViewModifier {
          let counter: Counter
          func body(content: Content) -> some View {
              content.overlay(Text("\\(counter.count)"))
          }
      }

      struct Plain: View {
          var body: some View { Text("no model") }
      }
      """, """
      import SwiftUI
      import LookoutSwiftUI

      struct Screen: View {
          @TrackedState private var counter: Counter

          init(start: Int) {
              _counter = TrackedState(wrappedValue: Counter())
          }

          var body: some View {
              WithTracking { Text("\\(counter.count)") }
          }
      }

      struct Row: View {
          let counter: Counter
          var body: some View { WithTracking { Text(counter.title) } }
      }

      struct Badge: ViewModifier {
          let counter: Counter
          func body(content: Content) -> some View {
              WithTracking { content.overlay(Text("\\(counter.count)")) }
          }
      }

      struct Plain: View {
          var body: some View { Text("no model") }
      }
      """)
  }

  @Test func contentSwiftUIRunsLaterGetsATrackingViewOfItsOwn() {
    expectBridged("""
      import SwiftUI

      struct Names: View {
          @ObservedObject var counter: Counter
          @State private var showsDetail = false
          var body: some View {
              List(0..<3, id: \\.self) { index in
                  Text(index == counter.count ? "current" : "\\(index)")
              }
              .sheet(isPresented: $showsDetail) {
                  Text(counter.title)
              }
              .onTapGesture { counter.count += 1 }
          }
      }
      """, """
      import SwiftUI
      import LookoutSwiftUI

      struct Names: View {
          let counter: Counter
          @State private var showsDetail = false
          var body: some View {
              WithTracking {
                  List(0..<3, id: \\.self) { index in
                      WithTracking { Text(index == counter.count ? "current" : "\\(index)") }
                  }
                  .sheet(isPresented: $showsDetail) {
                      WithTracking { Text(counter.title) }
                  }
                  .onTapGesture { counter.count += 1 }
              }
          }
      }
      """)
  }

  @Test func aMultiLineStringKeepsItsText() {
    expectBridged("""
      import SwiftUI

      struct Notes: View {
          @ObservedObject var counter: Counter
          var body: some View {
              VStack {
                  Text(\"\"\"
                      Count: \\(counter.count)
                      \"\"\")
              }
          }
      }
      """, """
      import SwiftUI
      import LookoutSwiftUI

      struct Notes: View {
          let counter: Counter
          var body: some View {
              WithTracking {
                  VStack {
                      Text(\"\"\"
                          Count: \\(counter.count)
                          \"\"\")
                  }
              }
          }
      }
      """)
  }

  @Test func aBodyTheBridgeCannotWrapIsNamed() {
    let run = MigrationRun(Self.model.merging(["View.swift": """
      import SwiftUI

      struct Screen: View {
          @ObservedObject var counter: Counter
          var compact = false
          var body: some View {
              if compact { return AnyView(Text("\\(counter.count)")) }
              return AnyView(Text(counter.title))
          }
      }

      struct Elsewhere: View {
          @ObservedObject var counter: Counter
      }

      extension Elsewhere {
          var body: some View { Text(counter.title) }
      }

      struct Erased: View {
          let counter: Counter
          var body: AnyView { AnyView(Text(counter.title)) }
      }
      """]) { $1 }, options: Self.options)
    let views = run.report.trackedModelViews.map { "\($0.view): \($0.reason)" }
    #expect(views == [
      "Screen: its `body` returns explicitly from more than one place (a view builder cannot hold `return`)",
      "Elsewhere: its `body` is not declared in the type itself (an extension declares it)",
      "Erased: its `body` is not declared `some View`, so WithTracking cannot be its value",
    ])
  }

  @Test func aPublisherUseOnlyIOS17CanReplaceKeepsTheModel() {
    // `.onChange(of:initial:)` is iOS 17's: below, `.onReceive(counter.$count)` keeps Counter an ObservableObject.
    let run = MigrationRun(Self.model.merging(["View.swift": """
      import SwiftUI

      struct Screen: View {
          @StateObject private var counter = Counter()
          var body: some View {
              Text("\\(counter.count)")
                  .onReceive(counter.$count) { print($0) }
          }
      }
      """]) { $1 }, options: Self.options)
    #expect(run.report.models.isEmpty)
    #expect(run.report.keptBack.map(\.model) == ["Counter"])
    #expect(run.output["View.swift"]?.contains("onChange") == false)
  }
}
