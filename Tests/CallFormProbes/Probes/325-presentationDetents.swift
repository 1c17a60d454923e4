// weight: 120
// api: presentationDetents
// form: .presentationDetents([...])
import SwiftUI

struct Probe325: View {
  @State private var isPresented = false

  var body: some View {
    Text("A").sheet(isPresented: $isPresented) {
      Text("Sheet").presentationDetents([.medium, .large, .fraction(0.3), .height(200)])
    }
  }
}
