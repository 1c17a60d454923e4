// weight: 40
// api: NavigationLink
// form: NavigationLink(_:destination:)
import SwiftUI

struct Probe116: View {
  var body: some View {
    NavigationStack {
      NavigationLink("About", destination: Text("About"))
    }
  }
}
