// weight: 177
// api: TextField
// form: TextField(_:text:)
import SwiftUI

struct Probe128: View {
  @State private var text = ""

  var body: some View {
    TextField("Name", text: $text)
  }
}
