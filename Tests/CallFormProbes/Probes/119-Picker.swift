// weight: 266
// api: Picker
// form: Picker(_:selection:) { tags }
import SwiftUI

struct Probe119: View {
  @State private var selection = 0

  var body: some View {
    Picker("Flavor", selection: $selection) {
      Text("Vanilla").tag(0)
      Text("Chocolate").tag(1)
    }
  }
}
