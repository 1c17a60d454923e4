// weight: 10
// api: TabView
// form: .tabViewStyle(.page)
import SwiftUI

struct Probe182: View {
  var body: some View {
    TabView {
      Text("One")
      Text("Two")
    }
    .tabViewStyle(.page(indexDisplayMode: .never))
  }
}
