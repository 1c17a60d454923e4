// weight: 80
// api: alert
// form: .alert(_:isPresented:) { buttons }
import SwiftUI

struct Probe290: View {
  @State private var count = 0
  @State private var isPresented = false

  var body: some View {
    Text("A").alert("Delete?", isPresented: $isPresented) {
      Button("Delete", role: .destructive) { count = 0 }
      Button("Cancel", role: .cancel) {}
    }
  }
}
