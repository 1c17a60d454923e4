// weight: 17
// api: List
// form: List(identifiable)
import SwiftUI

struct Probe112: View {
  @State private var model = ProbeModel()
  var items: [ProbeItem] { model.items }

  var body: some View {
    List(items) { item in
      Text(item.title)
    }
  }
}
