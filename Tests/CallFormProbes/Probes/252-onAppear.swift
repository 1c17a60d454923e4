// weight: 18
// api: onAppear
// form: .onAppear(perform:)
import SwiftUI

struct Probe252: View {
  @State private var count = 0
  func reset() { count = 0 }

  var body: some View {
    Text("A").onAppear(perform: reset)
  }
}
