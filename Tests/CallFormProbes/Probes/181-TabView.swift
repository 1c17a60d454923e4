// weight: 20
// api: TabView
// form: TabView { Tab(_:systemImage:) }
import SwiftUI

struct Probe181: View {
  var body: some View {
    TabView {
      Tab("Home", systemImage: "house") {
        Text("Home")
      }
      Tab("Search", systemImage: "magnifyingglass") {
        Text("Search")
      }
    }
  }
}
