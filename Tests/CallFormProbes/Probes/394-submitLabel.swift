// weight: 26
// api: submitLabel
// form: .submitLabel(_:)
import SwiftUI

struct Probe394: View {
  @State private var text = ""

  var body: some View {
    TextField("A", text: $text).submitLabel(.done)
  }
}
