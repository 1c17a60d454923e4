// weight: 78
// api: NavigationLink
// form: NavigationLink { } label: { }
import SwiftUI

struct Probe114: View {
  var body: some View {
    NavigationStack {
      NavigationLink {
        Text("Detail")
      } label: {
        Label("Open", systemImage: "folder")
      }
    }
  }
}
