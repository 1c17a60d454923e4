// weight: 99
// api: autocorrectionDisabled
// form: .autocorrectionDisabled()
import SwiftUI

struct Probe333: View {
  @State private var text = ""

  var body: some View {
    TextField("A", text: $text).autocorrectionDisabled()
  }
}
