// weight: 30
// api: NavigationLink
// form: NavigationLink(destination:) { label }
import SwiftUI

struct Probe117: View {
  var body: some View {
    NavigationStack {
      NavigationLink(destination: Text("Detail")) {
        Text("Open")
      }
    }
  }
}
