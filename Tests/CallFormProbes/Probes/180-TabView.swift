// weight: 40
// api: TabView
// form: TabView(selection:) + tabItem + tag
import SwiftUI

struct Probe180: View {
  @State private var selection = 0
  @State private var tab: ProbeTab = .home

  var body: some View {
    TabView(selection: $tab) {
      Text("Home")
        .tabItem { Label("Home", systemImage: "house") }
        .tag(ProbeTab.home)
      Text("Settings")
        .tabItem { Label("Settings", systemImage: "gear") }
        .tag(ProbeTab.settings)
    }
  }
}
