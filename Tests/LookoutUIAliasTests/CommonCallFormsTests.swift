// The call forms apps use most (shapes, colors, fonts, layout and styling modifiers, labels, scroll views,
// animations, previews), written as for SwiftUI: they must type-check against LookoutUI unchanged, and
// render as stable text.
#if os(Linux)
import SwiftUI
import Testing

struct Badge: View {
  let title: String
  @State private var expanded = false

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 8) {
        Label(title, systemImage: "star.fill")
          .font(.system(size: 14, weight: .semibold))
          .lineLimit(1)
        Image(systemName: "person.crop.circle").resizable()
          .frame(width: 40, height: 40)
          .clipShape(Circle())
        RoundedRectangle(cornerRadius: 12)
          .fill(Color.orange.opacity(0.5))
          .frame(maxWidth: .infinity, alignment: .leading)
        Text("Details")
          .fontWeight(.bold)
          .foregroundStyle(.secondary)
          .padding(.top, 8)
          .opacity(expanded ? 1 : 0.5)
          .animation(.easeInOut, value: expanded)
        Toggle(title, isOn: $expanded)
      }
      .padding()
      .background(Color(red: 0.9, green: 0.9, blue: 0.9))
      .cornerRadius(8)
    }
  }
}

struct Badge_Previews: PreviewProvider {
  static var previews: some View { Badge(title: "Preview") }
}

struct Tabs: View {
  @State private var saved = 0
  var body: some View {
    TabView {
      NavigationStack {
        Text("saved \(saved)")
          .navigationTitle("Home")
          .toolbar {
            ToolbarItem(placement: .primaryAction) { Button("Save") { saved += 1 } }
          }
      }
      .tabItem { Label("Home", systemImage: "house") }
      Text("Settings").tabItem { Text("Settings") }
    }
  }
}

struct Preferences: View {
  @AppStorage("fontSize") private var fontSize = 14.0
  @FocusState private var nameFocused: Bool
  @State private var name = ""
  @State private var taps = 0

  var body: some View {
    VStack {
      Text("size \(Int(fontSize))").onTapGesture { fontSize += 1 }
      TextField("Name", text: $name).focused($nameFocused)
      Button("Edit name") { nameFocused = true }
      Image(systemName: "heart").onTapGesture(count: 2) { taps += 1 }
      Text("taps \(taps)")
    }
  }
}

struct SizeBadge: View {
  @AppStorage("fontSize") private var fontSize = 14.0
  var body: some View { Text("badge \(Int(fontSize))") }
}

struct Catalog: View {
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("About", destination: Text("Version 1"))
        NavigationLink("Item 7", value: 7)
      }
      .navigationDestination(for: Int.self) { number in Text("Item number \(number)") }
    }
  }
}

@MainActor @Suite struct CommonCallFormsTests {
  @Test func linksPushTheirDestinations() throws {
    let host = ViewHost(Catalog())
    #expect(host.element("Version 1") == nil)
    try host.tap("About")
    #expect(host.element("Version 1") != nil)
    try host.tap("Item 7")
    #expect(host.element("Item number 7") != nil)
    #expect(host.render().contains("NavigationLink \"About\""))
  }

  @Test func gesturesStorageAndFocus() throws {
    AppStorageDefaults.removeAll()
    let host = ViewHost(VStack { Preferences(); SizeBadge() })
    let tap = try host.tap("size 14")
    #expect(host.element("size 15") != nil)
    #expect(host.element("badge 15") != nil)
    #expect(Set(tap.views) == ["Preferences", "SizeBadge"], "every reader of the key, and only them")
    #expect(host.render().contains("TextField \"Name\" = \"\" [focused: no]"))
    try host.tap("Edit name")
    #expect(host.render().contains("[focused: yes]"))
    try host.tap("heart")
    #expect(host.element("taps 1") != nil)
    #expect(host.render().contains("Image \"heart\" [onTapGesture: 2]"), "the gesture shows as the content's attribute only")
    #expect(!host.render().split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "TapGesture" })
    AppStorageDefaults.removeAll()
  }

  @Test func tabsAndToolbarsMountAndTheirButtonsWork() throws {
    let host = ViewHost(Tabs())
    #expect(host.render().contains("ToolbarItem [placement: primaryAction]"))
    #expect(host.render().contains("tabItem: Home"))
    try host.tap("Save")
    #expect(host.element("saved 1") != nil)
  }

  @Test func commonFormsTypeCheckAndRender() throws {
    let host = ViewHost(Badge_Previews.previews)
    let tree = host.render()
    // Attributes are listed outermost first.
    #expect(tree.contains("Label \"Preview\" [image: star.fill, lineLimit: 1, font: system(14, semibold)]"))
    #expect(tree.contains("RoundedRectangle(12) [frame: maxW ∞ leading, fill: orange 0.5]"))
    #expect(tree.contains("Image \"person.crop.circle\" [clipShape: Circle, frame: w 40 h 40, resizable: true]"))
    // The text's own styles (`.fontWeight`, `.foregroundStyle` keep it a Text) come last, outermost first too.
    #expect(tree.contains("Text \"Details\" [animation: easeInOut, opacity: 0.5, padding: top 8, foreground: secondary, fontWeight: bold]"))
    try withAnimation(.spring) { _ = try host.toggle("Preview") }
    #expect(host.render().contains("Toggle \"Preview\" = on"))
    #expect(host.render().contains("opacity: 1,"))
  }
}
#endif
