// weight: 36
// api: disableAutocorrection
// form: .disableAutocorrection(_:)
import SwiftUI

struct Probe378: View {
  @State private var text = ""

  var body: some View {
    TextField("A", text: $text).disableAutocorrection(true)
  }
}
