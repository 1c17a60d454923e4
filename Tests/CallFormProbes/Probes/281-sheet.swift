// weight: 150
// api: sheet
// form: .sheet(isPresented:) { }
import SwiftUI

struct Probe281: View {
  @State private var isPresented = false

  var body: some View {
    Button("Show") { isPresented = true }
      .sheet(isPresented: $isPresented) {
        Text("Sheet")
      }
  }
}
