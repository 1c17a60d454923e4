// weight: 30
// api: Picker
// form: Picker(selection:) { } label: { }
import SwiftUI

struct Probe120: View {
  @State private var selection = 0

  var body: some View {
    Picker(selection: $selection) {
      Text("One").tag(0)
      Text("Two").tag(1)
    } label: {
      Text("Number")
    }
  }
}
