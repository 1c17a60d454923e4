// weight: 98
// api: Menu
// form: Menu { } label: { }
import SwiftUI

struct Probe149: View {
  @State private var count = 0

  var body: some View {
    Menu {
      Button("Rename") { count += 1 }
      Button("Delete", role: .destructive) { count = 0 }
    } label: {
      Image(systemName: "ellipsis.circle")
    }
  }
}
