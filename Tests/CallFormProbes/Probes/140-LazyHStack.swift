// weight: 15
// api: LazyHStack
// form: LazyHStack(spacing:)
import SwiftUI

struct Probe140: View {
  @State private var model = ProbeModel()
  let spacing: CGFloat = 8
  var items: [ProbeItem] { model.items }

  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack(spacing: 8) {
        ForEach(items) { item in Text(item.title) }
      }
    }
  }
}
