// weight: 117
// api: onDisappear
// form: .onDisappear { }
import SwiftUI

struct Probe327: View {
  @State private var count = 0

  var body: some View {
    Text("A").onDisappear {
      count = 0
    }
  }
}
