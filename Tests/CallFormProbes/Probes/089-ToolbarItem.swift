// weight: 124
// api: ToolbarItem
// form: ToolbarItem(placement: .bottomBar/.principal)
import SwiftUI

struct Probe089: View {
  var body: some View {
    NavigationStack {
      Text("A")
        .toolbar {
          ToolbarItem(placement: .principal) {
            Text("Title").font(.headline)
          }
          ToolbarItem(placement: .bottomBar) {
            Text("Status")
          }
        }
    }
  }
}
