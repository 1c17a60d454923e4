// weight: 180
// api: ToolbarItem
// form: ToolbarItem(placement: .topBarTrailing/Leading)
import SwiftUI

struct Probe087: View {
  @State private var count = 0

  var body: some View {
    NavigationStack {
      Text("A")
        .toolbar {
          ToolbarItem(placement: .topBarTrailing) {
            Button("Add") { count += 1 }
          }
          ToolbarItem(placement: .topBarLeading) {
            EditButton()
          }
        }
    }
  }
}
