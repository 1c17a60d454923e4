// weight: 39
// api: SecureField
// form: SecureField(_:text:)
import SwiftUI

struct Probe134: View {
  @State private var text = ""

  var body: some View {
    SecureField("Password", text: $text)
  }
}
