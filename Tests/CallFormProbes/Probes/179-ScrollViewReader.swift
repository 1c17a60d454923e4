// weight: 27
// api: ScrollViewReader
// form: ScrollViewReader { proxy in scrollTo }
import SwiftUI

struct Probe179: View {
  @State private var model = ProbeModel()
  @State private var count = 0
  var items: [ProbeItem] { model.items }

  var body: some View {
    ScrollViewReader { proxy in
      ScrollView {
        ForEach(items) { item in Text(item.title).id(item.id) }
      }
      .onChange(of: count) {
        withAnimation { proxy.scrollTo(items.last?.id, anchor: .bottom) }
      }
    }
  }
}
