// weight: 72
// api: contextMenu
// form: .contextMenu { }
import SwiftUI

struct Probe335: View {
  @State private var count = 0

  var body: some View {
    Text("A").contextMenu {
      Button("Copy") { count += 1 }
      Button("Delete", role: .destructive) { count = 0 }
    }
  }
}
