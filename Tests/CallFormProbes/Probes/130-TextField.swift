// weight: 18
// api: TextField
// form: TextField(text:label:)
import SwiftUI

struct Probe130: View {
  @State private var text = ""

  var body: some View {
    TextField(text: $text) {
      EmptyView()
    }
  }
}
