// weight: 69
// api: ToolbarItemGroup
// form: ToolbarItemGroup(placement:)
import SwiftUI

struct Probe091: View {
  @State private var count = 0

  var body: some View {
    NavigationStack {
      Text("A")
        .toolbar {
          ToolbarItemGroup(placement: .bottomBar) {
            Button("One") { count += 1 }
            Spacer()
            Button("Two") { count += 1 }
          }
        }
    }
  }
}
