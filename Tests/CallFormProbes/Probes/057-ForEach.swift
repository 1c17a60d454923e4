// weight: 310
// api: ForEach
// form: ForEach(identifiable)
import SwiftUI

struct Probe057: View {
  @State private var model = ProbeModel()
  var items: [ProbeItem] { model.items }

  var body: some View {
    List {
      ForEach(items) { item in
        Text(item.title)
      }
    }
  }
}
