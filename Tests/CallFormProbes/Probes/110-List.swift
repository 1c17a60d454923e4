// weight: 28
// api: List
// form: List(selection:)
import SwiftUI

struct Probe110: View {
  @State private var model = ProbeModel()
  @State private var selection = 0
  @State private var selectedID: Int?
  var items: [ProbeItem] { model.items }

  var body: some View {
    List(selection: $selectedID) {
      ForEach(items) { item in
        Text(item.title)
      }
    }
  }
}
