// weight: 20
// api: NavigationSplitView
// form: NavigationSplitView { } detail: { }
import SwiftUI

struct Probe107: View {
  var body: some View {
    NavigationSplitView {
      List { Text("Sidebar") }
    } detail: {
      Text("Detail")
    }
  }
}
