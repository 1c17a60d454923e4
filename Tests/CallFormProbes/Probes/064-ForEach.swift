// weight: 18
// api: ForEach
// form: .onMove(perform:)
import SwiftUI

struct Probe064: View {
  @State private var model = ProbeModel()
  var items: [ProbeItem] { model.items }

  var body: some View {
    List {
      ForEach(items) { item in
        Text(item.title)
      }
      .onMove { from, to in
        model.items.move(fromOffsets: from, toOffset: to)
      }
    }
  }
}
