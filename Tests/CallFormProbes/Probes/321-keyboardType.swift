// weight: 132
// api: keyboardType
// form: .keyboardType(_:)
import SwiftUI

struct Probe321: View {
  @State private var text = ""

  var body: some View {
    TextField("Phone", text: $text).keyboardType(.phonePad)
  }
}
