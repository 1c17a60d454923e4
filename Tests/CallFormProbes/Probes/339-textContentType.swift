// weight: 92
// api: textContentType
// form: .textContentType(_:)
import SwiftUI

struct Probe339: View {
  @State private var text = ""

  var body: some View {
    TextField("Email", text: $text).textContentType(.emailAddress)
  }
}
