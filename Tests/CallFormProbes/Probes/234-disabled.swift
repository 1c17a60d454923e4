// weight: 902
// api: disabled
// form: .disabled(_:)
import SwiftUI

struct Probe234: View {
  @State private var text = ""

  var body: some View {
    Button("Send") {}.disabled(text.isEmpty)
  }
}
