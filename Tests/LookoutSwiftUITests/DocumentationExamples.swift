// The code of Documentation/before-ios-17.md, compiled and mounted before iOS 17.
#if os(Linux)
import Lookout
import LookoutSwiftUI
import SwiftUI
import Testing

enum DocumentationExample {
  @Tracked final class CounterModel {
      var count = 0
      var title = "Counter"
  }

  struct CounterScreen: View {
      @TrackedState private var model = CounterModel()   // made once per view identity, like @StateObject

      var body: some View {
          WithTracking {
              Text("\(model.title): \(model.count)")
              TitleEditor(model: model)
              Button("Add") { model.count += 1 }
          }
      }
  }

  struct TitleEditor: View {
      @TrackedBindable var model: CounterModel            // $model.title is a Binding<String>

      var body: some View {
          WithTracking { TextField("Title", text: $model.title) }
      }
  }
}

@MainActor @Suite struct DocumentationExampleTests {
  @Test func theBeforeIOS17PageExampleUpdatesBeforeIOS17() throws {
    let host = ViewHost(DocumentationExample.CounterScreen(), system: .iOS16)
    _ = try host.tap("Add")
    #expect(host.element(containing: "Counter:")?.label == "Counter: 1")
    _ = try host.type("Clicks", into: "Title")
    #expect(host.element(containing: "Clicks:")?.label == "Clicks: 1")
  }
}
#endif
