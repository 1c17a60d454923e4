// weight: 84
// api: ToolbarItem
// form: ToolbarItem(placement: .primaryAction/.navigationBarTrailing)
import SwiftUI

struct Probe090: View {
  @State private var count = 0

  var body: some View {
    NavigationStack {
      Text("A")
        .toolbar {
          ToolbarItem(placement: .primaryAction) {
            Button("Add", systemImage: "plus") { count += 1 }
          }
          ToolbarItem(placement: .navigationBarTrailing) {
            Button("More") { count += 1 }
          }
        }
    }
  }
}
