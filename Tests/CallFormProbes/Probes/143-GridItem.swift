// weight: 20
// api: GridItem
// form: GridItem(.fixed), Array(repeating:count:)
import SwiftUI

struct Probe143: View {
  @State private var count = 0
  let spacing: CGFloat = 8

  var body: some View {
    LazyVGrid(columns: Array(repeating: GridItem(.fixed(44), spacing: 4), count: 7), alignment: .leading) {
      Text("A")
    }
  }
}
