// weight: 48
// api: textFieldStyle
// form: .textFieldStyle(_:)
import SwiftUI

struct Probe371: View {
  @State private var text = ""

  var body: some View {
    TextField("A", text: $text).textFieldStyle(.roundedBorder)
  }
}
