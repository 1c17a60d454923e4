// weight: 30
// api: GridItem
// form: GridItem(.adaptive(minimum:))
import SwiftUI

struct Probe142: View {
  var body: some View {
    LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
      Text("A")
    }
  }
}
