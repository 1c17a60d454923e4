// weight: 67
// api: NavigationLink
// form: NavigationLink(value:) { label }
import SwiftUI

struct Probe115: View {
  @State private var value = 0.5
  @State private var tab: ProbeTab = .home

  var body: some View {
    NavigationStack {
      NavigationLink(value: ProbeTab.settings) {
        Text("Settings")
      }
      .navigationDestination(for: ProbeTab.self) { tab in
        Text(tab.title)
      }
    }
  }
}
