// weight: 427
// api: onAppear
// form: .onAppear { }
import SwiftUI

struct Probe251: View {
  @State private var count = 0

  var body: some View {
    Text("A").onAppear {
      count += 1
    }
  }
}
