// weight: 8
// api: alert
// form: .alert(_:isPresented:presenting:)
import SwiftUI

struct Probe294: View {
  @State private var model = ProbeModel()
  @State private var isPresented = false
  var items: [ProbeItem] { model.items }

  var body: some View {
    Text("A").alert("Rename", isPresented: $isPresented, presenting: items.first) { item in
      Button("Rename \(item.title)") {}
    } message: { item in
      Text(item.title)
    }
  }
}
