// weight: 44
// api: ForEach
// form: .onDelete(perform:)
import SwiftUI

struct Probe063: View {
  @State private var model = ProbeModel()
  var items: [ProbeItem] { model.items }

  var body: some View {
    List {
      ForEach(items) { item in
        Text(item.title)
      }
      .onDelete { offsets in
        model.items.remove(atOffsets: offsets)
      }
    }
  }
}
