// weight: 78
// api: confirmationDialog
// form: .confirmationDialog(_:isPresented:titleVisibility:)
import SwiftUI

struct Probe345: View {
  @State private var isPresented = false

  var body: some View {
    Text("A").confirmationDialog("Discard?", isPresented: $isPresented, titleVisibility: .visible) {
      Button("Discard", role: .destructive) {}
    }
  }
}
