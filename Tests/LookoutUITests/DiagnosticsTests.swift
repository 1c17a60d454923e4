import LookoutUI
import Observation
import Testing

@Observable final class SheetModel {
  var showSheet = false
  var title = "t"
}

/// `$model.showSheet` reads the property when the binding is made: the view depends on it (the extra
/// `@dependencies` evaluation sisoje/testable-view-swiftui shows).
struct BindingMaker: View {
  @Bindable var model: SheetModel
  var body: some View {
    Toggle("Show", isOn: $model.showSheet)
  }
}

@Observable final class ChildSource {
  var seed = 1
}

struct ChildWithInit: View {
  let value: Int
  init(source: ChildSource) { value = source.seed }  // read during the parent's body
  var body: some View { Text("value \(value)") }
}

struct ParentOfChildWithInit: View {
  let source: ChildSource
  var body: some View { ChildWithInit(source: source) }
}

struct WritesDuringBody: View {
  @State private var count = 0
  var body: some View {
    count += 1
    return Text("count")
  }
}

struct Highlight: ViewModifier {
  @State private var taps = 0
  func body(content: Content) -> some View {
    VStack {
      content
      Button("taps \(taps)") { taps += 1 }
    }
  }
}

@MainActor @Suite struct DiagnosticsTests {
  @Test func creatingABindingMakesTheViewDependOnTheValue() {
    let model = SheetModel()
    let host = ViewHost(BindingMaker(model: model))
    model.showSheet = true
    let report = host.update()
    #expect(report.views == ["BindingMaker"])
    #expect(report.evaluations.first?.reasons == [.dependencies])
  }

  @Test func readsInAChildsInitializerAreTheParentsDependencies() {
    let source = ChildSource()
    let host = ViewHost(ParentOfChildWithInit(source: source))
    source.seed = 2
    let report = host.update()
    #expect(report.views == ["ParentOfChildWithInit", "ChildWithInit"])
    #expect(report.evaluations[1].printChangesLine == "ChildWithInit: @self changed.")
  }

  @Test func writingStateDuringBodyWarnsAndTheLoopIsCut() {
    let host = ViewHost(WritesDuringBody())
    #expect(host.takeWarnings() == ["Modifying state during view update, this will cause undefined behavior."])
    #expect(host.errors.first?.message.hasPrefix("the update did not settle after 100 passes: WritesDuringBody") == true)
  }

  @Test func customModifiersHaveTheirOwnStateAndBody() throws {
    let host = ViewHost(Text("content").modifier(Highlight()))
    let report = try host.tap("taps 0")
    #expect(report.views == ["ModifierBody"])
    #expect(host.element("taps 1") != nil)
    #expect(host.element("content") != nil)
  }

  @Test func firstEvaluationsSayIdentityAndTheirProperties() {
    let host = ViewHost(CounterRow())
    #expect(host.lastUpdate.evaluations.first?.printChangesLine == "CounterRow: @self, @identity, _count changed.")
  }
}

/// A legacy model changed while a body evaluates: SwiftUI's warning, once per change.
final class RenderCounter: ObservableObject {
  @Published var renders = 0
}

struct CountsItsRenders: View {
  @ObservedObject var counter: RenderCounter
  var body: some View {
    counter.renders += 1
    return Text("rendered")
  }
}

@MainActor @Suite struct LegacyPublishingDuringUpdateTests {
  @Test func publishingFromABodyWarnsAsSwiftUIDoes() {
    let host = ViewHost(CountsItsRenders(counter: RenderCounter()))
    #expect(host.takeWarnings().first == "Publishing changes from within view updates is not allowed, this will cause undefined behavior.")
  }
}
