// weight: 15
// api: fullScreenCover
// form: .fullScreenCover(isPresented:) { }
import SwiftUI

struct Probe410: View {
  @State private var isPresented = false

  var body: some View {
    Text("A").fullScreenCover(isPresented: $isPresented) {
      Text("Cover")
    }
  }
}
