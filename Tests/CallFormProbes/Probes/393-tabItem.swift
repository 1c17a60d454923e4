// weight: 26
// api: tabItem
// form: .tabItem { }
import SwiftUI

struct Probe393: View {
  var body: some View {
    TabView {
      Text("A").tabItem {
        Image(systemName: "house")
        Text("Home")
      }
    }
  }
}
