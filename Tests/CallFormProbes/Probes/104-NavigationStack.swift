// weight: 387
// api: NavigationStack
// form: NavigationStack { }
import SwiftUI

struct Probe104: View {
  var body: some View {
    NavigationStack {
      List {
        Text("Row")
      }
      .navigationTitle("Inbox")
    }
  }
}
