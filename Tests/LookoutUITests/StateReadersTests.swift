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

/// Alerts, dialogs, covers and popovers present like sheets: their flag is read by the presentation.
@MainActor @Suite struct PresentationTests {
  struct Deleter: View {
    @State private var confirming = false
    @State private var deleted = 0
    var body: some View {
      VStack {
        Text("deleted \(deleted)")
        Button("Delete") { confirming = true }
      }
      .alert("Delete the file?", isPresented: $confirming) {
        Button("Delete for good") { deleted += 1 }
        Button("Cancel") {}
      } message: {
        Text("This cannot be undone.")
      }
    }
  }

  @Test func anAlertShowsItsActionsWhilePresented() throws {
    let host = ViewHost(Deleter())
    #expect(host.element("Delete the file?") == nil)
    try host.tap("Delete")
    #expect(host.element("Delete the file?")?.kind == "Alert")
    #expect(host.element("This cannot be undone.") != nil)
    try host.tap("Delete for good")
    #expect(host.element("deleted 1") != nil)
    #expect(host.element("Delete the file?") == nil, "a tap on an alert's button dismisses it")
    #expect(host.bodyCount(of: "Deleter") == 2, "mount, then the count; presenting the alert did not run the body")
  }
}

/// `.sheet(item:)` reads its item in the presentation; a different item is a new sheet (its state resets).
@MainActor @Suite struct ItemSheetTests {
  struct Document: Identifiable, Equatable {
    let id: Int
    var title: String
  }

  struct Editor: View {
    let document: Document
    @State private var edits = 0
    var body: some View {
      VStack {
        Text("\(document.title) edits \(edits)")
        Button("Edit") { edits += 1 }
      }
    }
  }

  struct Library: View {
    @State private var open: Document?
    var body: some View {
      VStack {
        Button("Open A") { open = Document(id: 1, title: "A") }
        Button("Open B") { open = Document(id: 2, title: "B") }
      }
      .sheet(item: $open) { document in Editor(document: document) }
    }
  }

  @Test func theItemIsReadByTheSheetAndANewItemIsANewSheet() throws {
    let host = ViewHost(Library())
    let open = try host.tap("Open A")
    #expect(!open.views.contains("Library"), "Library never reads `open`")
    try host.tap("Edit")
    #expect(host.element("A edits 1") != nil)
    try host.tap("Open B")
    #expect(host.element("B edits 0") != nil, "a different item: a new Editor, fresh state")
  }
}
