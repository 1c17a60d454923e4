import LookoutUI
import Testing

/// A `@State` write updates the views that read the value, not its owner as such (held-out SwiftUI logs;
/// swiftui-update-semantics.md, "@State": the body depends on the state only through a read): a view that
/// only passes `$flag` to a sheet or a control is not evaluated again.
@MainActor @Suite struct StateReadersTests {
  struct Presenter: View {
    @State private var showing = false
    var body: some View {
      Button("Show") { showing = true }
        .sheet(isPresented: $showing) {
          Text("Details")
          Button("Close") { showing = false }
        }
    }
  }

  struct Settings: View {
    @State private var isOn = false
    var body: some View { Toggle("Sounds", isOn: $isOn) }
  }

  struct SwitchRow: View {
    @Binding var isOn: Bool
    var body: some View { Text(isOn ? "on" : "off") }
  }

  struct Reader: View {
    @State private var isOn = false
    var body: some View {
      VStack {
        Button("Flip") { isOn.toggle() }
        SwitchRow(isOn: $isOn)
      }
    }
  }

  @Test func aSheetFlagPassedAsABindingDoesNotReevaluateThePresenter() throws {
    let host = ViewHost(Presenter())
    let show = try host.tap("Show")
    #expect(show.views.isEmpty, "SwiftUI does not run Presenter's body again: it never read `showing`")
    #expect(host.element("Details") != nil)
    #expect(host.render().contains("Sheet"))
    try host.tap("Close")
    #expect(host.element("Details") == nil)
    #expect(host.bodyCount(of: "Presenter") == 1)
  }

  @Test func aControlBoundToStateUpdatesWithoutItsOwner() throws {
    let host = ViewHost(Settings())
    let toggle = try host.toggle("Sounds")
    #expect(toggle.views.isEmpty)
    #expect(host.element("Sounds")?.value == "on")
  }

  @Test func aChildReadingTheBindingIsTheOneUpdated() throws {
    let host = ViewHost(Reader())
    let flip = try host.tap("Flip")
    #expect(flip.views == ["SwitchRow"])
    #expect(host.element("on") != nil)
  }
}
