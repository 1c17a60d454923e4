// weight: 59
// api: LazyVStack
// form: LazyVStack(alignment:spacing:)
import SwiftUI

struct Probe139: View {
  @State private var model = ProbeModel()
  let spacing: CGFloat = 8
  var items: [ProbeItem] { model.items }

  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, spacing: 12) {
        ForEach(items) { item in Text(item.title) }
      }
    }
  }
}
