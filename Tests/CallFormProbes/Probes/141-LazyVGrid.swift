// weight: 51
// api: LazyVGrid
// form: LazyVGrid(columns:spacing:)
import SwiftUI

struct Probe141: View {
  @State private var model = ProbeModel()
  let spacing: CGFloat = 8
  var items: [ProbeItem] { model.items }

  var body: some View {
    LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 16) {
      ForEach(items) { item in Text(item.title) }
    }
  }
}
