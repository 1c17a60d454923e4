// weight: 82
// api: Button
// form: Button(role: .destructive) { } label:
import SwiftUI

struct Probe021: View {
  @State private var count = 0

  var body: some View {
    Button(role: .destructive) {
      count = 0
    } label: {
      Label("Delete", systemImage: "trash")
    }
  }
}
