// weight: 12
// api: Picker
// form: Picker(_:selection:) enum + pickerStyle
import SwiftUI

struct Probe122: View {
  @State private var selection = 0
  @State private var tab: ProbeTab = .home

  var body: some View {
    Picker("Tab", selection: $tab) {
      Text("Home").tag(ProbeTab.home)
      Text("Settings").tag(ProbeTab.settings)
    }
    .pickerStyle(.segmented)
  }
}
