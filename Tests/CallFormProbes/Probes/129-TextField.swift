// weight: 32
// api: TextField
// form: TextField(_:text:axis:)
import SwiftUI

struct Probe129: View {
  @State private var text = ""

  var body: some View {
    TextField("Notes", text: $text, axis: .vertical)
      .lineLimit(3...6)
  }
}
