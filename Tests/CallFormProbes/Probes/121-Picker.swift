// weight: 25
// api: Picker
// form: Picker with optional selection
import SwiftUI

struct Probe121: View {
  @State private var model = ProbeModel()
  @State private var selection = 0
  @State private var selectedID: Int?
  var items: [ProbeItem] { model.items }

  var body: some View {
    Picker("Item", selection: $selectedID) {
      Text("None").tag(Int?.none)
      ForEach(items) { item in
        Text(item.title).tag(Optional(item.id))
      }
    }
  }
}
