// weight: 12
// api: TextField
// form: TextField(_:text:prompt:)
import SwiftUI

struct Probe132: View {
  @State private var text = ""

  var body: some View {
    TextField("Email", text: $text, prompt: Text("name@example.com"))
  }
}
