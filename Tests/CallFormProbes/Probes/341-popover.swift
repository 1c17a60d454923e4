// weight: 85
// api: popover
// form: .popover(isPresented:) { }
import SwiftUI

struct Probe341: View {
  @State private var isPresented = false

  var body: some View {
    Button("Info") { isPresented = true }
      .popover(isPresented: $isPresented) {
        Text("Details").padding()
      }
  }
}
