// weight: 20
// api: alert
// form: .alert(_:isPresented:actions:message:)
import SwiftUI

struct Probe291: View {
  @State private var isPresented = false

  var body: some View {
    Text("A").alert("Error", isPresented: $isPresented) {
      Button("OK") {}
    } message: {
      Text("Something went wrong")
    }
  }
}
