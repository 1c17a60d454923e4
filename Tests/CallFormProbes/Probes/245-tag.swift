// weight: 492
// api: tag
// form: .tag(_:)
import SwiftUI

struct Probe245: View {
  @State private var selection = 0

  var body: some View {
    Picker("P", selection: $selection) {
      ForEach(0..<3) { index in
        Text("\(index)").tag(index)
      }
    }
  }
}
