// weight: 36
// api: NavigationView
// form: NavigationView { }
import SwiftUI

struct Probe106: View {
  var body: some View {
    NavigationView {
      Text("Legacy")
        .navigationBarTitle("Old")
    }
  }
}
