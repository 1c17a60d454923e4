// weight: 34
// api: searchable
// form: .searchable(text:prompt:)
import SwiftUI

struct Probe380: View {
  @State private var model = ProbeModel()
  @State private var text = ""
  var items: [ProbeItem] { model.items }

  var body: some View {
    NavigationStack {
      List { Text("A") }.searchable(text: $text, prompt: "Search items")
    }
  }
}
