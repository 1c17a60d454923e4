// weight: 30
// api: ForEach
// form: ForEach(Enum.allCases, id: \.self)
import SwiftUI

struct Probe062: View {
  @State private var selection = 0
  @State private var tab: ProbeTab = .home

  var body: some View {
    Picker("Tab", selection: $tab) {
      ForEach(ProbeTab.allCases, id: \.self) { tab in
        Text(tab.title).tag(tab)
      }
    }
  }
}
